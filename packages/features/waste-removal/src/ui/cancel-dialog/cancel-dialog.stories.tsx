import type { Meta, StoryObj } from '@storybook/react-vite';
import { PICKUPS, storyStore } from '../../testing/fixtures';
import { CancelDialog } from './cancel-dialog';

const meta = {
  title: 'Features/WasteRemoval/CancelDialog',
  component: CancelDialog,
  args: { contragentId: 1, pickup: PICKUPS[1]!, onClose: () => undefined, onCancelled: () => undefined },
  parameters: { store: storyStore() },
} satisfies Meta<typeof CancelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: the whole price comes back. */
export const Paid: Story = {};
/** An unpaid order: nothing to return. */
export const Unpaid: Story = { args: { pickup: PICKUPS[0]! } };
/** A scheduled order, before its window. */
export const Scheduled: Story = { args: { pickup: PICKUPS[2]! } };
