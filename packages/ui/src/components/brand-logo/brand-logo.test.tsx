import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './brand-logo.tsx';

describe('BrandLogo', () => {
  it('is an image with its alt text and the full size reserved', () => {
    render(<BrandLogo src="/brand/logo.svg" alt="Регоператор — логотип" />);
    const img = screen.getByRole('img', { name: 'Регоператор — логотип' });
    expect(img).toHaveAttribute('src', '/brand/logo.svg');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '40');
    expect(img.style.aspectRatio).toBe('200 / 40');
    expect(img.style.objectFit).toBe('contain');
  });

  it('the small variant is square', () => {
    render(<BrandLogo src="/brand/logo-small.svg" alt="Логотип" variant="small" />);
    const img = screen.getByRole('img', { name: 'Логотип' });
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
  });

  it('takes an explicit size', () => {
    render(<BrandLogo src="/l.svg" alt="Логотип" width={160} height={48} />);
    const img = screen.getByRole('img', { name: 'Логотип' });
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '48');
    expect(img.style.aspectRatio).toBe('160 / 48');
  });
});
