import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { TasksCard } from './tasks-card';

const meta = {
  title: 'Features/Dashboard/TasksCard',
  component: TasksCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: {
    tasks: {
      chats: [{ id: 31, content: 'Квитанция отправлена на вашу почту.', created: '2026-11-01T08:00:00.000Z' }],
      changeObjects: [
        {
          id: 41,
          comments: ['Приложите документ об отсутствии.'],
          requestNumber: 'П-000123',
          created: '2026-10-28T10:00:00.000Z',
        },
      ],
    },
    chatHref: (id: number) => `/resident/501/chats/${id}`,
    recalculationHref: (id: number) => `/resident/501/chats-recalculation/${id}`,
    appealsHref: '/resident/501/appeals',
    // Stable labels: the chat is 2 hours old ('2 часа назад'), the request older ('с 28.10.2026').
    now: new Date('2026-11-01T10:00:00.000Z'),
  },
} satisfies Meta<typeof TasksCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTasks: Story = {};
export const Empty: Story = { args: { tasks: { chats: [], changeObjects: [] } } };
export const Loading: Story = { args: { tasks: undefined, loading: true } };
export const Many: Story = {
  args: {
    tasks: {
      chats: Array.from({ length: 8 }, (_, index) => ({
        id: index + 1,
        content: `Ответ оператора по обращению ${index + 1}`,
        created: `2026-11-0${(index % 9) + 1}T08:00:00.000Z`,
      })),
      changeObjects: [],
    },
  },
};
