// The prerendered /registration: what a password manager filled in before the code ran
// is all kept once hydrated — every field hands its text over in the same commit.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationForm } from './registration-form';

const ready = { status: 'ready' } as const;
const form = (
  <RegistrationForm consent={undefined} onSubmit={vi.fn()} submitting={false} proof={ready} onRetryProof={vi.fn()} />
);

let container: HTMLElement;
afterEach(() => container.remove());

describe('the prerendered registration form', () => {
  it('keeps every field filled in before hydration, not only the last one', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    const typed: Record<string, string> = {
      Фамилия: 'Смирнова',
      Имя: 'Анна',
      'Электронная почта': 'anna@mail.ru',
      Пароль: 'Надёжный-2026',
      'Повторите пароль': 'Надёжный-2026',
    };
    for (const [label, value] of Object.entries(typed))
      (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value = value;
    await act(async () => {
      hydrateRoot(container, form);
    });
    // A render after hydration shows the form's state: sending checks it.
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    for (const [label, value] of Object.entries(typed))
      expect(screen.getByLabelText(label, { exact: true })).toHaveValue(value);
    expect(screen.queryByText('Обязательное поле')).toBeNull();
  });
});
