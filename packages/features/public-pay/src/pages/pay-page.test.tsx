import { defaultBrand } from '@resident/branding';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PayPage, PAY_TEXTS } from './pay-page';

describe('PayPage', () => {
  it('shows the payment page in development in the guest card with the brand logo', () => {
    render(<PayPage />);
    expect(screen.getByRole('img', { name: defaultBrand.assets.logo.alt })).toHaveAttribute('src', defaultBrand.assets.logo.full);
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
    expect(screen.getByText(PAY_TEXTS.description)).toBeInTheDocument();
  });
});
