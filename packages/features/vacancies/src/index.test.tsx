import { paths, validateManifests } from '@resident/routes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vacanciesFeature } from './index';

const [route] = vacanciesFeature.routes;

describe('vacanciesFeature', () => {
  it('passes the manifest checks', () => {
    expect(() => validateManifests([vacanciesFeature])).not.toThrow();
  });

  it('declares Вакансии as the eighth side-navigation item, kept for users without an account', () => {
    expect(vacanciesFeature.routes.map((r) => r.path)).toEqual([paths.vacancy.pattern]);
    expect(route?.meta).toEqual({ name: 'Вакансии', shortName: 'вакансии', icon: expect.anything(), menu: 'main', order: 8, layout: 'main', withoutPersonalAccount: true });
  });

  it('shows the section in development under the route name', async () => {
    const page = await route?.lazy();
    if (!page) throw new Error('The route has no page');
    render(<page.Component />);
    expect(screen.getByRole('heading', { level: 1, name: 'Вакансии' })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
  });
});
