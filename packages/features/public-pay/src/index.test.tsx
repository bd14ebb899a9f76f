import { paths, validateManifests } from '@resident/routes';
import { defaultBrand } from '@resident/branding';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicPayFeature } from './index';
import { PAY_TEXTS } from './pages/pay-page';

const [route] = publicPayFeature.routes;

describe('publicPayFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([publicPayFeature])).not.toThrow();
  });

  it('declares /pay as a guest route', () => {
    expect(publicPayFeature.routes.map((r) => r.path)).toEqual([paths.pay]);
    expect(route?.meta).toEqual({ name: 'Оплата', layout: 'guest', guest: true });
  });

  it('shows the payment page in development in the guest card with the brand logo', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('img', { name: defaultBrand.assets.logo.alt })).toHaveAttribute('src', defaultBrand.assets.logo.full);
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
    expect(screen.getByText(PAY_TEXTS.description)).toBeInTheDocument();
  });
});
