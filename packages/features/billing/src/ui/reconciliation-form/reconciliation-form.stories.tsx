import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReconciliationForm } from './reconciliation-form.tsx';

const meta = {
  title: 'billing/ReconciliationForm',
  component: ReconciliationForm,
  args: { periods: ['2026-04', '2026-03', '2026-02', '2026-01'], onSubmit: () => undefined },
} satisfies Meta<typeof ReconciliationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
