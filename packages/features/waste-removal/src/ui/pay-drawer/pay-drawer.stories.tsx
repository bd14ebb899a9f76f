import type { Meta, StoryObj } from '@storybook/react-vite';
import { PICKUPS, storyStore } from '../../testing/fixtures';
import { PayDrawer } from './pay-drawer';

const meta = {
  title: 'Features/WasteRemoval/PayDrawer',
  component: PayDrawer,
  args: {
    contragentId: 1,
    pickup: PICKUPS[0]!,
    returnPath: '/resident/1/waste-removal?pickup=15',
    onClose: () => undefined,
    onResult: () => undefined,
  },
  parameters: { store: storyStore() },
} satisfies Meta<typeof PayDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Right after ordering: the order is made, its price the API's. */
export const JustOrdered: Story = { args: { justMade: true, previewAmount: PICKUPS[0]!.amount } };
/** The operator's tariff changed between the preview and the order. */
export const PriceChanged: Story = { args: { justMade: true, previewAmount: 300_000 } };
/** «Оплатить» on an unpaid order's card. */
export const FromTheList: Story = {};
