import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Lets code outside React (the API layer's effects) show antd messages with the app's theme.
 * Messages raised before the app has mounted wait and appear once it has.
 */
export function createNotifier() {
  let api: MessageInstance | undefined;
  const waiting: string[] = [];
  return {
    error(text: string) {
      if (api) void api.error(text);
      else waiting.push(text);
    },
    attach(instance: MessageInstance) {
      api = instance;
      for (const text of waiting.splice(0)) void instance.error(text);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
