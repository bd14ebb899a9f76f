import type { Meta, StoryObj } from '@storybook/react-vite';
import { PayForm } from './pay-form.tsx';

const meta = {
  title: 'payments/PayForm',
  component: PayForm,
  args: { initialAmount: 352_075, onPay: () => undefined },
} satisfies Meta<typeof PayForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The debt prefilled; the receipt contact still to type. */
export const Debt: Story = {};
/** Nothing owed (an overpayment): the resident types the amount. */
export const NothingDue: Story = { args: { initialAmount: 0 } };
export const ContactKnown: Story = { args: { initialContact: 'ivanov@mail.ru' } };
/** «Оплата услуг»: the card may be kept for autopay. */
export const SaveCardOffered: Story = { args: { initialContact: 'ivanov@mail.ru', offerSaveCard: true } };
export const Submitting: Story = { args: { initialContact: 'ivanov@mail.ru', submitting: true } };
export const ServerError: Story = {
  args: {
    initialContact: '+7 912 345-67-89',
    error: 'Сервис оплаты временно недоступен. Деньги не списаны, попробуйте позже.',
  },
};
export const Phone: Story = {
  args: { initialContact: 'ivanov@mail.ru' },
  globals: { viewport: { value: 'phone375' } },
};
/** An order the operator API priced (OrderPayDrawer): the amount is a figure, not a field. */
export const FixedAmount: Story = { args: { fixedAmount: 545_125, initialContact: 'ivanov@mail.ru' } };
