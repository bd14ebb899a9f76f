import type { ChatMessage } from '@resident/contract';
import { formatDateTime } from '@resident/ui';
import { Button } from 'antd';
import { memo } from 'react';

/** What the thread shows of a chat message or a recalculation request comment. */
export type ThreadMessage = Pick<ChatMessage, 'id' | 'author' | 'text' | 'created' | 'documents'>;

export interface MessageItemProps {
  message: ThreadMessage;
  onDownload?: (documentId: number) => void;
  downloadingId?: number;
}

const AUTHOR_LABELS = { resident: 'Вы', operator: 'Оператор' } as const;

/**
 * One message: the resident's on the right, the operator's on the left; text is always plain text.
 * Memoised: showing 50 earlier messages must not render the hundreds already shown again.
 */
export const MessageItem = memo(function MessageItem({ message, onDownload, downloadingId }: MessageItemProps) {
  const own = message.author === 'resident';
  return (
    <li data-testid="chat-message" className={own ? 'rp-chat-message rp-chat-message--own' : 'rp-chat-message'}>
      <article className="rp-chat-message__bubble">
        <span className="rp-chat-message__author">{AUTHOR_LABELS[message.author]}:</span>
        {message.text !== '' && <div className="rp-chat-message__text">{message.text}</div>}
        {message.documents.length > 0 && (
          <ul className="rp-chat-message__documents">
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
        <time dateTime={message.created} className="rp-chat-message__time">
          {formatDateTime(message.created)}
        </time>
      </article>
    </li>
  );
});
