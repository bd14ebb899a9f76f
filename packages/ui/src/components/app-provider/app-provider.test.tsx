import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Card, Form, Input, Pagination, theme } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AppProvider } from './app-provider.tsx';

function PrimaryColour() {
  const { token } = theme.useToken();
  return <output aria-label="Основной цвет">{token.colorPrimary}</output>;
}

describe('AppProvider', () => {
  it('sets dayjs to Russian globally', () => {
    render(<AppProvider />);
    expect(dayjs.locale()).toBe('ru');
    expect(dayjs('2024-03-01').format('MMMM')).toBe('март');
  });

  it('applies the theme', () => {
    render(
      <AppProvider theme={{ token: { colorPrimary: '#2e7d32' } }}>
        <PrimaryColour />
      </AppProvider>,
    );
    expect(screen.getByLabelText('Основной цвет')).toHaveTextContent('#2e7d32');
  });

  it('gives antd Forms the spec §5 Russian messages', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <Form>
          <Form.Item label="Логин" name="login" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item label="Пароль" name="password" rules={[{ min: 8 }]}>
            <Input />
          </Form.Item>
          <Button htmlType="submit">Войти</Button>
        </Form>
      </AppProvider>,
    );
    await user.type(screen.getByLabelText('Пароль'), '123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Пожалуйста, введите Логин')).toBeInTheDocument();
    expect(await screen.findByText('Поле «Пароль» должно содержать не менее 8 символов')).toBeInTheDocument();
  });

  it('uses the Russian locale with the spec §9 pagination labels', () => {
    render(
      <AppProvider>
        <Pagination total={500} showQuickJumper showSizeChanger />
      </AppProvider>,
    );
    expect(screen.getByTitle('Назад')).toBeInTheDocument();
    expect(screen.getByTitle('Вперед')).toBeInTheDocument();
    expect(screen.getByText(/^Перейти/)).toBeInTheDocument();
    expect(screen.getByText('10 / стр.')).toBeInTheDocument();
  });

  // The walk (pnpm walk) at 390 px: the consents card read «Согласие на обработку персонал…», antd
  // cuts a card title to one line. A title wraps instead: the resident reads what the card is about.
  it('lets a card title wrap instead of cutting it with an ellipsis', () => {
    render(
      <AppProvider>
        <Card title="Согласие на обработку персональных данных">текст</Card>
      </AppProvider>,
    );
    const title = screen.getByText('Согласие на обработку персональных данных');
    expect(title).toHaveStyle({ whiteSpace: 'normal', textOverflow: 'clip' });
  });
});
