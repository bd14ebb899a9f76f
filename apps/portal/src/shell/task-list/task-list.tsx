import type { ChangeObjectTask, ChatTask } from '@resident/contract';
import { taskTimeLabel } from '@resident/ui';
import { Button, Empty, theme } from 'antd';
import { useId, useState, type CSSProperties } from 'react';
import { TASK_LIST_TEXTS } from './task-list-texts.ts';

/** How many tasks are listed before 'Показать ещё': the list stays quick with 10 000 tasks. */
export const TASK_PAGE_SIZE = 20;

export interface TaskListProps {
  /** Chats with an unread operator answer. */
  chats: ChatTask[];
  /** Recalculation requests with unread comments. */
  changeObjects: ChangeObjectTask[];
  /** The moment the relative times are counted from; a prop so stories and tests are stable. */
  now: Date;
  /** A chat task was chosen: the shell opens /resident/{userId}/chats/{id}. */
  onOpenChat: (id: ChatTask['id']) => void;
  /** A recalculation task was chosen: the shell opens /resident/{userId}/chats-recalculation/{id}. */
  onOpenRecalculation: (id: ChangeObjectTask['id']) => void;
  pageSize?: number;
}

type Row = { key: string; text: string; meta: string; open: () => void };

/** The task list of the user menu (spec §2 "Task dropdown"): chats first, then recalculations. */
export function TaskList({
  chats,
  changeObjects,
  now,
  onOpenChat,
  onOpenRecalculation,
  pageSize = TASK_PAGE_SIZE,
}: TaskListProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const [limit, setLimit] = useState(pageSize);
  const total = chats.length + changeObjects.length;

  // Only the rows on screen are built: labels are computed for at most `limit` tasks.
  const shownChats = chats.slice(0, limit);
  const shownRecalculations = changeObjects.slice(0, Math.max(limit - shownChats.length, 0));
  const rows: Row[] = [
    ...shownChats.map((chat) => ({
      key: `chat-${chat.id}`,
      text: chat.content,
      meta: [taskTimeLabel(chat.created, now), TASK_LIST_TEXTS.inAppeals].filter(Boolean).join(' '),
      open: () => onOpenChat(chat.id),
    })),
    ...shownRecalculations.map((task) => ({
      key: `recalculation-${task.id}`,
      text: task.comments[0] ?? '',
      meta: `${TASK_LIST_TEXTS.request(task.requestNumber)} ${TASK_LIST_TEXTS.inRecalculations}`,
      open: () => onOpenRecalculation(task.id),
    })),
  ];
  const rest = total - rows.length;

  const title: CSSProperties = {
    margin: 0,
    padding: `${token.paddingSM}px ${token.padding}px`,
    fontSize: token.fontSizeLG,
    lineHeight: token.lineHeightLG,
    fontWeight: token.fontWeightStrong,
    color: token.colorTextHeading,
  };
  const list: CSSProperties = {
    margin: 0,
    padding: `0 ${token.paddingXS}px`,
    listStyle: 'none',
    maxHeight: 'min(60vh, 420px)',
    overflowY: 'auto',
  };
  const row: CSSProperties = {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: 2,
    width: '100%',
    height: 'auto',
    paddingBlock: token.paddingXS,
    textAlign: 'start',
    whiteSpace: 'normal',
  };
  const text: CSSProperties = {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
    color: token.colorText,
  };
  const meta: CSSProperties = { fontSize: token.fontSizeSM, color: token.colorTextSecondary };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} style={title}>
        {TASK_LIST_TEXTS.title}
      </h2>
      {total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TASK_LIST_TEXTS.empty} />
      ) : (
        <>
          <ul style={list}>
            {rows.map((entry) => (
              <li key={entry.key}>
                <Button type="text" block style={row} onClick={entry.open}>
                  {entry.text ? <span style={text}>{entry.text}</span> : null}
                  <span style={meta}>{entry.meta}</span>
                </Button>
              </li>
            ))}
          </ul>
          {rest > 0 ? (
            <Button type="link" block onClick={() => setLimit((current) => current + pageSize)}>
              {TASK_LIST_TEXTS.showMore(rest)}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
