import type { Meta, StoryObj } from '@storybook/react-vite';
import { summary } from '../../testing/fixtures';
import { BillingSummary } from './billing-summary.tsx';

const meta = {
  title: 'billing/BillingSummary',
  component: BillingSummary,
  args: { summary: summary(), onPay: () => undefined },
} satisfies Meta<typeof BillingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Debt: Story = {};
export const Overpayment: Story = { args: { summary: summary({ debt: -120_000 }) } };
export const Settled: Story = { args: { summary: summary({ debt: 0 }) } };
export const Pending: Story = { args: { summary: summary({ pendingPayments: 2, pendingAmount: 200_000 }) } };
export const Closed: Story = { args: { summary: summary({ isClosed: true, debt: 0 }) } };
export const NoCharges: Story = {
  args: { summary: summary({ debt: 0, lastCharge: null, latestReceiptPeriod: null }) },
};
