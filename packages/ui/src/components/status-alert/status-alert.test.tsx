import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { StatusAlert } from './status-alert.tsx';

describe('StatusAlert', () => {
  it.each(['error', 'warning', 'info', 'success'] as const)('announces a %s with its icon', async (type) => {
    const { container } = render(<StatusAlert type={type}>Есть задолженность</StatusAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Есть задолженность');
    expect(alert).toHaveClass(`rp-alert--${type}`);
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('offers its action beside the message', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <StatusAlert type="error" action={<button onClick={onRetry}>Повторить</button>}>
        Не удалось загрузить обращения
      </StatusAlert>,
    );
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each([undefined, null, false, ''])('renders nothing without a message (%s)', (message) => {
    const { container } = render(<StatusAlert type="error">{message}</StatusAlert>);
    expect(container).toBeEmptyDOMElement();
  });
});
