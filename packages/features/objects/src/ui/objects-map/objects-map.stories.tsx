import type { Meta, StoryObj } from '@storybook/react-vite';
import { OBJECTS } from '../../testing/fixtures';
import { ObjectsMap } from './objects-map';

const meta = {
  title: 'Features/Objects/ObjectsMap',
  component: ObjectsMap,
  args: { objects: OBJECTS, state: { status: 'no-key' } },
} satisfies Meta<typeof ObjectsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoKey: Story = {};
export const Offline: Story = { args: { state: { status: 'offline' } } };
export const ScriptFailed: Story = { args: { state: { status: 'failed' } } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
