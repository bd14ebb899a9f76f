import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Lets code outside React (the API layer's effects) show antd messages with the app's theme.
 * Messages raised before the message holder is there wait and appear once it is. The holder is
 * only mounted once there is something to say (`requested`), so antd's message code stays off
 * the first load: most visits never raise one.
 */
export function createNotifier() {
  let api: MessageInstance | undefined;
  let requested = false;
  const waiting: string[] = [];
  const listeners = new Set<() => void>();
  return {
    error(text: string) {
      if (api) {
        void api.error(text);
        return;
      }
      waiting.push(text);
      if (!requested) {
        requested = true;
        for (const listener of listeners) listener();
      }
    },
    attach(instance: MessageInstance) {
      api = instance;
      for (const text of waiting.splice(0)) void instance.error(text);
    },
    /** For useSyncExternalStore: whether the message holder should be mounted. */
    requested: () => requested,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
