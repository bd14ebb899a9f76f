import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormErrorAlert } from '../form-error-alert/form-error-alert.tsx';
import { PageResult } from '../page-result/page-result.tsx';
import { SubmitButton } from '../submit-button/submit-button.tsx';
import { GuestLayout } from './guest-layout.tsx';

function LoginExample() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={() => {
        setError(undefined);
        setLoading(true);
        setTimeout(() => {
          setLoading(false);
          setError('Не верный логин или пароль');
        }, 1200);
      }}
    >
      <FormErrorAlert message={error} />
      <Form.Item label="Логин" name="login" rules={[{ required: true }]}>
        <Input autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item label="Пароль" name="password" rules={[{ required: true }]}>
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>
      <SubmitButton loading={loading}>Войти</SubmitButton>
    </Form>
  );
}

const meta = {
  title: 'ui/GuestLayout',
  component: GuestLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: { src: '/brand/logo.svg', alt: 'Регоператор — логотип' },
    contacts: { supportPhone: '+7 (800) 000-00-00', supportEmail: 'help@regoperator.example' },
  },
} satisfies Meta<typeof GuestLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  args: { title: 'Вход в личный кабинет', children: <LoginExample /> },
};

/** Phone first: the card is full width at 375 px. */
export const LoginOnPhone: Story = {
  ...Login,
  globals: { viewport: { value: 'phone375', isRotated: false } },
};

export const NotFound: Story = {
  args: {
    children: (
      <PageResult
        status="404"
        title="Страница не найдена"
        subtitle="Возможно, она была удалена или адрес введен с ошибкой."
        action={{ label: 'На главную', onClick: () => {} }}
      />
    ),
  },
};

export const WithoutContacts: Story = {
  args: { title: 'Восстановление пароля', contacts: undefined, children: <p>Содержимое страницы</p> },
};
