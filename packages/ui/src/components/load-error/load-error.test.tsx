import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { LoadError } from './load-error.tsx';

describe('LoadError', () => {
  it('announces what failed and retries on «Повторить»', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(
      <LoadError title="Не удалось загрузить реестр рассрочек" message="Внутренняя ошибка" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить реестр рассрочек: Внутренняя ошибка');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('shows the message alone without a title', () => {
    render(<LoadError message="Непредвиденная ошибка системы" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Непредвиденная ошибка системыПовторить$/);
  });
});
