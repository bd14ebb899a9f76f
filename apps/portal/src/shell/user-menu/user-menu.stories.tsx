import type { ChangeObjectTask, ChatTask } from '@resident/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMenu } from './user-menu.tsx';

const now = new Date('2026-05-01T15:00:00.000Z');
const chats: ChatTask[] = [
  {
    id: 101,
    content: 'Мы проверили начисление за март: перерасчёт будет в следующей квитанции.',
    created: '2026-05-01T14:55:00.000Z',
  },
  { id: 103, content: 'Ваше обращение передано в абонентский отдел.', created: '2026-04-27T09:30:00.000Z' },
];
const changeObjects: ChangeObjectTask[] = [
  {
    id: 201,
    comments: ['Приложите справку о временном отсутствии.'],
    requestNumber: 'П-000123',
    created: '2026-04-29T08:00:00.000Z',
  },
];
const tasks = { chats, changeObjects, now, onOpenChat: () => {}, onOpenRecalculation: () => {} };

const meta = {
  title: 'Portal/Shell/UserMenu',
  component: UserMenu,
  args: {
    accountNumber: '5400123456',
    fullName: 'Иванова Мария Петровна',
    isClosed: false,
    notificationCount: 3,
    tasks,
    onBellClick: () => {},
    onLogout: () => {},
  },
  // Room below for the dropdown, aligned right as in the header.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ClosedAccount: Story = { args: { isClosed: true } };

/** No personal account and no name yet: 'Не определен', 'Пользователь'. */
export const NoAccount: Story = {
  args: {
    accountNumber: null,
    fullName: null,
    notificationCount: 0,
    tasks: { ...tasks, chats: [], changeObjects: [] },
  },
};

export const ManyNotifications: Story = { args: { notificationCount: 150 } };

/** A long name is cut, the row keeps its height. */
export const LongName: Story = { args: { fullName: 'Константинопольская-Водопьянова Александра Вячеславовна' } };

/** Phones: the icon only; the name and the account are at the top of the dropdown. */
export const Compact: Story = {
  args: { compact: true, isClosed: true },
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

/** The dropdown open: tasks and 'Выйти из аккаунта'. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Иванова/ }));
  },
};

export const OpenWithoutTasks: Story = {
  args: { notificationCount: 0, tasks: { ...tasks, chats: [], changeObjects: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Иванова/ }));
  },
};

export const OpenCompact: Story = {
  args: { compact: true },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Иванова/ }));
  },
};
