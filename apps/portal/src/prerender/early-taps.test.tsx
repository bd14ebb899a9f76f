// The prerendered page's inline script (server/prerender/early-taps.ts) keeps a tap on a
// submit button drawn before the code, and the button carries it out once hydrated — once, with
// what was typed — while the browser never sends the form itself.
import { PlainInput, PlainPasswordInput, SubmitButton } from '@resident/ui';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../../server/prerender/early-taps';

type Values = { login: string; password: string };

function Form({ onSubmit }: { onSubmit: (values: Values) => void }) {
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

const queue = () => (window as Window & { __earlyTaps?: Element[] }).__earlyTaps!;

beforeAll(() => {
  // As the page's head runs it, before anything is drawn.
  new Function(EARLY_TAPS_SCRIPT)();
});

let container: HTMLElement;
afterEach(() => {
  container.remove();
  queue().length = 0;
});

/** The first HTML, typed into as a password manager does (no React yet, no change events handled). */
function prerendered() {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSubmit={() => {}} />);
  document.body.append(container);
  (screen.getByLabelText('Логин') as HTMLInputElement).value = 'resident@demo.ru';
  (screen.getByLabelText('Пароль') as HTMLInputElement).value = 'secret';
  // What would reach the browser's own form submission.
  const posted = vi.fn((event: Event) => event.preventDefault());
  container.querySelector('form')!.addEventListener('submit', posted);
  return { button: screen.getByRole('button', { name: 'Войти' }), posted };
}

async function hydrate(onSubmit: (values: Values) => void) {
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <Form onSubmit={onSubmit} />);
  });
  // Nothing the script did upsets hydration.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

describe('a tap before the code', () => {
  it('is kept, the form not sent, and sent once hydrated with what was typed', async () => {
    const { button, posted } = prerendered();
    button.click();
    button.click();
    expect(posted).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute('data-early-tapped');
    expect(queue()).toEqual([button]);

    const onSubmit = vi.fn();
    await hydrate(onSubmit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ login: 'resident@demo.ru', password: 'secret' });
    expect(document.documentElement).not.toHaveAttribute('data-early-tapped');
    expect(button).not.toHaveAttribute('data-early-tap');
    expect(queue()).toEqual([]);
  });

  it('as Enter in a field is kept the same way', async () => {
    const { posted } = prerendered();
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    screen.getByLabelText('Пароль').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(posted).not.toHaveBeenCalled();

    const onSubmit = vi.fn();
    await hydrate(onSubmit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ login: 'resident@demo.ru', password: 'secret' });
  });

  it('is not invented: without one, hydration sends nothing, and a tap afterwards goes straight to the form', async () => {
    const { button } = prerendered();
    const onSubmit = vi.fn();
    await hydrate(onSubmit);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(queue()).toEqual([]);
  });
});
