import type { ChangeObjectTask, ChatTask } from '@resident/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../test-utils/axe.ts';
import { TaskList, type TaskListProps } from './task-list.tsx';

const now = new Date('2026-05-01T23:00:00.000Z');
const chats: ChatTask[] = [
  { id: 11, content: 'Ответ по начислению за март', created: '2026-05-01T22:55:00.000Z' },
  { id: 12, content: 'Документы получены', created: '2026-04-20T12:00:00.000Z' },
];
const changeObjects: ChangeObjectTask[] = [
  {
    id: 21,
    comments: ['Приложите справку о временном отсутствии', 'Второй комментарий'],
    requestNumber: 'П-000123',
    created: '2026-04-30T12:00:00.000Z',
  },
];

function renderList(props: Partial<TaskListProps> = {}) {
  const onOpenChat = vi.fn();
  const onOpenRecalculation = vi.fn();
  const view = render(
    <TaskList
      chats={chats}
      changeObjects={changeObjects}
      now={now}
      onOpenChat={onOpenChat}
      onOpenRecalculation={onOpenRecalculation}
      {...props}
    />,
  );
  return { ...view, onOpenChat, onOpenRecalculation };
}

describe('TaskList', () => {
  it('is titled "Задачи"', () => {
    renderList();
    expect(screen.getByRole('region', { name: 'Задачи' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Задачи' })).toBeInTheDocument();
  });

  it('lists chat tasks with their text, created time and "в обращениях"', () => {
    renderList();
    const fresh = screen.getByRole('button', { name: /Ответ по начислению за март/ });
    expect(fresh).toHaveTextContent('5 минут назад в обращениях');
    const old = screen.getByRole('button', { name: /Документы получены/ });
    expect(old).toHaveTextContent('с 20.04.2026 в обращениях');
  });

  it('lists recalculation tasks with the first comment, the request number and "в перерасчетах"', () => {
    renderList();
    const task = screen.getByRole('button', { name: /Приложите справку/ });
    expect(task).toHaveTextContent('Заявка №П-000123 в перерасчетах');
    expect(task).not.toHaveTextContent('Второй комментарий');
  });

  it('puts chats before recalculations', () => {
    renderList();
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(names[0]).toMatch(/^Ответ по начислению/);
    expect(names[2]).toMatch(/^Приложите справку/);
  });

  it('opens the chosen chat or recalculation by its id', async () => {
    const user = userEvent.setup();
    const { onOpenChat, onOpenRecalculation } = renderList();
    await user.click(screen.getByRole('button', { name: /Документы получены/ }));
    expect(onOpenChat).toHaveBeenCalledWith(12);
    await user.click(screen.getByRole('button', { name: /Приложите справку/ }));
    expect(onOpenRecalculation).toHaveBeenCalledWith(21);
    expect(onOpenChat).toHaveBeenCalledTimes(1);
  });

  it('is usable from the keyboard', async () => {
    const user = userEvent.setup();
    const { onOpenChat } = renderList();
    await user.tab();
    expect(screen.getByRole('button', { name: /Ответ по начислению/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenChat).toHaveBeenCalledWith(11);
  });

  it('shows a recalculation without comments by its request number', () => {
    renderList({
      chats: [],
      changeObjects: [{ id: 5, comments: [], requestNumber: 'П-7', created: now.toISOString() }],
    });
    expect(screen.getByRole('button', { name: 'Заявка №П-7 в перерасчетах' })).toBeInTheDocument();
  });

  it('says there are no tasks when there are none', () => {
    renderList({ chats: [], changeObjects: [] });
    expect(screen.getByText('Новых задач нет')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists a page at a time, so 10 000 tasks stay quick', async () => {
    const user = userEvent.setup();
    const many: ChatTask[] = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      content: `Сообщение ${index + 1}`,
      created: '2026-04-01T12:00:00.000Z',
    }));
    renderList({ chats: many, pageSize: 20 });
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Показать ещё (9981)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    expect(screen.getByRole('button', { name: 'Показать ещё (9961)' })).toBeInTheDocument();
  });

  it('continues from chats into recalculations when paging', async () => {
    const user = userEvent.setup();
    renderList({ pageSize: 2 });
    expect(screen.queryByRole('button', { name: /Приложите справку/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Показать ещё (1)' }));
    expect(screen.getByRole('button', { name: /Приложите справку/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Показать ещё/ })).toBeNull();
  });

  it('has no serious accessibility violations, with tasks and empty', async () => {
    const { container, unmount } = renderList();
    expect(await seriousViolations(container)).toEqual([]);
    unmount();
    const empty = renderList({ chats: [], changeObjects: [] });
    expect(await seriousViolations(empty.container)).toEqual([]);
    expect(within(empty.container).getByText('Новых задач нет')).toBeInTheDocument();
  });
});
