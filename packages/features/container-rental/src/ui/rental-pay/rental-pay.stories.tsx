import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyStore } from '../../testing/fixtures';
import { RentalPay } from './rental-pay';

const meta = {
  title: 'Features/ContainerRental/RentalPay',
  component: RentalPay,
  args: {
    contragentId: 1,
    order: { orderId: 101, amount: 900_000, purpose: 'rental', endDate: '2026-06-10' },
    returnPath: '/resident/1/container-rental',
    onClose: () => {},
    onResult: () => {},
  },
  parameters: { store: storyStore([]) },
} satisfies Meta<typeof RentalPay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rental's order: its amount prefilled, the receipt contact asked. */
export const Rental: Story = {};
/** An extension's order. */
export const Extension: Story = {
  args: { order: { orderId: 102, amount: 450_000, purpose: 'extension', endDate: '2026-06-15' } },
};
