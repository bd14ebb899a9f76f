import type { Meta, StoryObj } from '@storybook/react-vite';
import { payment, storyStore } from '../../testing/fixtures';
import { PaymentResultPanel } from './payment-result-panel';

const meta = {
  title: 'Features/WasteRemoval/PaymentResultPanel',
  component: PaymentResultPanel,
  args: { contragentId: 1, paymentId: 77, onRetry: () => undefined, onClose: () => undefined },
  parameters: { store: storyStore() },
} satisfies Meta<typeof PaymentResultPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Pending: Story = {
  parameters: { store: storyStore({ payment: payment({ status: 'pending', settledAt: null, receiptSentTo: null }) }) },
};
export const Declined: Story = {
  parameters: {
    store: storyStore({
      payment: payment({
        status: 'failed',
        failureReason: 'Банк отклонил платёж. Деньги не списаны.',
        receiptSentTo: null,
      }),
    }),
  },
};
export const Expired: Story = {
  parameters: {
    store: storyStore({ payment: payment({ status: 'expired', failureReason: null, receiptSentTo: null }) }),
  },
};
