import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundResult } from './not-found-result';

const meta = {
  title: 'chats/NotFoundResult',
  component: NotFoundResult,
  args: { onBack: () => undefined },
} satisfies Meta<typeof NotFoundResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
