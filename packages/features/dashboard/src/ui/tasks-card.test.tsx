import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TasksCard } from './tasks-card';

const now = new Date('2026-11-28T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

function renderCard() {
  render(
    <MemoryRouter>
      <TasksCard
        now={now}
        tasks={{
          chats: [
            { id: 31, content: 'Свежий ответ', created: new Date(now.getTime() - 2 * HOUR).toISOString() },
            { id: 32, content: 'Старый ответ', created: '2026-11-20T08:00:00.000Z' },
          ],
          changeObjects: [],
        }}
        chatHref={(id) => `/resident/501/chats/${id}`}
        recalculationHref={(id) => `/resident/501/chats-recalculation/${id}`}
        appealsHref="/resident/501/appeals"
      />
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByRole('link', { name: text }).closest('li');

describe('TasksCard', () => {
  // Spec §2 "Task dropdown": the same label as the header's task list, not a bare date.
  it('tells a task under 12 hours old by its relative time, an older one «с {date}»', () => {
    renderCard();
    expect(rowOf('Свежий ответ')).toHaveTextContent('2 часа назад в обращениях');
    expect(rowOf('Старый ответ')).toHaveTextContent('с 20.11.2026 в обращениях');
  });
});
