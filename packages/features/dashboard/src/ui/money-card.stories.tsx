import type { BillingSummary } from '@resident/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { MoneyCard } from './money-card';

const summary = (overrides: Partial<BillingSummary> = {}): BillingSummary => ({
  contragentId: 501,
  numberPersonalAccount: '7700000001',
  isClosed: false,
  debt: 2_450_75,
  lastCharge: { period: '2026-10', accrued: 612_40, dueDate: '2026-11-25' },
  latestReceiptPeriod: '2026-10',
  pendingPayments: 0,
  pendingAmount: 0,
  ...overrides,
});

const meta = {
  title: 'Features/Dashboard/MoneyCard',
  component: MoneyCard,
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
    summary: summary(),
    onPay: () => {},
    onRetry: () => {},
    billingHref: '/resident/501/billing',
    receiptsHref: '/resident/501/billing?tab=receipts',
  },
} satisfies Meta<typeof MoneyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Debt: Story = {};
export const Loading: Story = { args: { summary: undefined, loading: true } };
export const LoadError: Story = { args: { summary: undefined, error: 'Непредвиденная ошибка системы' } };
export const Overpayment: Story = { args: { summary: summary({ debt: -300_00 }) } };
export const Settled: Story = { args: { summary: summary({ debt: 0 }) } };
export const Closed: Story = { args: { summary: summary({ isClosed: true, debt: 1_200_00 }) } };
export const PendingPayment: Story = { args: { summary: summary({ pendingPayments: 1, pendingAmount: 2_450_75 }) } };
export const NoChargesYet: Story = {
  args: { summary: summary({ debt: 0, lastCharge: null, latestReceiptPeriod: null }) },
};
