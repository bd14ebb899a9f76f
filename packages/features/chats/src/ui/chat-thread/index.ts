export {
  ChatThread,
  EMPTY_THREAD_TEXT,
  SHOW_EARLIER_TEXT,
  THREAD_WINDOW_STEP,
  type ChatThreadProps,
} from './chat-thread';
export type { ThreadMessage } from './message-item';
