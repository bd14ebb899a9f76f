import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplicationForm } from './application-form';

const meta = {
  title: 'installments/ApplicationForm',
  component: ApplicationForm,
  args: { debt: 1_254_300, onSubmit: () => {}, today: '2026-11-25' },
} satisfies Meta<typeof ApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The least first payment prefilled, six months: every condition holds and the schedule shows. */
export const Valid: Story = {};
export const SmallDebt: Story = { args: { debt: 249_000 } };
export const Submitting: Story = { args: { submitting: true } };
export const ServerRefusal: Story = { args: { error: 'Первый платёж должен быть не меньше 30 % задолженности' } };
export const Phone: Story = { globals: { viewport: { value: 'phone375' } } };
