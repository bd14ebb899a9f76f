import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

const ready = { status: 'ready' } as const;

function setup(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onRetryProof = vi.fn();
  render(<LoginForm onSubmit={onSubmit} onRetryProof={onRetryProof} submitting={false} proof={ready} {...props} />);
  return { onSubmit, onRetryProof, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('requires the login and the password with the spec message', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getAllByText('Обязательное поле')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts a login of spaces as missing and marks the field for screen readers', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Логин'), '   ');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const login = screen.getByLabelText('Логин');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription('Обязательное поле Электронная почта, указанная при регистрации');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is filled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await user.type(screen.getByLabelText('Пароль'), 's');
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(1);
    expect(screen.getByLabelText('Пароль')).not.toHaveAttribute('aria-invalid');
  });

  it('submits what the resident typed', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Логин'), 'resident@demo.ru');
    await user.type(screen.getByLabelText('Пароль'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'resident@demo.ru', password: 'secret' }));
  });

  it('shows a form error and keeps the typed values', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    const props = { onSubmit, onRetryProof: vi.fn(), proof: ready };
    const { rerender } = render(<LoginForm {...props} submitting={false} />);
    await user.type(screen.getByLabelText('Логин'), 'resident@demo.ru');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<LoginForm {...props} submitting={false} error="Не верный логин или пароль" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не верный логин или пароль');
    expect(screen.getByLabelText('Логин')).toHaveValue('resident@demo.ru');
    expect(screen.getByLabelText('Пароль')).toHaveValue('wrong');
  });

  it('renders the error message as an alert', () => {
    setup({ error: 'Не верный логин или пароль' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не верный логин или пароль');
  });

  it('announces the proof state and offers a retry when it failed', async () => {
    const { user, onRetryProof } = setup({ proof: { status: 'error', message: 'Нет связи с сервером' } });
    expect(screen.getByRole('status')).toHaveTextContent('Нет связи с сервером');
    await user.click(screen.getByRole('button', { name: 'Повторить проверку' }));
    expect(onRetryProof).toHaveBeenCalledTimes(1);
  });

  it('does not submit twice while a submission is running', async () => {
    const { onSubmit, user } = setup({ submitting: true, initialValues: { username: 'a', password: 'b' } });
    await user.click(screen.getByRole('button', { name: /Войти/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
