import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { containerRentalFeature } from './index';

const [route] = containerRentalFeature.routes;

describe('containerRentalFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([containerRentalFeature])).not.toThrow();
  });

  it('declares Аренда контейнеров as the eleventh item, kept for users without an account', () => {
    expect(containerRentalFeature.routes.map((r) => r.path)).toEqual([paths.containerRental.pattern]);
    expect(route?.meta).toEqual({ name: 'Аренда контейнеров', shortName: 'аренда контейнеров', icon: expect.anything(), menu: 'main', order: 11, layout: 'main', withoutPersonalAccount: true });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Аренда контейнеров' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
