import { startPostgres, type PostgresServer } from '@resident/test-stack';
import { BUDGETS } from '../budgets.ts';
import type { ConfiguredRow } from '../report/print-side-by-side.ts';
import { notMeasured, type Row } from '../report/row.ts';
import { CONNECTIONS, measureAtFixedRate, type FixedRateLoad } from './fixed-rate.ts';
import type { LoadBudget } from './load-row.ts';
import { createSessions, startLoadTarget, type LoadTarget } from './load-target.ts';
import { measureBilling } from './measure-billing.ts';
import { residentAuth, type ResidentAuth } from './resident-auth.ts';

const BUDGET: LoadBudget = { rate: BUDGETS.apiRate, p99Ms: BUDGETS.apiP99Ms };
const SUSTAINED: LoadBudget = { rate: BUDGETS.apiSustainedRate, p99Ms: BUDGETS.apiP99Ms };
/**
 * Clients of the sustained rows: one request at a time each, so 2 000 req/s over 10 would leave
 * each 5 ms per round trip; 50 leave 25 ms, the p99 budget, so the rate is not capped by the client.
 */
const SUSTAINED_CONNECTIONS = 50;
/** Sessions whose refresh tokens the token load rotates: several per connection, so none waits. */
const SESSIONS_PER_CONNECTION = 4;

