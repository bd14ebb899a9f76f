import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApplyForm } from './apply-form';

const meta = {
  title: 'Features/Vacancies/ApplyForm',
  component: ApplyForm,
  args: { onSubmit: async () => true, initialValues: { name: 'Иванова Мария Петровна' } },
} satisfies Meta<typeof ApplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name prefilled from the profile; phone with the +7 mask; the CV file. */
export const Empty: Story = {};
export const Sending: Story = {
  args: { submitting: true, initialValues: { name: 'Иванова Мария Петровна', phone: '+79123456789' } },
};
/** The operator refused: the reason above the form, everything typed kept. */
export const Refused: Story = {
  args: {
    error: 'Вы уже откликнулись на эту вакансию',
    initialValues: { name: 'Иванова Мария Петровна', phone: '+79123456789' },
  },
};
