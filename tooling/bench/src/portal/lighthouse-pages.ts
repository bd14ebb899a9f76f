import type { KeyPaths } from './discover-routes.ts';
import type { LighthousePage } from './measure-lighthouse.ts';
import { fillPattern } from './route-pattern.ts';
import type { ResidentSession } from './session.ts';

/** A path no route of the portal matches: the static server answers it with the not-found page. */
export const UNKNOWN_PATH = '/no/such/page';

/** Issue 21's pages: every guest route, not-found and the signed-in dashboard with its data. */
export function lighthousePages(portalUrl: string, key: KeyPaths, session: ResidentSession): LighthousePage[] {
  const guest = [key.login, key.registration, key.passwordRecovery, key.pay, key.serviceUnavailable];
  return [
    ...guest.map((path) => ({ label: path, url: `${portalUrl}${path}` })),
    {
      label: `not-found (${UNKNOWN_PATH})`,
      url: `${portalUrl}${UNKNOWN_PATH}`,
      // The server answers it 404 (issue 21); Lighthouse fails any 4xx page in SEO (not to be
      // indexed) and logs the document's 404 as a console error. The e2e suite checks that the
      // console error is that one (apps/portal/e2e/lighthouse.e2e.test.ts).
      expectedLosses: { audits: ['http-status-code', 'errors-in-console'], why: '404' },
    },
    { label: 'dashboard (signed in)', url: `${portalUrl}${fillPattern(key.dashboard, { userId: session.userId })!}`, session },
  ];
}
