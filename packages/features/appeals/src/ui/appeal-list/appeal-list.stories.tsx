import type { Chat, ChatsPage } from '@resident/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { AppealList } from './appeal-list.tsx';

const categories = [
  { id: 1, code: 'general', name: 'Общие вопросы' },
  { id: 2, code: 'payment-search', name: 'Поиск платежа' },
];

const chat = (id: number, overrides: Partial<Chat> = {}): Chat => ({
  id,
  requestNumber: `О-${String(id).padStart(6, '0')}`,
  subject: 'Не вывезли контейнер',
  category: categories[0]!,
  status: 'answered',
  contragentId: 501,
  created: '2026-11-01T09:00:00Z',
  updated: '2026-11-02T10:30:00Z',
  lastMessage: {
    id: id * 10,
    chatId: id,
    author: 'operator',
    text: 'Здравствуйте! Заявка передана перевозчику.',
    created: '2026-11-02T10:30:00Z',
    read: false,
    documents: [],
  },
  unreadCount: 1,
  rating: null,
  ...overrides,
});

const page = (content: Chat[], totalElements = content.length): ChatsPage => ({
  content,
  page: 1,
  size: 20,
  totalElements,
  totalPages: Math.ceil(totalElements / 20),
});

const meta = {
  title: 'appeals/AppealList',
  component: AppealList,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    userId: 501,
    categories,
    filters: {},
    onFiltersChange: () => undefined,
    onPageChange: () => undefined,
    onRate: () => undefined,
    onReopen: () => undefined,
    data: page([
      chat(1),
      chat(2, { status: 'resolved', unreadCount: 0 }),
      chat(3, { status: 'open', lastMessage: null, unreadCount: 0 }),
    ]),
  },
} satisfies Meta<typeof AppealList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { data: page([]) } };

export const Loading: Story = { args: { data: undefined, loading: true } };

export const Error: Story = {
  args: { data: undefined, error: 'Непредвиденная ошибка системы', onRetry: () => undefined },
};

export const LongContent: Story = {
  args: {
    data: page(
      Array.from({ length: 20 }, (_, index) =>
        chat(index + 1, {
          subject: `Очень длинная тема обращения о перерасчёте платы за вывоз ТКО по адресу номер ${index + 1} `.repeat(
            3,
          ),
          lastMessage: {
            id: index,
            chatId: index + 1,
            author: 'resident',
            text: 'Длинное сообщение. '.repeat(50),
            created: '2026-11-02T10:30:00Z',
            read: true,
            documents: [],
          },
          unreadCount: index * 7,
        }),
      ),
      10_000,
    ),
  },
};

/** Server text is shown literally, never as HTML. */
export const HostileText: Story = { args: { data: page([chat(1, { subject: '<img src=x onerror=alert(1)>' })]) } };
