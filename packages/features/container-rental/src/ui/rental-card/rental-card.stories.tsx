import type { Meta, StoryObj } from '@storybook/react-vite';
import { rentalToday, shiftRentalDate } from '@resident/contract/limits';
import { rental, someRentals, storyStore } from '../../testing/fixtures';
import '../container-rental.css';
import { ExtendPanel } from './extend-panel';
import { RentalCard } from './rental-card';
import { ReturnPanel } from './return-panel';

const today = rentalToday();
const day = (offset: number) => shiftRentalDate(today, offset);
const [active, unpaid, extensionDue, finished, returned, cancelled] = someRentals(today);

const meta = {
  title: 'Features/ContainerRental/RentalCard',
  component: RentalCard,
  args: {
    rental: active!,
    contragentId: 1,
    today,
    onPay: () => {},
    onCancel: () => {},
    onExtended: () => {},
    onReturned: () => {},
  },
  parameters: { store: storyStore(someRentals(today)) },
} satisfies Meta<typeof RentalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
/** At 375 px: facts stack, actions wrap. */
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
export const AwaitingPayment: Story = { args: { rental: unpaid! } };
export const Cancelling: Story = { args: { rental: unpaid!, cancelling: true } };
/** Paid, starting in a few days. */
export const Booked: Story = { args: { rental: rental(7, 2, day(3), 14) } };
/** On its last day: extended still, no longer returned early. */
export const LastDay: Story = { args: { rental: rental(9, 1, day(-9), 10) } };
export const ExtensionAwaitingPayment: Story = { args: { rental: extensionDue! } };
/** Returned early, the pickup still ahead. */
export const Returning: Story = {
  args: { rental: { ...rental(8, 3, day(-5), 20), status: 'returned', returnedOn: day(1), refunded: 900_000 } },
};
export const Finished: Story = { args: { rental: finished! } };
export const Returned: Story = { args: { rental: returned! } };
export const Cancelled: Story = { args: { rental: cancelled! } };
/** A closed account: what it was, without actions. */
export const ClosedAccount: Story = { args: { changeable: false } };

/** Extending: the new end and the extra cost from the operator API. */
export const ExtendPanelOpen: StoryObj<typeof ExtendPanel> = {
  render: () => <ExtendPanel contragentId={1} rental={active!} onExtended={() => {}} onClose={() => {}} />,
};

/** Returning early: what was used and what comes back, before confirming. */
export const ReturnPanelOpen: StoryObj<typeof ReturnPanel> = {
  render: () => (
    <ReturnPanel contragentId={1} rental={active!} today={today} onReturned={() => {}} onClose={() => {}} />
  ),
};
