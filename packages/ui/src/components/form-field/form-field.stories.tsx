import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainInput, PlainPasswordInput } from '../plain-input/plain-input.tsx';
import { FormField } from './form-field.tsx';

const meta = {
  title: 'ui/FormField',
  component: FormField,
  args: {
    id: 'login_username',
    label: 'Логин',
    hint: 'Электронная почта, указанная при регистрации',
    required: true,
    children: (control) => <PlainInput {...control} size="large" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};

export const WithError: Story = {
  args: {
    id: 'login_password',
    label: 'Пароль',
    hint: undefined,
    error: 'Пожалуйста, введите пароль',
    children: (control) => <PlainPasswordInput {...control} size="large" />,
  },
};
