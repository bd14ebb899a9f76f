import type { Meta, StoryObj } from '@storybook/react-vite';
import { objectsStore } from '../testing/story-store';
import { ObjectsPage } from './objects-page';

const meta = {
  title: 'Features/Objects/ObjectsPage',
  component: ObjectsPage,
  parameters: {
    store: objectsStore(),
    router: { initialEntries: ['/resident/501/objects'], path: '/resident/:userId/objects' },
  },
} satisfies Meta<typeof ObjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No maps key configured: the objects as a list, and why there is no map. */
export const Objects: Story = {};
export const NoObjects: Story = { parameters: { store: objectsStore({ objects: [] }) } };
export const LoadFailed: Story = { parameters: { store: objectsStore({ failing: true }) } };
