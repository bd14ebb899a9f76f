import { BrandProvider, defaultBrand } from '@resident/branding';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnverifiedPage } from './unverified-page';

describe('UnverifiedPage', () => {
  it('links the support phone, formatted, instead of printing it raw', () => {
    render(
      <BrandProvider
        brand={{
          ...defaultBrand,
          contacts: { supportPhone: '+78000000000', supportEmail: 'help@regoperator.example' },
        }}
      >
        <UnverifiedPage />
      </BrandProvider>,
    );
    expect(screen.getByRole('link', { name: '+7 (800) 000-00-00' })).toHaveAttribute('href', 'tel:+78000000000');
    expect(screen.getByRole('link', { name: 'help@regoperator.example' })).toHaveAttribute(
      'href',
      'mailto:help@regoperator.example',
    );
    expect(screen.queryByText(/\+78000000000/)).not.toBeInTheDocument();
  });

  it('shows no support line for a brand without contacts', () => {
    render(
      <BrandProvider brand={{ ...defaultBrand, contacts: { supportPhone: '', supportEmail: '' } }}>
        <UnverifiedPage />
      </BrandProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Учётная запись ещё не подтверждена' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
