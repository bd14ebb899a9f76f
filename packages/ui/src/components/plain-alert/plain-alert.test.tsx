import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../../test/axe.ts';
import { PlainAlert } from './plain-alert.tsx';

describe('PlainAlert', () => {
  it.each(['error', 'warning'] as const)('announces a %s with its icon', async (type) => {
    const { container } = render(<PlainAlert type={type}>Есть задолженность</PlainAlert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Есть задолженность');
    expect(alert).toHaveClass(`rp-alert--${type}`);
    expect(alert.querySelector('svg')).not.toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
