import type { ChangeObject, ChangeObjectsPage } from '@resident/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { RecalculationList } from './recalculation-list.tsx';

const item = (id: number, overrides: Partial<ChangeObject> = {}): ChangeObject => ({
  id,
  requestNumber: `П-${String(id).padStart(6, '0')}`,
  kind: 'absence',
  status: 'in_progress',
  contragentId: 501,
  created: '2026-10-01T09:00:00Z',
  updated: '2026-10-03T12:00:00Z',
  details: { kind: 'absence', periodStart: '2026-09-01', periodEnd: '2026-09-20' },
  lastComment: {
    id: id * 10,
    changeObjectId: id,
    author: 'operator',
    text: 'Документы приняты, заявка в работе.',
    created: '2026-10-03T12:00:00Z',
    read: false,
    documents: [],
  },
  unreadCount: 1,
  rating: null,
  ...overrides,
});

const page = (content: ChangeObject[], totalElements = content.length): ChangeObjectsPage => ({
  content,
  page: 1,
  size: 20,
  totalElements,
  totalPages: Math.ceil(totalElements / 20),
});

const meta = {
  title: 'appeals/RecalculationList',
  component: RecalculationList,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    userId: 501,
    onPageChange: () => undefined,
    data: page([
      item(1),
      item(2, {
        kind: 'residents',
        status: 'new',
        details: { kind: 'residents', residentsCount: 2, changeDate: '2026-09-15' },
        lastComment: null,
        unreadCount: 0,
      }),
      item(3, {
        kind: 'wrong-charge',
        status: 'rejected',
        details: { kind: 'wrong-charge', month: '2026-08', description: 'Двойное начисление' },
        unreadCount: 0,
      }),
    ]),
  },
} satisfies Meta<typeof RecalculationList>;

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
        item(index + 1, {
          lastComment: {
            id: index,
            changeObjectId: index + 1,
            author: 'operator',
            text: 'Очень длинный комментарий оператора. '.repeat(40),
            created: '2026-10-03T12:00:00Z',
            read: false,
            documents: [],
          },
        }),
      ),
      10_000,
    ),
  },
};
