import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Brand } from '@resident/contract';
import { readMigrations } from '../db/migrate.ts';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface ReadyRouteDeps {
  store: Store;
  brand: Brand | undefined;
}

/** A database that does not answer within this is as good as down for a load balancer. */
const DATABASE_TIMEOUT_MS = 2_000;

const CheckSchema = z.enum(['ok', 'failed']);
const ReadySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({ database: CheckSchema, migrations: CheckSchema, brand: CheckSchema }),
});
export type Readiness = z.infer<typeof ReadySchema>;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What /api/ready checks: the database answers, every migration this build ships is recorded in
 * it (an instance of a newer build on an older schema is not ready), and a brand is loaded.
 */
export async function checkReadiness(
  { store, brand }: ReadyRouteDeps,
  expectedVersions: readonly number[],
): Promise<Readiness> {
  let database: 'ok' | 'failed' = 'ok';
  let migrations: 'ok' | 'failed' = 'failed';
  try {
    const rows = await withTimeout(
      all(store.db, sql<{ version: number }>`SELECT version FROM schema_migrations`),
      DATABASE_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((row) => Number(row.version)));
    if (expectedVersions.every((version) => applied.has(version))) migrations = 'ok';
  } catch {
    database = 'failed';
  }
  const brandLoaded = brand !== undefined && brand.company.name.trim() !== '' ? 'ok' : 'failed';
  const checks = { database, migrations, brand: brandLoaded } as const;
  return { status: Object.values(checks).every((check) => check === 'ok') ? 'ready' : 'not-ready', checks };
}

/**
 * GET /api/ready, beside the liveness /api/health: 200 when this instance can serve residents,
 * 503 naming the check that failed (a load balancer takes it out of the rotation). While the server
 * stops it answers 503 like every request (closing-answer.ts).
 */
export async function readyRoute(app: FastifyInstance, deps: ReadyRouteDeps): Promise<void> {
  const expected = readMigrations().map((migration) => migration.version);
  app.withTypeProvider<ZodTypeProvider>().get('/ready', {
    schema: {
      operationId: 'getReadiness',
      tags: ['service'],
      summary: 'Готовность принимать запросы',
      description:
        'Readiness, beside the liveness `/api/health`: 200 when the database answers, every migration of this build ' +
        'is applied and the brand is loaded; 503 with the check that failed otherwise. For load balancers and deployments.',
      security: [],
      response: { 200: ReadySchema, 503: ReadySchema },
    },
    async handler(_request, reply) {
      const readiness = await checkReadiness(deps, expected);
      reply.header('cache-control', 'no-store');
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  });
}
