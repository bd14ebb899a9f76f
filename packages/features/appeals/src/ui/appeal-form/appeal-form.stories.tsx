import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppealForm } from './appeal-form.tsx';

const categories = [
  { id: 1, code: 'general', name: 'Общие вопросы' },
  { id: 2, code: 'payment-search', name: 'Поиск платежа' },
  { id: 3, code: 'container', name: 'Вывоз отходов и контейнерные площадки' },
];

const meta = {
  title: 'appeals/AppealForm',
  component: AppealForm,
  args: { categories, onSubmit: async () => true },
} satisfies Meta<typeof AppealForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const LoadingCategories: Story = { args: { categories: [], categoriesLoading: true } };

export const Submitting: Story = {
  args: {
    submitting: true,
    initialValues: { categoryId: 1, subject: 'Не вывезли мусор', body: 'Контейнер не вывозили неделю.' },
  },
};

export const ServerError: Story = {
  args: {
    error: 'Непредвиденная ошибка системы',
    initialValues: { categoryId: 3, subject: 'Не вывезли мусор', body: 'Контейнер не вывозили неделю.' },
  },
};

export const LongContent: Story = {
  args: {
    initialValues: { categoryId: 1, subject: 'Т'.repeat(260), body: 'Очень длинный текст обращения. '.repeat(400) },
  },
};
