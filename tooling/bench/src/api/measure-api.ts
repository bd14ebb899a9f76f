import { BUDGETS } from '../budgets.ts';
import { ms } from '../lib/format.ts';
import { checked, notMeasured, type Row } from '../report/row.ts';
import type { LoadJob } from './load-job.ts';
import { createSessions, startLoadTarget, type LoadTarget } from './load-target.ts';
import { runLoad } from './run-load.ts';

/** autocannon's fixed rate is per second and per connection: this many clients share the 500 req/s. */
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const WARMUP_SECONDS = 2;
/** Sessions whose refresh tokens the token load rotates: several per connection, so none waits. */
const REFRESH_SESSIONS = 4 * CONNECTIONS;

type Scenario = {
  subject: string;
  /** The path as the OpenAPI contract names it; a path it does not document is not measured. */
  path: string;
  job(target: LoadTarget, auth: Auth): Promise<Pick<LoadJob, 'method' | 'path' | 'headers' | 'refreshTokens'>>;
};

type Auth = { bearer: string; contragentId: number };

const SCENARIOS: Scenario[] = [
  {
    subject: 'POST /api/oauth/token (refresh_token)',
    path: '/api/oauth/token',
    async job(target) {
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
    path: '/api/v3/main/user/',
    job: async (_target, auth) => ({ method: 'GET', path: '/api/v3/main/user/', headers: { authorization: auth.bearer } }),
  },
  {
    subject: 'GET /api/v3/main/communication/tasks',
    path: '/api/v3/main/communication/tasks',
    // As the header polls it: for the active personal account.
    job: async (_target, auth) => ({
      method: 'GET',
      path: `/api/v3/main/communication/tasks?contragentId=${auth.contragentId}`,
      headers: { authorization: auth.bearer },
    }),
  },
];

async function residentAuth(target: LoadTarget): Promise<Auth> {
  const [session] = await createSessions(target, 1);
  const bearer = `Bearer ${session!.access_token}`;
  const user = (await (await fetch(`${target.apiBase}/v3/main/user/`, { headers: { authorization: bearer } })).json()) as {
    contragents: { id: number }[];
  };
  return { bearer, contragentId: user.contragents[0]!.id };
}

/**
 * The operator API under a fixed 500 req/s from a separate process, one endpoint at a time, each
 * with a warm-up: achieved rate, p50, p99 and every answer that was not 2xx.
 */
export async function measureApi(): Promise<Row[]> {
  const target = await startLoadTarget();
  try {
    const auth = await residentAuth(target);
    const rows: Row[] = [];
    const budget = `p99 ≤ ${ms(BUDGETS.apiP99Ms)} at ${BUDGETS.apiRate} req/s, all 2xx`;
    for (const scenario of SCENARIOS) {
      const measure = `${BUDGETS.apiRate} req/s for ${DURATION_SECONDS} s, ${CONNECTIONS} connections`;
      if (!target.documentedPaths.has(scenario.path)) {
        rows.push(notMeasured(scenario.subject, measure, 'the operator API has no such endpoint yet', budget));
        continue;
      }
      const result = await runLoad({
        ...(await scenario.job(target, auth)),
        origin: target.origin,
        rate: BUDGETS.apiRate,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      const failed = result.non2xx + result.errors + result.timeouts;
      const figure =
        `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `non-2xx ${result.non2xx}` +
        (result.errors + result.timeouts > 0 ? `, errors ${result.errors}, timeouts ${result.timeouts}` : '');
      // The rate counts as held within 2 %: autocannon's per-second quotas round per connection.
      const held = result.requestsPerSecond >= BUDGETS.apiRate * 0.98;
      rows.push(checked(scenario.subject, measure, figure, budget, held && result.p99Ms <= BUDGETS.apiP99Ms && failed === 0));
    }
    return rows;
  } finally {
    await target.stop();
  }
}
