import type { ChatMessage } from '@resident/api';
import { formatDateTime } from '@resident/ui';
import { Button } from 'antd';
import { memo, type CSSProperties } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';

/** What the thread shows of a chat message or a recalculation request comment. */
export type ThreadMessage = Pick<ChatMessage, 'id' | 'author' | 'text' | 'created' | 'documents'>;

export interface MessageItemProps {
  message: ThreadMessage;
  onDownload?: (documentId: number) => void;
  downloadingId?: number;
}

const AUTHOR_LABELS = { resident: 'Вы', operator: 'Оператор' } as const;

const bubble = (own: boolean): CSSProperties => ({
  maxWidth: '80%',
  alignSelf: own ? 'flex-end' : 'flex-start',
  background: own ? '#e6f4ff' : '#f5f5f5',
  borderRadius: 8,
  padding: '8px 12px',
  // A long word or link must wrap, not widen a 375 px page.
  overflowWrap: 'anywhere',
});

const timeStyle = (own: boolean): CSSProperties => ({
  display: 'block',
  fontSize: 12,
  // antd's secondary text colour (colorTextSecondary), without a Typography per message.
  color: 'rgba(0, 0, 0, 0.65)',
  textAlign: own ? 'right' : 'left',
});

/**
 * One message: the resident's on the right, the operator's on the left; text is always plain text.
 * Memoised: showing 50 earlier messages must not render the hundreds already shown again.
 */
export const MessageItem = memo(function MessageItem({ message, onDownload, downloadingId }: MessageItemProps) {
  const own = message.author === 'resident';
  return (
    <li
      data-testid="chat-message"
      style={{
        display: 'flex',
        flexDirection: 'column',
        listStyle: 'none',
        // The browser skips layout of messages scrolled out of view (design.md §4).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 80px',
      }}
    >
      <article style={bubble(own)}>
        <span style={visuallyHidden}>{AUTHOR_LABELS[message.author]}:</span>
        {message.text !== '' && <div style={{ whiteSpace: 'pre-wrap' }}>{message.text}</div>}
        {message.documents.length > 0 && (
          <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {message.documents.map((document) => (
              <li key={document.id}>
                <Button
                  size="small"
                  loading={downloadingId === document.id}
                  onClick={() => onDownload?.(document.id)}
                  aria-label={`Скачать ${document.name}`}
                >
                  {document.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <time dateTime={message.created} style={timeStyle(own)}>
          {formatDateTime(message.created)}
        </time>
      </article>
    </li>
  );
});
