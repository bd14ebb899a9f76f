import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainInput, PlainPasswordInput } from '../../components/plain-input/plain-input.tsx';
import { SubmitButton } from '../../components/submit-button/submit-button.tsx';

function Form({ onSubmit }: { onSubmit: (values: { login: string; password: string }) => void }) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ login, password });
      }}
    >
      <label htmlFor="login">Логин</label>
      <PlainInput id="login" value={login} onChange={(event) => setLogin(event.target.value)} />
      <label htmlFor="password">Пароль</label>
      <PlainPasswordInput id="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <SubmitButton>Войти</SubmitButton>
    </form>
  );
}

let container: HTMLElement;
afterEach(() => container.remove());

/** The prerender's first HTML, as the browser shows it before the scripts run. */
function serverHtml(onSubmit = vi.fn()) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
  document.body.append(container);
  return onSubmit;
}

describe('prerendered plain controls', () => {
  it('draw the submit button as a plain button: without the scripts the browser would send the password in the address', () => {
    serverHtml();
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();
  });

  it('keep what was typed before hydration, on screen and in the form', async () => {
    const onSubmit = serverHtml();
    // Typed (or autofilled) into the server's HTML: no React yet, no change events handled.
    (screen.getByLabelText('Логин') as HTMLInputElement).value = 'resident@demo.ru';
    (screen.getByLabelText('Пароль') as HTMLInputElement).value = 'secret';
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={onSubmit} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Логин')).toHaveValue('resident@demo.ru');
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ login: 'resident@demo.ru', password: 'secret' });
  });

  it('change nothing in a render that starts in the browser', async () => {
    const onChange = vi.fn();
    container = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<PlainInput aria-label="Поле" value="как есть" onChange={onChange} />);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Поле' })).toHaveValue('как есть');
  });
});
