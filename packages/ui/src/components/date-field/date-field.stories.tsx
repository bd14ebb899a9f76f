import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateField } from './date-field.tsx';

const meta = {
  title: 'ui/DateField',
  component: DateField,
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Only dates from 01.01.2019 to 28.11.2026 are offered. */
export const Bounded: Story = { args: { min: '2019-01-01', max: '2026-11-28' } };

export const Disabled: Story = { args: { disabled: true } };
