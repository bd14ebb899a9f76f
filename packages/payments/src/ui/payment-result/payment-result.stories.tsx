import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Payment } from '@resident/contract';
import { PaymentResult } from './payment-result.tsx';

const base: Payment = {
  id: 77,
  status: 'succeeded',
  amount: 352_075,
  purpose: 'charges',
  createdAt: '2026-05-01T10:00:00Z',
  settledAt: '2026-05-01T10:02:00Z',
  confirmationUrl: null,
  failureReason: null,
  receiptSentTo: 'i***@mail.ru',
};

const meta = {
  title: 'payments/PaymentResult',
  component: PaymentResult,
  args: { onRetry: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Succeeded: Story = { args: { payment: base } };
export const Pending: Story = {
  args: { payment: { ...base, status: 'pending', settledAt: null, receiptSentTo: null } },
};
export const Declined: Story = {
  args: { payment: { ...base, status: 'failed', failureReason: 'Карта отклонена банком. Деньги не списаны.' } },
};
export const AcquirerUnavailable: Story = {
  args: {
    payment: {
      ...base,
      status: 'failed',
      failureReason: 'Сервис оплаты временно недоступен. Деньги не списаны, попробуйте позже.',
    },
  },
};
export const Expired: Story = { args: { payment: { ...base, status: 'expired', settledAt: null } } };
export const Checking: Story = { args: {} };
export const NotFound: Story = { args: { error: 'Не найдено' } };
