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
/** An order paid apart from the bill, its early-return refund with its receipt, and a bill payment. */
export const OrdersAndRefunds: Story = {
  args: {
    page: history([
      record({
        id: 7,
        kind: 'refund',
        amount: 135_000,
        purpose: 'service',
        description: 'Досрочный возврат контейнера 10.06.2026',
        order: 'Аренда: контейнер 8 м³, 01.06.2026–30.06.2026',
        receiptId: 12,
      }),
      record({
        id: 3,
        kind: 'order',
        amount: 150_000,
        purpose: 'service',
        order: 'Аренда: контейнер 8 м³, 01.06.2026–30.06.2026',
        receiptId: 11,
      }),
      record({ id: 1, receiptId: 10 }),
    ]),
    onReceipt: () => undefined,
  },
};
export const Empty: Story = { args: { page: history([]) } };
export const Loading: Story = { args: { page: undefined, loading: true } };
