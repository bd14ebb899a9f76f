import { Tag, Typography } from 'antd';
import { memo } from 'react';

export interface ChatHeaderProps {
  /** The chat subject (or the request's title); while loading, the link's `?name=`. */
  title?: string;
  /** 'Обращение №О-000042'. */
  number?: string;
  status?: string;
}

/** The subject, number and status above a thread; memoised, as the thread's updates leave them be. */
export const ChatHeader = memo(function ChatHeader({ title, number, status }: ChatHeaderProps) {
  return (
    <header style={{ marginBottom: 16, overflowWrap: 'anywhere' }}>
      {title && (
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 22 }}>
          {title}
        </Typography.Title>
      )}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        {number && <Typography.Text type="secondary">{number}</Typography.Text>}
        {status && <Tag>{status}</Tag>}
      </div>
    </header>
  );
});
