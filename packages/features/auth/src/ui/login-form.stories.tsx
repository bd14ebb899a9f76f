import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './login-form';

const meta = {
  title: 'Features/Auth/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: () => {},
    onRetryProof: () => {},
    submitting: false,
    proof: { status: 'ready' },
  },
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const SolvingProof: Story = { args: { proof: { status: 'solving' } } };
export const ProofFailed: Story = {
  args: {
    proof: { status: 'error', message: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз' },
  },
};
export const WrongPassword: Story = {
  args: { error: 'Не верный логин или пароль', initialValues: { username: 'resident@demo.ru', password: 'secret' } },
};
export const AccountNotFound: Story = {
  args: { error: 'Лицевой счет не найден', initialValues: { username: 'unverified@demo.ru', password: 'demo2026' } },
};
export const Submitting: Story = {
  args: { submitting: true, initialValues: { username: 'resident@demo.ru', password: 'demo2026' } },
};
