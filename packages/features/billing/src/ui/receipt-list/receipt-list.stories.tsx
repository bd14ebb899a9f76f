import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReceiptList } from './receipt-list.tsx';

const meta = {
  title: 'billing/ReceiptList',
  component: ReceiptList,
  args: {
    periods: ['2026-04', '2026-03', '2026-02'],
    onOpen: () => undefined,
    onDownload: () => undefined,
    onNotReceived: () => undefined,
  },
} satisfies Meta<typeof ReceiptList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Months: Story = {};
export const Downloading: Story = { args: { busy: { period: '2026-03', action: 'download' } } };
export const Empty: Story = { args: { periods: [] } };
