import type { Meta, StoryObj } from '@storybook/react-vite';
import { PICKUPS } from '../../testing/fixtures';
import { PickupCard } from './pickup-card';

const meta = {
  title: 'Features/WasteRemoval/PickupCard',
  component: PickupCard,
  args: { pickup: PICKUPS[0]!, onPay: () => undefined, onCancel: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof PickupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Made, the window held until the time shown: pay or cancel. */
export const AwaitingPayment: Story = {};
/** Paid, under the minimum volume (charged as 1 m³), waiting for the operator. */
export const Paid: Story = { args: { pickup: PICKUPS[1]! } };
/** On a route: the operator marked it (the resident's open screen shows it at once). */
export const Scheduled: Story = { args: { pickup: PICKUPS[2]! } };
export const Done: Story = { args: { pickup: PICKUPS[3]! } };
/** Cancelled by the resident after paying: the refund. */
export const CancelledWithRefund: Story = { args: { pickup: PICKUPS[4]! } };
/** Not paid in time: cancelled, the window freed. */
export const LapsedUnpaid: Story = { args: { pickup: PICKUPS[5]! } };
