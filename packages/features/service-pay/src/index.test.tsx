import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { servicePayFeature } from './index';

const [route] = servicePayFeature.routes;

describe('servicePayFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([servicePayFeature])).not.toThrow();
  });

  it('declares Оплата услуг as the ninth side-navigation item, only with autopay on', () => {
    expect(servicePayFeature.routes.map((r) => r.path)).toEqual([paths.servicePay.pattern]);
    expect(route?.meta).toEqual({ name: 'Оплата услуг', shortName: 'оплата услуг', icon: expect.anything(), menu: 'main', order: 9, layout: 'main', flag: 'autopay' });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Оплата услуг' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
