import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { litigationFeature } from './index';

const [route] = litigationFeature.routes;

describe('litigationFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([litigationFeature])).not.toThrow();
  });

  it('declares Судебно-претензионная работа as the fifth side-navigation item', () => {
    expect(litigationFeature.routes.map((r) => r.path)).toEqual([paths.litigation.pattern]);
    expect(route?.meta).toEqual({ name: 'Судебно-претензионная работа', shortName: 'суд. работа', icon: expect.anything(), menu: 'main', order: 5, layout: 'main' });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Судебно-претензионная работа' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
