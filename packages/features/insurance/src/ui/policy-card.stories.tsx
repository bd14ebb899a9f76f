import type { Meta, StoryObj } from '@storybook/react-vite';
import { POLICIES } from '../testing/fixtures';
import { PolicyCard } from './policy-card';

const meta = {
  title: 'Features/Insurance/PolicyCard',
  component: PolicyCard,
  args: { policy: POLICIES[0]!, onDownload: () => {} },
} satisfies Meta<typeof PolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Expired: Story = { args: { policy: POLICIES[1]! } };
export const AwaitingPayment: Story = {
  args: {
    policy: { ...POLICIES[0]!, status: 'awaiting-payment', number: '', startsOn: null, endsOn: null, fileName: null },
  },
};
