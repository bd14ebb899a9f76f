import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainInput, PlainPasswordInput } from './plain-input.tsx';

const meta = {
  title: 'ui/PlainInput',
  component: PlainInput,
  args: { 'aria-label': 'Логин', size: 'large', placeholder: 'name@example.ru' },
} satisfies Meta<typeof PlainInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'resident@demo.ru' } };

export const WithError: Story = { args: { status: 'error', defaultValue: ' ' } };

/** The password field: the eye shows the characters («Показать» / «Скрыть»). */
export const Password: Story = {
  render: (args) => (
    <PlainPasswordInput aria-label="Пароль" size={args.size} status={args.status} defaultValue="demo2026" />
  ),
};

export const PasswordWithError: Story = { ...Password, args: { status: 'error' } };
