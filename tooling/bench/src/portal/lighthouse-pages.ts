import type { DiscoveredRoute, KeyPaths } from './discover-routes.ts';
import { DASHBOARD_GOAL, RESIDENT_GOAL } from './lighthouse-rows.ts';
import type { LighthousePage } from './measure-lighthouse.ts';
import { fillPattern, patternParams } from './route-pattern.ts';
import type { ResidentSession } from './session.ts';

/** A path no route of the portal matches: the static server answers it with the not-found page. */
export const UNKNOWN_PATH = '/no/such/page';

/**
 * Guest pages and not-found, then every resident route of the feature
 * manifests, signed in with its data: the ids past :userId from `params` (the resident's own data).
 * The dashboard comes first among them: it has a goal of its own.
 */
export function lighthousePages(
  portalUrl: string,
  key: KeyPaths,
  session: ResidentSession,
  routes: readonly DiscoveredRoute[],
  params: Record<string, string>,
): LighthousePage[] {
  const guest = [key.login, key.registration, key.passwordRecovery, key.pay, key.serviceUnavailable];
  const resident = routes
    .filter((route) => !route.guest)
    .sort((a, b) => Number(b.path === key.dashboard) - Number(a.path === key.dashboard));
  return [
    ...guest.map((path) => ({ label: path, url: `${portalUrl}${path}` })),
    {
      label: `not-found (${UNKNOWN_PATH})`,
      url: `${portalUrl}${UNKNOWN_PATH}`,
      // The server answers it 404; Lighthouse fails any 4xx page in SEO (not to be
      // indexed) and logs the document's 404 as a console error. The e2e suite checks that the
      // console error is that one (apps/portal/e2e/lighthouse.e2e.test.ts).
      expectedLosses: { audits: ['http-status-code', 'errors-in-console'], why: '404' },
    },
    ...resident.map((route): LighthousePage => {
      const label = route.path.replace(/^\/resident\/:userId\//, '');
      const path = fillPattern(route.path, params);
      const goal = route.path === key.dashboard ? DASHBOARD_GOAL : RESIDENT_GOAL;
      if (!path) {
        const missing = patternParams(route.path).filter((name) => params[name] === undefined);
        return { label, url: '', goal, notMeasured: `needs :${missing.join(', :')} from the resident's data` };
      }
      return { label, url: `${portalUrl}${path}`, session, goal };
    }),
  ];
}
