import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusAlert } from '@resident/ui';
import { CONTAINER_TYPES, OBJECTS, storyStore } from '../../testing/fixtures';
import '../container-rental.css';
import { OrderForm } from './order-form';

const meta = {
  title: 'Features/ContainerRental/OrderForm',
  component: OrderForm,
  args: { types: CONTAINER_TYPES, objects: OBJECTS, onOrder: () => {} },
  parameters: { store: storyStore([]) },
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's objects to choose from, the first container, today and a month, priced. */
export const WithObjects: Story = {};
/** No objects: a typed address. */
export const TypedAddress: Story = { args: { objects: [] } };
export const Submitting: Story = { args: { submitting: true } };
/** The operator API refused the order. */
export const Refused: Story = { args: { error: 'Дата начала аренды не может быть раньше сегодняшней' } };
/** Ordering is not possible here (no personal account). */
export const Blocked: Story = {
  args: { objects: [], blocked: <StatusAlert type="info">Заказать можно после привязки лицевого счёта.</StatusAlert> },
};
