import { describe, expect, it } from 'vitest';
import { isPageRoute } from '@resident/routes';
import { features } from './features';

/**
 * The static server answers 404 for a path outside `paths` of @resident/routes (its route table);
 * a feature route written outside that table would be a page the server calls missing.
 */
describe('the static server’s route table', () => {
  it('knows every route of every feature manifest', () => {
    const routes = features.flatMap((feature) => feature.routes.map((route) => route.path));
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((path) => !isPageRoute(path))).toEqual([]);
  });
});
