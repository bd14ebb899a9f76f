import type { Meta, StoryObj } from '@storybook/react-vite';
import { OBJECTS, SLOTS, TYPES } from '../../testing/fixtures';
import { OrderForm } from './order-form';

const meta = {
  title: 'Features/WasteRemoval/OrderForm',
  component: OrderForm,
  args: { objects: OBJECTS, types: TYPES, slots: SLOTS, onSubmit: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 512 }}>{Story()}</div>],
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the price says what it needs. */
export const Blank: Story = {};
/** Chosen and typed: the price as the API will charge it. */
export const Filled: Story = {
  args: { initialValues: { objectId: '1', wasteType: 'construction', volume: '1.33', slot: '2026-07-15/afternoon' } },
};
/** Under the minimum volume: charged as 1 m³. */
export const BelowMinimum: Story = { args: { initialValues: { objectId: '2', wasteType: 'garden', volume: '0.3' } } };
/** The one object is chosen by itself. */
export const OneObject: Story = { args: { objects: OBJECTS.slice(0, 1) } };
/** Another order took the window meanwhile: said above, the rest kept. */
export const WindowTaken: Story = {
  args: {
    initialValues: { objectId: '1', wasteType: 'bulky', volume: '2.5' },
    error: 'Это время вывоза уже заняли. Выберите другое — остальное в заказе сохранено',
  },
};
export const NoFreeWindows: Story = { args: { slots: SLOTS.map((slot) => ({ ...slot, available: false })) } };
export const Sending: Story = { args: { ...Filled.args, submitting: true } };
