import { paths } from '@resident/routes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { history, record, summary } from '../testing/fixtures';
import { storyStore } from '../testing/story-api';
import { BillingPage } from './billing-page';

const at = (search = '') => ({
  initialEntries: [`${paths.billing.getHref(501)}${search}`],
  path: paths.billing.pattern,
});

const meta = {
  title: 'billing/BillingPage',
  component: BillingPage,
  parameters: { store: storyStore(), router: at() },
} satisfies Meta<typeof BillingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A debtor's newest month: the breakdown, totals and «Оплатить». */
export const Debt: Story = {};
export const Loading: Story = { parameters: { store: storyStore({}, undefined, { delay: Infinity }) } };
export const Empty: Story = {
  parameters: {
    store: storyStore({
      periods: { periods: [] },
      summary: summary({ debt: 0, lastCharge: null, latestReceiptPeriod: null }),
    }),
  },
};
export const LoadFailed: Story = {
  parameters: {
    store: storyStore({
      periods: { status: 500, body: { message: 'Internal_error_title' } },
      summary: { status: 500, body: { message: 'Internal_error_title' } },
    }),
  },
};
export const Overpayment: Story = { parameters: { store: storyStore({ summary: summary({ debt: -120_000 }) }) } };
export const ClosedAccount: Story = {
  parameters: { store: storyStore({ summary: summary({ isClosed: true, debt: 0 }) }) },
};
export const PendingPayment: Story = {
  parameters: {
    store: storyStore({
      summary: summary({ pendingPayments: 1, pendingAmount: 352_075 }),
      history: history([record({ id: 3, status: 'pending', amount: 352_075 }), record()]),
    }),
  },
};
/** Back from the acquirer with a payment still at the bank: it updates itself when it settles. */
export const ReturnedPending: Story = {
  parameters: {
    router: at('?payment=77'),
    store: storyStore({}, (request, url) =>
      url.pathname.endsWith('/payments/77')
        ? {
            status: 200,
            body: {
              id: 77,
              status: 'pending',
              amount: 352_075,
              purpose: 'charges',
              createdAt: '2026-05-01T10:00:00Z',
              settledAt: null,
              confirmationUrl: null,
              failureReason: null,
              receiptSentTo: null,
            },
          }
        : undefined,
    ),
  },
};
export const Payments: Story = {
  parameters: {
    router: at('?tab=payments'),
    store: storyStore({
      history: history([
        record({ id: 4, status: 'pending', amount: 100_000 }),
        record({ id: 3, status: 'failed', amount: 100_000, createdAt: '2026-04-20T08:00:00Z' }),
        record({ id: 2, channel: 'bank', description: 'Платёж через банк', createdAt: '2026-03-12T08:00:00Z' }),
        record({ id: 1, channel: 'autopay', description: 'Автоплатёж', createdAt: '2026-02-12T08:00:00Z' }),
      ]),
    }),
  },
};
export const PaymentsEmpty: Story = { parameters: { router: at('?tab=payments') } };
export const Receipts: Story = { parameters: { router: at('?tab=receipts') } };
export const Reconciliation: Story = { parameters: { router: at('?tab=reconciliation') } };
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
export const PhonePayments: Story = { ...Payments, globals: { viewport: { value: 'phone375' } } };
