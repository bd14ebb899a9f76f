import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { PlainInput, PlainPasswordInput } from './plain-input.tsx';

describe('PlainInput', () => {
  it('is a text field that shows an error state', () => {
    render(<PlainInput aria-label="Логин" size="large" status="error" defaultValue="ivan" />);
    const field = screen.getByRole('textbox', { name: 'Логин' });
    expect(field).toHaveValue('ivan');
    expect(field).toHaveClass('rp-input', 'rp-input--large', 'rp-input--error');
  });
});

describe('PlainPasswordInput', () => {
  it('hides the characters until the eye is pressed, and keeps what was typed', async () => {
    render(
      <>
        <label htmlFor="p">Пароль</label>
        <PlainPasswordInput id="p" />
      </>,
    );
    const field = screen.getByLabelText('Пароль');
    await userEvent.type(field, 'secret');
    expect(field).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('secret');
    expect(screen.getByRole('button', { name: 'Скрыть' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('passes axe', async () => {
    const { container } = render(
      <>
        <label htmlFor="p">Пароль</label>
        <PlainPasswordInput id="p" />
      </>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
