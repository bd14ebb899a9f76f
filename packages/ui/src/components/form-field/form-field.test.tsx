import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { PlainInput } from '../plain-input/plain-input.tsx';
import { FormField } from './form-field.tsx';

describe('FormField', () => {
  it('labels its control and describes it by the hint', async () => {
    const { container } = render(
      <FormField id="login_username" label="Логин" hint="Электронная почта, указанная при регистрации" required>
        {(control) => <PlainInput {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Логин' });
    expect(input).toHaveAttribute('id', 'login_username');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Электронная почта, указанная при регистрации');
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("marks the control invalid and describes it by the error first, with antd's ids", () => {
    render(
      <FormField id="login_password" label="Пароль" hint="Не короче 6 символов" error="Пожалуйста, введите пароль">
        {(control) => <PlainInput {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Пароль' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'login_password_help login_password_extra');
    expect(input).toHaveClass('rp-input--error');
    expect(screen.getByText('Пожалуйста, введите пароль')).toHaveAttribute('id', 'login_password_help');
  });

  it('leaves out what it was not given', () => {
    render(
      <FormField id="code" label="Код">
        {(control) => <PlainInput {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Код' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-required');
  });
});
