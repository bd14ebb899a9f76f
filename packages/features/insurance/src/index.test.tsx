import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insuranceFeature } from './index';

const [insurance, insuranceObject] = insuranceFeature.routes;

describe('insuranceFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([insuranceFeature])).not.toThrow();
  });

  it('declares Страхование as the sixth item and the object flow, both behind the insurance feature', () => {
    expect(insuranceFeature.routes.map((r) => r.path)).toEqual([paths.insurance.pattern, paths.insuranceObject.pattern]);
    expect(insurance?.meta).toEqual({
      name: 'Страхование', shortName: 'страхование', icon: expect.anything(), menu: 'main', order: 6, layout: 'main',
      flag: 'insurance', withoutPersonalAccount: true,
    });
    expect(insuranceObject?.meta).toEqual({
      name: 'Страхование объекта', headerTitle: 'Страхование', layout: 'main', backButton: true,
      flag: 'insurance', withoutPersonalAccount: true,
    });
  });

  it.each([
    ['Страхование', insurance],
    ['Страхование объекта', insuranceObject],
  ])('shows %s in development', async (name, route) => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
