import type { Meta, StoryObj } from '@storybook/react-vite';
import { Empty } from 'antd';
import { PagedList } from './paged-list.tsx';

type Item = { id: number; name: string };
const items: Item[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  name: `Обращение №${1000 + i}: не пришла квитанция`,
}));

const meta = {
  title: 'ui/PagedList',
  component: PagedList<Item>,
  args: {
    'aria-label': 'Обращения',
    items,
    itemKey: (item: Item) => item.id,
    renderItem: (item: Item) => item.name,
    empty: <Empty description="Обращений пока нет" />,
    page: { current: 1, pageSize: 10, total: 10_000, onChange: () => {} },
  },
} satisfies Meta<typeof PagedList<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {};
export const OnePage: Story = { args: { page: { current: 1, pageSize: 10, total: 10, onChange: () => {} } } };
export const Empty_: Story = { name: 'Empty', args: { items: [] } };
export const FirstPageLoading: Story = { args: { items: [], loading: true } };
export const NextPageLoading: Story = { args: { loading: true } };
