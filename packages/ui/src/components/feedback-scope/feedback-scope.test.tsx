import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../app-provider/app-provider.tsx';
import { FeedbackScope } from './feedback-scope.tsx';

function Notify() {
  const { message, modal } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.success('Данные сохранены')}>Сохранить</Button>
      <Button onClick={() => modal.confirm({ title: 'Выйти из личного кабинета?' })}>Выйти</Button>
    </>
  );
}

describe('FeedbackScope', () => {
  it('makes App.useApp() message and modal work inside the themed AppProvider', async () => {
    const user = userEvent.setup();
    render(
      <AppProvider>
        <FeedbackScope>
          <Notify />
        </FeedbackScope>
      </AppProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные сохранены')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Выйти из личного кабинета?');
  });
});
