import { FormErrorAlert } from '@resident/ui';
import { Button, ConfigProvider, Empty, Skeleton } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './chat-thread.css';
import { MessageItem, type ThreadMessage } from './message-item';

/** Messages added to the DOM per 'Показать более ранние' (and shown at first): one server page. */
export const THREAD_WINDOW_STEP = 50;
export const SHOW_EARLIER_TEXT = 'Показать более ранние';
export const EMPTY_THREAD_TEXT = 'Сообщений пока нет';

const NO_WAVE = { disabled: true };

export interface ChatThreadProps {
  /** Every loaded message, oldest first. */
  messages: readonly ThreadMessage[];
  loading?: boolean;
  /** The thread could not be loaded (the mapped spec §8 text). */
  error?: ReactNode;
  onRetry?: () => void;
  /** Older messages exist on the server beyond `messages`. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  /** Loads the next older page (cursor paging: fetchNextPage). */
  onLoadOlder?: () => void;
  onDownload?: (documentId: number) => void;
  downloadingId?: number;
  /** Messages per step of the window. */
  step?: number;
}

const AT_BOTTOM_SLACK_PX = 40;

/**
 * The thread, newest at the bottom. Only a window is in the DOM (design.md §4: 10 000 messages stay
 * smooth): the latest `step` messages, plus as many older steps as the resident asked for; older
 * pages are fetched only when the loaded ones are all shown.
 */
export function ChatThread({
  messages,
  loading,
  error,
  onRetry,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onDownload,
  downloadingId,
  step = THREAD_WINDOW_STEP,
}: ChatThreadProps) {
  // The oldest message in the window; undefined: the latest `step`. An id, not an index, so that
  // prepended older pages and appended new messages leave the window where it is.
  const [firstId, setFirstId] = useState<number | undefined>();
  // The oldest loaded message when older ones were requested: once they arrive, one step is revealed.
  const [revealFrom, setRevealFrom] = useState<number | undefined>();

  const anchorIndex = firstId === undefined ? -1 : messages.findIndex((message) => message.id === firstId);
  let start = anchorIndex >= 0 ? anchorIndex : Math.max(0, messages.length - step);
  if (revealFrom !== undefined && messages[0] && messages[0].id !== revealFrom) {
    const from = messages.findIndex((message) => message.id === revealFrom);
    const next = messages[Math.max(0, (from >= 0 ? from : start) - step)];
    start = next ? messages.indexOf(next) : start;
    // Derived state, adjusted during render as React allows for the component's own state.
    setRevealFrom(undefined);
    setFirstId(next?.id);
  }
  const visible = messages.slice(start);
  // Pin the window's top once shown, so a new message grows the window instead of sliding it.
  if (firstId === undefined && visible[0]) setFirstId(visible[0].id);

  const showEarlier = () => {
    if (start > 0) {
      setFirstId(messages[Math.max(0, start - step)]?.id);
    } else if (hasOlder && onLoadOlder) {
      setRevealFrom(messages[0]?.id);
      onLoadOlder();
    }
  };

  // One callback for the thread's life, so the memoised messages do not render again with each parent render.
  const downloadRef = useRef(onDownload);
  useEffect(() => {
    downloadRef.current = onDownload;
  }, [onDownload]);
  const download = useCallback((documentId: number) => downloadRef.current?.(documentId), []);

  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId?: number; lastId?: number; scrollHeight: number }>({ scrollHeight: 0 });
  const visibleFirstId = visible[0]?.id;
  const visibleLastId = visible[visible.length - 1]?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (visibleLastId !== before.lastId) {
      // A new message (or the first load): follow it only if the resident was reading the bottom.
      // Judged against the height before it arrived, here rather than in a scroll handler: reading
      // the geometry on every scroll event would force a layout per event while scrolling.
      const wasAtBottom = before.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_SLACK_PX;
      if (wasAtBottom) element.scrollTop = element.scrollHeight;
    } else if (visibleFirstId !== before.firstId) {
      // Older messages were put on top: keep the ones the resident was reading in place.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    }
    previous.current = { firstId: visibleFirstId, lastId: visibleLastId, scrollHeight: element.scrollHeight };
  }, [visibleFirstId, visibleLastId]);

  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) {
    return (
      <div>
        <FormErrorAlert message={error} />
        {onRetry && <Button onClick={onRetry}>Повторить</Button>}
      </div>
    );
  }
  if (messages.length === 0) return <Empty description={EMPTY_THREAD_TEXT} />;

  return (
    <div ref={scroller} data-testid="chat-thread" className="rp-chat-thread">
      {(start > 0 || hasOlder) && (
        <div className="rp-chat-thread__earlier">
          {/* antd's click wave would add frames to every press while the thread scrolls. */}
          <ConfigProvider wave={NO_WAVE}>
            <Button onClick={showEarlier} loading={loadingOlder}>
              {SHOW_EARLIER_TEXT}
            </Button>
          </ConfigProvider>
        </div>
      )}
      <ol aria-label="Сообщения" className="rp-chat-thread__list">
        {visible.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            onDownload={download}
            downloadingId={
              message.documents.some((document) => document.id === downloadingId) ? downloadingId : undefined
            }
          />
        ))}
      </ol>
    </div>
  );
}
