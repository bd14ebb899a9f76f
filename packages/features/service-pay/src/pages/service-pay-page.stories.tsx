import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTOPAY_STATES, SERVICES, storyStore, USER } from '../testing/fixtures';
import { ServicePayPage } from './service-pay-page';

const router = { initialEntries: ['/resident/1/service-pay'], path: '/resident/:userId/service-pay' };
const withAutopay = (autopay: (typeof AUTOPAY_STATES)[keyof typeof AUTOPAY_STATES]) => ({
  store: storyStore({ services: SERVICES, autopay }),
  router,
});

const meta = {
  title: 'Features/ServicePay/ServicePayPage',
  component: ServicePayPage,
  parameters: withAutopay(AUTOPAY_STATES.active),
} satisfies Meta<typeof ServicePayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Autopay on the 10th with the next date and the last autopayment; the services with what they owe. */
export const AutopayActive: Story = {};
/** Charged when a receipt arrives. */
export const AutopayOnReceipt: Story = { parameters: withAutopay(AUTOPAY_STATES.onReceipt) };
/** Set up but switched off. */
export const AutopayOff: Story = { parameters: withAutopay(AUTOPAY_STATES.off) };
/** The debt was over the maximum: nothing charged, waiting for the resident. */
export const OverMaximum: Story = { parameters: withAutopay(AUTOPAY_STATES.overMaximum) };
/** The bank declined the saved card. */
export const CardDeclined: Story = { parameters: withAutopay(AUTOPAY_STATES.declined) };
/** A card is saved, no autopay yet: «Подключить автоплатёж». */
export const NotConnected: Story = { parameters: withAutopay(AUTOPAY_STATES.notConnected) };
/** No card saved yet: how to save one. */
export const NoCards: Story = { parameters: withAutopay(AUTOPAY_STATES.noCards) };
/** A closed account: no paying and no setting up. */
export const ClosedAccount: Story = {
  parameters: {
    store: storyStore({ services: SERVICES, autopay: AUTOPAY_STATES.active }, { ...USER, isClosed: true }),
    router,
  },
};
export const Loading: Story = { parameters: { store: storyStore('loading'), router } };
export const LoadFailed: Story = { parameters: { store: storyStore('failing'), router } };
export const Phone: Story = {
  parameters: withAutopay(AUTOPAY_STATES.overMaximum),
  globals: { viewport: { value: 'phone375' } },
};
