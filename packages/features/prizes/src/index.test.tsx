import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prizesFeature } from './index';

const [route] = prizesFeature.routes;

describe('prizesFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([prizesFeature])).not.toThrow();
  });

  it('declares Призы as the thirteenth and last side-navigation item', () => {
    expect(prizesFeature.routes.map((r) => r.path)).toEqual([paths.prizes.pattern]);
    expect(route?.meta).toEqual({ name: 'Призы', shortName: 'призы', icon: expect.anything(), menu: 'main', order: 13, layout: 'main' });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Призы' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
