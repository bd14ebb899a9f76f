import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { GuestLayout } from './guest-layout.tsx';

const logo = { src: '/brand/logo.svg', alt: 'Регоператор — логотип' };
const contacts = { supportPhone: '+7 (800) 000-00-00', supportEmail: 'help@regoperator.example' };

describe('GuestLayout', () => {
  it('puts the logo, the heading and the content in the main landmark', () => {
    render(
      <GuestLayout logo={logo} title="Вход в личный кабинет" contacts={contacts}>
        <p>Форма входа</p>
      </GuestLayout>,
    );
    const main = screen.getByRole('main', { name: 'Вход в личный кабинет' });
    expect(within(main).getByRole('img', { name: 'Регоператор — логотип' })).toHaveAttribute('src', '/brand/logo.svg');
    expect(within(main).getByRole('heading', { level: 1, name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(within(main).getByText('Форма входа')).toBeInTheDocument();
  });

  it('links the support phone and email', () => {
    render(<GuestLayout logo={logo} contacts={contacts} />);
    expect(screen.getByText('Служба поддержки')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (800) 000-00-00' })).toHaveAttribute('href', 'tel:+78000000000');
    expect(screen.getByRole('link', { name: 'help@regoperator.example' })).toHaveAttribute(
      'href',
      'mailto:help@regoperator.example',
    );
  });

  it('shows only the contacts it has', () => {
    render(<GuestLayout logo={logo} contacts={{ supportPhone: '', supportEmail: 'help@eco.ru' }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('has no support footer without contacts and no heading without a title', () => {
    render(<GuestLayout logo={logo} />);
    expect(screen.queryByText('Служба поддержки')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-labelledby');
  });

  it('is full width up to its maximum, so it fits a 375 px phone', () => {
    render(<GuestLayout logo={logo} maxWidth={480} />);
    const main = screen.getByRole('main');
    expect(main.style.width).toBe('100%');
    expect(main.style.maxWidth).toBe('480px');
    expect(main.style.boxSizing).toBe('border-box');
  });

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <GuestLayout logo={logo} title="Восстановление пароля" contacts={contacts}>
        <label htmlFor="email">Email</label>
        <input id="email" />
      </GuestLayout>,
    );
    expect(await seriousViolations(container)).toEqual([]);
  });
});
