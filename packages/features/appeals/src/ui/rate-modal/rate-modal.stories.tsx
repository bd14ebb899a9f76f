import type { Meta, StoryObj } from '@storybook/react-vite';
import { RateModal } from './rate-modal.tsx';

const meta = {
  title: 'appeals/RateModal',
  component: RateModal,
  args: { open: true, subject: 'Не вывезли контейнер', onCancel: () => undefined, onSubmit: async () => true },
} satisfies Meta<typeof RateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const ServerError: Story = { args: { error: 'Обращение не найдено' } };
export const LongContent: Story = { args: { subject: 'Очень длинная тема обращения '.repeat(20) } };
