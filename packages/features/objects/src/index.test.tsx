import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { objectsFeature } from './index';

const [route] = objectsFeature.routes;

describe('objectsFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([objectsFeature])).not.toThrow();
  });

  it('declares Объекты as the fourth side-navigation item', () => {
    expect(objectsFeature.routes.map((r) => r.path)).toEqual([paths.objects.pattern]);
    expect(route?.meta).toEqual({ name: 'Объекты', shortName: 'объекты', icon: expect.anything(), menu: 'main', order: 4, layout: 'main' });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Объекты' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
