import type { Meta, StoryObj } from '@storybook/react-vite';
import { PICKUPS, storyStore } from '../../testing/fixtures';
import { PickupCard } from '../pickup-card';
import { CancelConfirm } from './cancel-confirm';

const meta = {
  title: 'Features/WasteRemoval/CancelConfirm',
  component: CancelConfirm,
  args: { contragentId: 1, pickup: PICKUPS[1]!, onClose: () => undefined, onCancelled: () => undefined },
  parameters: { store: storyStore() },
  // As the screen shows it: in the order's card, in place of its buttons.
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <PickupCard pickup={args.pickup} confirm={<CancelConfirm {...args} />} />
    </div>
  ),
} satisfies Meta<typeof CancelConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: the whole price comes back. */
export const Paid: Story = {};
/** An unpaid order: nothing to return. */
export const Unpaid: Story = { args: { pickup: PICKUPS[0]! } };
/** A scheduled order, before its window. */
export const Scheduled: Story = { args: { pickup: PICKUPS[2]! } };
