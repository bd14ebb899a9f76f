import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentSearchForm } from './payment-search-form.tsx';

const meta = {
  title: 'appeals/PaymentSearchForm',
  component: PaymentSearchForm,
  args: { onSubmit: async () => true },
} satisfies Meta<typeof PaymentSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Submitting: Story = {
  args: { submitting: true, initialValues: { amount: '1520.50', paymentPlace: 'Почта России' } },
};

export const ServerError: Story = {
  args: {
    error: 'Непредвиденная ошибка системы',
    initialValues: { amount: '1520,5', comment: 'Оплачивал в отделении.' },
  },
};

export const LongContent: Story = {
  args: {
    initialValues: {
      amount: '1520.50',
      paymentPlace: 'Отделение банка '.repeat(20),
      comment: 'Подробности платежа. '.repeat(300),
    },
  },
};
