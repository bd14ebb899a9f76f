import { BrandProvider, defaultBrand, type Brand } from '@resident/branding';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../app/runtime-config';
import { RuntimeConfigContext } from '../app/runtime-config-context';
import { NOT_FOUND_TEXTS, NotFoundPage } from './not-found-page';
import { SERVICE_UNAVAILABLE_TEXTS, ServiceUnavailablePage } from './service-unavailable-page';

const config: RuntimeConfig = {
  apiBase: 'http://portal.test/api/',
  v2Base: 'http://portal.test/api/v2/',
  v3Base: 'http://portal.test/api/v3/',
  wsBase: '',
  marketplaceBase: '',
  basicCredential: 'eA==',
  environment: 'development',
  serviceUnavailable: 'false',
  analyticsCounterId: '',
  mapsApiKey: '',
};

const brand: Brand = {
  ...defaultBrand,
  assets: { ...defaultBrand.assets, logo: { ...defaultBrand.assets.logo, alt: 'Логотип оператора' } },
  contacts: { supportPhone: '+73422000000', supportEmail: 'help@operator.test' },
};

function inFrame(page: ReactNode, serviceUnavailable: RuntimeConfig['serviceUnavailable'] = 'false') {
  return render(
    <RuntimeConfigContext value={{ ...config, serviceUnavailable }}>
      <BrandProvider brand={brand}>
        <MemoryRouter>{page}</MemoryRouter>
      </BrandProvider>
    </RuntimeConfigContext>,
  );
}

/** The guest frame of /login and the other guest pages: the brand's logo and its support contacts. */
function expectGuestFrame() {
  const main = screen.getByRole('main');
  expect(within(main).getByRole('img', { name: 'Логотип оператора' })).toBeInTheDocument();
  expect(within(main).getByText('Служба поддержки')).toBeInTheDocument();
  expect(within(main).getByRole('link', { name: '+7 (342) 200-00-00' })).toHaveAttribute('href', 'tel:+73422000000');
  expect(within(main).getByRole('link', { name: 'help@operator.test' })).toHaveAttribute(
    'href',
    'mailto:help@operator.test',
  );
}

describe('the guest result pages', () => {
  it('not-found shows the brand, the support contacts and its heading', () => {
    inFrame(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TEXTS.title })).toBeInTheDocument();
    expectGuestFrame();
  });

  it('service-unavailable shows the brand and the support contacts, and no «500» for a 502/503', () => {
    inFrame(<ServiceUnavailablePage />);
    expect(screen.getByRole('heading', { level: 1, name: SERVICE_UNAVAILABLE_TEXTS.title })).toBeInTheDocument();
    expectGuestFrame();
    expect(screen.queryByText('500')).toBeNull();
  });

  it('planned works: the same frame, no «500»', () => {
    inFrame(<ServiceUnavailablePage />, 'true');
    expect(screen.getByText(SERVICE_UNAVAILABLE_TEXTS.maintenance)).toBeInTheDocument();
    expectGuestFrame();
    expect(screen.queryByText('500')).toBeNull();
  });
});
