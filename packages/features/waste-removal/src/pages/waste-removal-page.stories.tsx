import type { Meta, StoryObj } from '@storybook/react-vite';
import { payment, PICKUPS, storyStore, USER } from '../testing/fixtures';
import { WasteRemovalScreen } from './waste-removal-page';

const router = { initialEntries: ['/resident/1/waste-removal'], path: '/resident/:userId/waste-removal' };

// The screen without its websocket (the page mounts useLiveUpdates around it): stories open no connection.
const meta = {
  title: 'Features/WasteRemoval/WasteRemovalPage',
  component: WasteRemovalScreen,
  parameters: { store: storyStore(), router },
} satisfies Meta<typeof WasteRemovalScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order in each state: awaiting payment, paid, scheduled, done, cancelled with a refund, lapsed unpaid. */
export const WithOrders: Story = {};
/** No orders yet. */
export const Empty: Story = { parameters: { store: storyStore({ pickups: [] }) } };
export const Loading: Story = { parameters: { store: storyStore({ pickups: 'loading' }) } };
export const LoadFailed: Story = { parameters: { store: storyStore({ pickups: 'failing' }) } };
/** The account has no wasteDisposal flag (opened by its address): nothing to order, past orders still shown. */
export const NotConnected: Story = {
  parameters: { store: storyStore({ pickups: PICKUPS.slice(3) }, { ...USER, wasteDisposal: false }) },
};
/** A closed account: no new orders, no paying. */
export const ClosedAccount: Story = { parameters: { store: storyStore({}, { ...USER, isClosed: true }) } };
export const WithoutAccount: Story = {
  parameters: { store: storyStore({}, { ...USER, contragentId: null, withoutPersonalAccount: true }) },
};
/** Back from the acquirer: the order is paid. */
export const PaymentSucceeded: Story = {
  parameters: { router: { ...router, initialEntries: ['/resident/1/waste-removal?pickup=15&payment=77'] } },
};
/** Back from the acquirer: the bank declined; «Оплатить снова» reopens the payment of that order. */
export const PaymentDeclined: Story = {
  parameters: {
    store: storyStore({
      payment: payment({
        status: 'failed',
        failureReason: 'Банк отклонил платёж. Деньги не списаны.',
        receiptSentTo: null,
      }),
    }),
    router: { ...router, initialEntries: ['/resident/1/waste-removal?pickup=15&payment=77'] },
  },
};
