import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../default-brand.ts';
import { BrandProvider, useBrand } from './brand-context.tsx';

function CompanyName() {
  const brand = useBrand();
  return <p>{brand.company.shortName}</p>;
}

describe('BrandProvider / useBrand', () => {
  it('gives components the provided brand', () => {
    render(
      <BrandProvider brand={{ ...defaultBrand, company: { name: 'АО «Эко»', shortName: 'Эко' } }}>
        <CompanyName />
      </BrandProvider>,
    );
    expect(screen.getByText('Эко')).toBeInTheDocument();
  });

  it('falls back to the default brand without a provider', () => {
    render(<CompanyName />);
    expect(screen.getByText(defaultBrand.company.shortName)).toBeInTheDocument();
  });

  it('the nearest provider wins', () => {
    render(
      <BrandProvider brand={defaultBrand}>
        <BrandProvider brand={{ ...defaultBrand, company: { name: 'Внутренний', shortName: 'Внутр.' } }}>
          <CompanyName />
        </BrandProvider>
      </BrandProvider>,
    );
    expect(screen.getByText('Внутр.')).toBeInTheDocument();
  });
});
