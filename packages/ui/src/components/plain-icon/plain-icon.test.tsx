import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainIcon } from './plain-icon.tsx';

describe('PlainIcon', () => {
  it('draws the icon’s path at the text size in the current colour, hidden from screen readers', () => {
    const { container } = render(<PlainIcon icon={WarningFilled} style={{ color: 'red' }} />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper).toHaveAttribute('aria-hidden', 'true');
    expect(wrapper.style.color).toBe('red');
    const svg = wrapper.querySelector('svg')!;
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M955\.7 856l-416-720/);
  });

  it('gives React the attribute names it knows, so the markup keeps them', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<PlainIcon icon={CloseCircleFilled} />);
    expect(container.querySelector('svg')).toHaveAttribute('fill-rule', 'evenodd');
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
