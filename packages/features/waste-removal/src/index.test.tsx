import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wasteRemovalFeature } from './index';

const [route] = wasteRemovalFeature.routes;

describe('wasteRemovalFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([wasteRemovalFeature])).not.toThrow();
  });

  it('declares Индивидуальный вывоз as the tenth item, gated by the environment and the user flag', () => {
    expect(wasteRemovalFeature.routes.map((r) => r.path)).toEqual([paths.wasteRemoval.pattern]);
    expect(route?.meta).toEqual({ name: 'Индивидуальный вывоз', shortName: 'вывоз', icon: expect.anything(), menu: 'main', order: 10, layout: 'main', flag: 'wasteDisposal', userFlag: 'wasteDisposal' });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Индивидуальный вывоз' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
