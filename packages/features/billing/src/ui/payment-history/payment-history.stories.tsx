import type { Meta, StoryObj } from '@storybook/react-vite';
import { history, record } from '../../testing/fixtures';
import { PaymentHistory } from './payment-history.tsx';

const meta = {
  title: 'billing/PaymentHistory',
  component: PaymentHistory,
  args: { page: history([record({ id: 2, status: 'pending' }), record({ id: 1 })]), onPageChange: () => undefined },
} satisfies Meta<typeof PaymentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPending: Story = {};
export const Empty: Story = { args: { page: history([]) } };
export const Loading: Story = { args: { page: undefined, loading: true } };
