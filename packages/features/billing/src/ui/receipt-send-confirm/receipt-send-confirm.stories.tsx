import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReceiptSendConfirm } from './receipt-send-confirm.tsx';

const meta = {
  title: 'billing/ReceiptSendConfirm',
  component: ReceiptSendConfirm,
  args: { period: 'апрель 2026', email: 'resident@demo.ru', onConfirm: () => undefined, onCancel: () => undefined },
} satisfies Meta<typeof ReceiptSendConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {};
export const LoadingAddress: Story = { args: { email: undefined } };
export const Sending: Story = { args: { sending: true } };