function refreshLoad(target: LoadTarget, budget: LoadBudget, durationSeconds?: number): FixedRateLoad {
  return {
    subject: `POST /api/oauth/token (refresh_token)${durationSeconds ? ', sustained' : ''}`,
    documentedPath: '/api/oauth/token',
    budget,
    ...(durationSeconds ? { durationSeconds, connections: SUSTAINED_CONNECTIONS } : {}),
    async job() {
      const sessions = await createSessions(
        target,
        SESSIONS_PER_CONNECTION * (durationSeconds ? SUSTAINED_CONNECTIONS : CONNECTIONS),
      );
      return {
        method: 'POST',
        path: '/api/oauth/token',
        headers: { authorization: target.clientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
        refreshTokens: sessions.map((session) => session.refresh_token),
      };
    },
  };
}

function tasksLoad(auth: ResidentAuth, budget: LoadBudget, durationSeconds?: number): FixedRateLoad {
  return {
    subject: `GET /api/v3/main/communication/tasks${durationSeconds ? ', sustained' : ''}`,
    documentedPath: '/api/v3/main/communication/tasks',
    budget,
    ...(durationSeconds ? { durationSeconds, connections: SUSTAINED_CONNECTIONS } : {}),
    // As the header polls it: for the active personal account.
    job: async () => ({
      method: 'GET',
      path: `/api/v3/main/communication/tasks?contragentId=${auth.contragentId}`,
      headers: { authorization: auth.bearer },
    }),
  };
}

/**
 * What `pnpm bench --api-only` measures; the flags narrow it for a profile or an A/B of one change:
 * `--api-sustained` the two sustained rows alone (no 500 req/s rows, no billing documents),
 * `--api-rate=1000` and `--api-seconds=10` the sustained rows at another rate or length, `--api-backend=postgres` (or `sqlite`) one
 * configuration only.
 */
export interface ApiScope {
  sustainedOnly: boolean;
  sustainedRate: number;
  /** `--api-seconds=10`: how long the sustained rows run. */
  sustainedSeconds: number;
  backends: readonly ('sqlite' | 'postgres')[];
}

export function apiScopeOf(argv: readonly string[]): ApiScope {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const backend = value('api-backend');
  return {
    sustainedOnly: argv.includes('--api-sustained'),
    sustainedRate: Number(value('api-rate') ?? BUDGETS.apiSustainedRate),
    sustainedSeconds: Number(value('api-seconds') ?? BUDGETS.apiSustainedSeconds),
    backends: backend === 'sqlite' || backend === 'postgres' ? [backend] : ['sqlite', 'postgres'],
  };
}

function scenarios(target: LoadTarget, auth: ResidentAuth, scope: ApiScope): FixedRateLoad[] {
  const sustained = { ...SUSTAINED, rate: scope.sustainedRate };
  if (scope.sustainedOnly) {
    return [refreshLoad(target, sustained, scope.sustainedSeconds), tasksLoad(auth, sustained, scope.sustainedSeconds)];
  }
  return [
    refreshLoad(target, BUDGET),
    {
      subject: 'GET /api/v3/main/user/',
      documentedPath: '/api/v3/main/user/',
      budget: BUDGET,
      job: async () => ({ method: 'GET', path: '/api/v3/main/user/', headers: { authorization: auth.bearer } }),
    },
    tasksLoad(auth, BUDGET),
    // The two calls every open portal repeats by itself, at four times the rate
    // and three times as long, so a slow leak or a write-heavy path (each refresh rotates a token
    // in SQLite) shows.
    refreshLoad(target, sustained, scope.sustainedSeconds),
    tasksLoad(auth, sustained, scope.sustainedSeconds),
  ];
}

/** How many instances the PostgreSQL configuration runs, the load spread over them. */
const POSTGRES_INSTANCES = 2;
export const CONFIGURATIONS = {
  sqlite: 'SQLite (one process)',
  postgres: `PostgreSQL, ${POSTGRES_INSTANCES} instances`,
} as const;

/** Every row of one configuration: the fixed-rate endpoints, then the billing documents. */
async function measureTarget(target: LoadTarget, scope: ApiScope): Promise<Row[]> {
  const auth = await residentAuth(target);
  const rows: Row[] = [];
  for (const load of scenarios(target, auth, scope)) rows.push(await measureAtFixedRate(target, load));
  if (scope.sustainedOnly) return rows;
  try {
    rows.push(...(await measureBilling(target, auth)));
  } catch (error) {
    // A billing call that does not answer (an instance without the data) is a finding, not a crash.
    rows.push(
      notMeasured(
        'billing documents (receipt PDF, 10-year export)',
        '—',
        error instanceof Error ? error.message : String(error),
      ),
    );
  }
  return rows;
}

async function measureOn(start: () => Promise<LoadTarget>, scope: ApiScope): Promise<Row[]> {
  const target = await start();
  try {
    return await measureTarget(target, scope);
  } finally {
    await target.stop();
  }
}

/**
 * The operator API in its own process: the common endpoints under a fixed 500 req/s, one at a
 * time, the refresh and the tasks call at 2 000 req/s for 30 s, then the billing documents
 * (`measure-billing.ts`) for the same signed-in resident — first on the embedded SQLite, then the
 * same rows on PostgreSQL (`@resident/postgres-server`, started here and removed after) with two
 * instances in their own processes, the load spread over both.
 */
export async function measureApi(
  progress: (text: string) => void = () => {},
  scope: ApiScope = apiScopeOf([]),
): Promise<ConfiguredRow[]> {
  const rows: ConfiguredRow[] = [];
  if (scope.backends.includes('sqlite')) {
    progress(`operator API under load: ${CONFIGURATIONS.sqlite}`);
    for (const row of await measureOn(() => startLoadTarget(), scope))
      rows.push({ configuration: CONFIGURATIONS.sqlite, row });
  }
  if (!scope.backends.includes('postgres')) return rows;
  progress(`operator API under load: ${CONFIGURATIONS.postgres}`);
  let postgres: PostgresServer;
  try {
    postgres = await startPostgres();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return [...rows, { configuration: CONFIGURATIONS.postgres, row: notMeasured('PostgreSQL', '—', why) }];
  }
  try {
    const measured = await measureOn(
      () => startLoadTarget({ backend: 'postgres', postgres, instances: POSTGRES_INSTANCES }),
      scope,
    );
    for (const row of measured) rows.push({ configuration: CONFIGURATIONS.postgres, row });
  } finally {
    await postgres.stop();
  }
  return rows;
}
