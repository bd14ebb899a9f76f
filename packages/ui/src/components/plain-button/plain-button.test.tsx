import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { PlainButton } from './plain-button.tsx';

describe('PlainButton', () => {
  it('is a button of the given kind that reports clicks', async () => {
    const onClick = vi.fn();
    render(
      <PlainButton variant="primary" size="large" block onClick={onClick}>
        Войти
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('rp-button', 'rp-button--primary', 'rp-button--large', 'rp-button--block');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when asked to', () => {
    render(<PlainButton htmlType="submit">Отправить</PlainButton>);
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveAttribute('type', 'submit');
  });

  it('shows a spinner, says it is busy and ignores presses while loading', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { container } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PlainButton loading htmlType="submit" onClick={onClick}>
          Войти
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.rp-button__spinner')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is a link when given an address', () => {
    render(<PlainButton href="/resident">На главную</PlainButton>);
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/resident');
  });

  it('passes axe', async () => {
    const { container } = render(<PlainButton variant="link">Повторить проверку</PlainButton>);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
