import { paths, validateManifests } from '@resident/api';
import { defaultBrand } from '@resident/branding';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicPayFeature } from './index';
import { PAY_TEXTS } from './pages/pay-page';
import { renderPayPage } from './testing/render-pay-page';

const [route] = publicPayFeature.routes;

describe('publicPayFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([publicPayFeature])).not.toThrow();
  });

  it('declares /pay as a plain guest route (no antd on its first paint)', () => {
    expect(publicPayFeature.routes.map((r) => r.path)).toEqual([paths.pay]);
    expect(route?.meta).toEqual({ name: 'Оплата', layout: 'guest', guest: true, plain: true });
  });

  it('shows the payment page in the guest card with the brand logo and a way to sign in', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    renderPayPage(page.Component, paths.pay, () => undefined);
    expect(screen.getByRole('img', { name: defaultBrand.assets.logo.alt })).toHaveAttribute('src', defaultBrand.assets.logo.full);
    expect(screen.getByRole('heading', { level: 1, name: PAY_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAY_TEXTS.login })).toHaveAttribute('href', paths.login);
  });
});
