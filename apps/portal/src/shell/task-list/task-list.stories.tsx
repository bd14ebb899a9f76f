import type { ChangeObjectTask, ChatTask } from '@resident/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TaskList } from './task-list.tsx';

// A fixed "now" keeps the relative times the same on every run.
const now = new Date('2026-05-01T15:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const chats: ChatTask[] = [
  {
    id: 101,
    content: 'Мы проверили начисление за март: перерасчёт будет в следующей квитанции.',
    created: minutesAgo(5),
  },
  { id: 102, content: 'Пришлите, пожалуйста, фото квитанции об оплате.', created: minutesAgo(3 * 60) },
  { id: 103, content: 'Ваше обращение передано в абонентский отдел.', created: '2026-04-27T09:30:00.000Z' },
];
const changeObjects: ChangeObjectTask[] = [
  {
    id: 201,
    comments: ['Приложите справку о временном отсутствии с места учёбы.', 'Срок — 10 рабочих дней.'],
    requestNumber: 'П-000123',
    created: '2026-04-29T08:00:00.000Z',
  },
  { id: 202, comments: ['Заявка одобрена, перерасчёт выполнен.'], requestNumber: 'П-000131', created: minutesAgo(40) },
];

const meta = {
  title: 'Portal/Shell/TaskList',
  component: TaskList,
  args: { chats, changeObjects, now, onOpenChat: () => {}, onOpenRecalculation: () => {} },
  decorators: [
    (Story) => (
      <div style={{ width: 340, border: '1px solid #eee', borderRadius: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TaskList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChatsAndRecalculations: Story = {};

/** Relative time under 12 hours, 'с {date}' after. */
export const OnlyChats: Story = { args: { changeObjects: [] } };

export const OnlyRecalculations: Story = { args: { chats: [] } };

export const Empty: Story = { args: { chats: [], changeObjects: [] } };

/** A long operator message is cut to two lines. */
export const LongText: Story = {
  args: {
    chats: [
      {
        id: 1,
        content:
          'Здравствуйте! По вашему обращению проведена проверка: начисления за период с января по март пересчитаны с учётом количества проживающих, указанного в заявлении.',
        created: minutesAgo(90),
      },
    ],
    changeObjects: [],
  },
};

/** 10 000 tasks: a page of 20 is listed, 'Показать ещё' adds the next. */
export const TenThousandTasks: Story = {
  args: {
    chats: Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      content: `Ответ оператора № ${index + 1}`,
      created: minutesAgo(index * 7),
    })),
  },
};
