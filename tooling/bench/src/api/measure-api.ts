import { BUDGETS } from '../budgets.ts';
import type { Row } from '../report/row.ts';
import { CONNECTIONS, measureAtFixedRate, type FixedRateLoad } from './fixed-rate.ts';
import type { LoadBudget } from './load-row.ts';
import { createSessions, startLoadTarget, type LoadTarget } from './load-target.ts';
import { measureBilling } from './measure-billing.ts';
import { residentAuth, type ResidentAuth } from './resident-auth.ts';

const BUDGET: LoadBudget = { rate: BUDGETS.apiRate, p99Ms: BUDGETS.apiP99Ms };
/** Sessions whose refresh tokens the token load rotates: several per connection, so none waits. */
const REFRESH_SESSIONS = 4 * CONNECTIONS;

function scenarios(target: LoadTarget, auth: ResidentAuth): FixedRateLoad[] {
  return [
    {
      subject: 'POST /api/oauth/token (refresh_token)',
      documentedPath: '/api/oauth/token',
      budget: BUDGET,
      async job() {
        const sessions = await createSessions(target, REFRESH_SESSIONS);
        return {
          method: 'POST',
          path: '/api/oauth/token',
          headers: { authorization: target.clientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
          refreshTokens: sessions.map((session) => session.refresh_token),
        };
      },
    },
    {
      subject: 'GET /api/v3/main/user/',
      documentedPath: '/api/v3/main/user/',
      budget: BUDGET,
      job: async () => ({ method: 'GET', path: '/api/v3/main/user/', headers: { authorization: auth.bearer } }),
    },
    {
      subject: 'GET /api/v3/main/communication/tasks',
      documentedPath: '/api/v3/main/communication/tasks',
      budget: BUDGET,
      // As the header polls it: for the active personal account.
      job: async () => ({
        method: 'GET',
        path: `/api/v3/main/communication/tasks?contragentId=${auth.contragentId}`,
        headers: { authorization: auth.bearer },
      }),
    },
  ];
}

/**
 * The operator API in its own process: the common endpoints under a fixed 500 req/s, one at a
 * time, then the billing documents (`measure-billing.ts`) for the same signed-in resident.
 */
export async function measureApi(): Promise<Row[]> {
  const target = await startLoadTarget();
  try {
    const auth = await residentAuth(target);
    const rows: Row[] = [];
    for (const load of scenarios(target, auth)) rows.push(await measureAtFixedRate(target, load));
    rows.push(...(await measureBilling(target, auth)));
    return rows;
  } finally {
    await target.stop();
  }
}
