import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyStore } from '../../testing/fixtures';
import { OrderDrawer } from './order-drawer';

const meta = {
  title: 'Features/WasteRemoval/OrderDrawer',
  component: OrderDrawer,
  args: { contragentId: 1, onClose: () => undefined, onCreated: () => undefined },
  parameters: { store: storyStore() },
} satisfies Meta<typeof OrderDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The objects, kinds and windows loaded: the form. */
export const Ready: Story = {};
export const Loading: Story = { parameters: { store: storyStore({ pickups: 'loading' }) } };
export const LoadFailed: Story = { parameters: { store: storyStore({ pickups: 'failing' }) } };
/** The account has no objects to collect from. */
export const NoObjects: Story = { parameters: { store: storyStore({ objects: [] }) } };
