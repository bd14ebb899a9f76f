import { parseDate } from '@resident/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DateValue } from '../../lib/dates.ts';
import { RecalculationForm } from './recalculation-form.tsx';

const date = (text: string) => parseDate(text) as DateValue;

const meta = {
  title: 'appeals/RecalculationForm',
  component: RecalculationForm,
  args: { onSubmit: async () => true },
} satisfies Meta<typeof RecalculationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Absence: Story = {};

export const Residents: Story = { args: { initialValues: { kind: 'residents', residentsCount: 3 } } };

export const WrongCharge: Story = {
  args: { initialValues: { kind: 'wrong-charge', description: 'Начислено за двоих, проживает один человек.' } },
};

/** A period of 5 days and no documents: both messages show. */
export const AbsenceWithErrors: Story = {
  args: { validateOnMount: true, initialValues: { kind: 'absence', period: [date('01.04.2026'), date('05.04.2026')] } },
};

export const ResidentsWithErrors: Story = {
  args: { validateOnMount: true, initialValues: { kind: 'residents' } },
};

export const ServerError: Story = {
  args: {
    error: 'Загрузите документы каждого типа',
    initialValues: { kind: 'absence', period: [date('01.04.2026'), date('20.04.2026')] },
  },
};

export const LongContent: Story = {
  args: {
    initialValues: {
      kind: 'wrong-charge',
      description: 'Подробное описание ошибки в начислении. '.repeat(300),
      comment: 'Комментарий. '.repeat(100),
    },
  },
};
