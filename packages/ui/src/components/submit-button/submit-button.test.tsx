import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_CLICK_MS, SubmitButton } from './submit-button.tsx';

function renderInForm(loading: boolean) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const view = render(
    <form onSubmit={onSubmit}>
      <SubmitButton loading={loading}>Оплатить</SubmitButton>
    </form>,
  );
  return { onSubmit, ...view };
}

describe('SubmitButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a large, full-width primary submit button', () => {
    renderInForm(false);
    const button = screen.getByRole('button', { name: 'Оплатить' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('rp-button--primary', 'rp-button--block', 'rp-button--large');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('submits the form on click', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderInForm(false);
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while loading shows it and does not submit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderInForm(true);
    const button = screen.getByRole('button', { name: /Оплатить/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.rp-button__spinner')).not.toBeNull();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a double click submits once; a later click submits again', async () => {
    const user = userEvent.setup();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { onSubmit } = renderInForm(false);
    const button = screen.getByRole('button', { name: 'Оплатить' });
    await user.dblClick(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    now += DOUBLE_CLICK_MS;
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('passes the click on', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<SubmitButton onClick={onClick}>Войти</SubmitButton>);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
