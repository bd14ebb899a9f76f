import type { Meta, StoryObj } from '@storybook/react-vite';
import { orderPayment, storyStore, USER } from '../../testing/fixtures';
import '../container-rental.css';
import { RentalPaymentResult } from './rental-payment-result';

const meta = {
  title: 'Features/ContainerRental/RentalPaymentResult',
  component: RentalPaymentResult,
  args: { contragentId: 1, paymentId: 77, onClose: () => {} },
  parameters: { store: storyStore([], USER, orderPayment('succeeded')) },
} satisfies Meta<typeof RentalPaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the acquirer: the rental's order is paid (the debt is not mentioned: it does not change). */
export const Paid: Story = {};
/** The bank has not answered yet: asked again every few seconds. */
export const Pending: Story = { parameters: { store: storyStore([], USER, orderPayment('pending')) } };
export const Declined: Story = { parameters: { store: storyStore([], USER, orderPayment('failed')) } };
