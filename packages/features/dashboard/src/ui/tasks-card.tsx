import type { TasksResponse } from '@resident/contract';
import { plainTokens as token, taskTimeLabel } from '@resident/ui';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { cardStyle, cardTitleStyle, linkStyle, mutedStyle } from './card-styles';

export const TASKS_TEXTS = {
  title: 'Открытые задачи',
  empty: 'Открытых задач нет',
  loading: 'Загружаем задачи…',
  request: (number: string) => `Заявка №${number}`,
  inAppeals: 'в обращениях',
  inRecalculations: 'в перерасчетах',
  all: 'Все обращения',
  more: (count: number) => `и ещё ${count}`,
} as const;

/** A card lists a few; the rest are one click away in the appeals. */
export const TASKS_SHOWN = 5;

export type TasksCardProps = {
  tasks?: TasksResponse;
  loading?: boolean;
  chatHref: (chatId: number) => string;
  recalculationHref: (changeObjectId: number) => string;
  appealsHref: string;
  /** The moment the relative times are counted from: the render's by default; a prop for tests. */
  now?: Date;
};

type Item = { key: string; href: string; text: string; where: string; created: string };

const item: CSSProperties = {
  padding: `${token.paddingXS}px 0`,
  borderTop: `1px solid ${token.colorBorderSecondary}`,
  overflowWrap: 'anywhere',
};

/**
 * The open tasks of the active account (design.md §3 "open appeals and tasks"): the same list as the
 * header's task dropdown (spec §2), from the tasks the shell already loads, newest first.
 */
export function TasksCard({
  tasks,
  loading,
  chatHref,
  recalculationHref,
  appealsHref,
  now = new Date(),
}: TasksCardProps) {
  const items: Item[] = [
    ...(tasks?.chats ?? []).map((chat) => ({
      key: `chat-${chat.id}`,
      href: chatHref(chat.id),
      text: chat.content,
      where: TASKS_TEXTS.inAppeals,
      created: chat.created,
    })),
    ...(tasks?.changeObjects ?? []).map((change) => ({
      key: `change-${change.id}`,
      href: recalculationHref(change.id),
      text: [change.comments[0], TASKS_TEXTS.request(change.requestNumber)].filter(Boolean).join(' · '),
      where: TASKS_TEXTS.inRecalculations,
      created: change.created,
    })),
  ].sort((a, b) => b.created.localeCompare(a.created));
  const shown = items.slice(0, TASKS_SHOWN);

  return (
    <section aria-labelledby="tasks-title" style={cardStyle}>
      {/* The link sits beside the title, not under the list: the list arrives after the first
          paint, and a link below it would jump down (layout shift, design.md §4 CLS budget). */}
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: token.marginXS,
        }}
      >
        <h2 id="tasks-title" style={cardTitleStyle}>
          {TASKS_TEXTS.title}
          {items.length > 0 ? <span style={{ ...mutedStyle, fontWeight: 'normal' }}> ({items.length})</span> : null}
        </h2>
        <Link to={appealsHref} style={linkStyle}>
          {TASKS_TEXTS.all}
        </Link>
      </div>
      {!tasks && loading ? (
        <p role="status" style={{ ...mutedStyle, margin: 0 }}>
          {TASKS_TEXTS.loading}
        </p>
      ) : shown.length === 0 ? (
        <p style={{ ...mutedStyle, margin: 0 }}>{TASKS_TEXTS.empty}</p>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((task) => (
            <li key={task.key} style={item}>
              <Link to={task.href} style={linkStyle}>
                {task.text}
              </Link>
              <div style={{ ...mutedStyle, fontSize: token.fontSizeSM }}>
                {/* The header's task dropdown labels a task the same way (spec §2): '2 часа назад', then 'с 28.11.2026'. */}
                {[taskTimeLabel(task.created, now), task.where].filter(Boolean).join(' ')}
              </div>
            </li>
          ))}
        </ul>
      )}
      {items.length > TASKS_SHOWN ? (
        <p style={{ ...mutedStyle, margin: `${token.marginXS}px 0 0` }}>
          {TASKS_TEXTS.more(items.length - TASKS_SHOWN)}
        </p>
      ) : null}
    </section>
  );
}
