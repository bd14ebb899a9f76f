import { useClearUnreadMutation } from '../api/chats.api.ts';
import { useEffect, useRef, useState } from 'react';

type Target = { chatId: number } | { changeObjectId: number };

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * Opening a chat does not mark it read (packages/api README): mark it when the resident sees it —
 * once on open, and again for each newer operator message that arrives while the page is visible.
 * A hidden tab waits until it is shown.
 */
export function useClearUnreadWhenSeen(
  target: Target | undefined,
  latestOperatorMessageId: number | undefined,
  ready: boolean,
) {
  const [clearUnread] = useClearUnreadMutation();
  const visible = usePageVisible();
  // null: nothing cleared yet (distinct from undefined: a thread without operator messages).
  const clearedFor = useRef<number | undefined | null>(null);
  const chatId = target && 'chatId' in target ? target.chatId : undefined;
  const changeObjectId = target && 'changeObjectId' in target ? target.changeObjectId : undefined;

  useEffect(() => {
    if (!ready || !visible || clearedFor.current === latestOperatorMessageId) return;
    clearedFor.current = latestOperatorMessageId;
    if (chatId !== undefined) void clearUnread({ chatId });
    else if (changeObjectId !== undefined) void clearUnread({ changeObjectId });
  }, [ready, visible, latestOperatorMessageId, chatId, changeObjectId, clearUnread]);
}
