import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migratePostgres } from '../db/store/migrate-postgres.ts';
import type { Store } from '../db/store/store.ts';
import { postgresUrl, twoStoresOnOnePostgres } from '../test-support/test-databases.ts';
import { purgeRateLimitCounters, RATE_LIMIT_TABLE, sharedRateLimitStore } from './shared-rate-limit-store.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
/** The plugin calls `read` for `{ increment: false }`; its store type leaves it out. */
type CountingStore = FastifyRateLimitStore & {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
};
const WINDOW = 60_000;

function promised(call: (callback: Callback) => void): Promise<Counted> {
  return new Promise((resolve, reject) => call((error, result) => (error ? reject(error) : resolve(result!))));
}
const incr = (store: CountingStore, key: string) => promised((callback) => store.incr(key, callback, WINDOW, 0));
const read = (store: CountingStore, key: string) => promised((callback) => store.read(key, callback, WINDOW, 0));

/** The store of one route, as the plugin makes it for a route's own rateLimit config. */
function routeStore(store: Store, url = '/api/limited'): CountingStore {
  const Ctor = sharedRateLimitStore(store, { keepLocal: (key) => key.startsWith('local:') });
  return new Ctor({}).child({ routeInfo: { method: 'POST', url } } as never) as CountingStore;
}

describe.runIf(postgresUrl())('the shared rate-limit store on one PostgreSQL database from two instances', () => {
  let stores: Awaited<ReturnType<typeof twoStoresOnOnePostgres>>;
  let a: Store;
  let b: Store;

  beforeEach(async () => {
    stores = await twoStoresOnOnePostgres();
    ({ a, b } = stores);
    // The table is the migrations' (033).
    await migratePostgres(a, Date.now());
  });
  afterEach(() => stores.close());

  it('neither loses nor doubles a hit when both instances count one key at once', async () => {
    const [onA, onB] = [routeStore(a), routeStore(b)];
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, index) => incr(index % 2 === 0 ? onA : onB, 'address:203.0.113.1')),
    );
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    for (const hit of hits) expect(hit.ttl > 0 && hit.ttl <= WINDOW).toBe(true);
    expect(await read(onA, 'address:203.0.113.1')).toMatchObject({ current: 60 });
  });

  it('reads without counting, and counts each route and key apart', async () => {
    const [registration, recovery] = [routeStore(a, '/api/registration'), routeStore(b, '/api/recovery')];
    expect(await read(registration, 'address:1')).toEqual({ current: 0, ttl: 0 });
    await incr(registration, 'address:1');
    await incr(registration, 'address:1');
    expect(await read(registration, 'address:1')).toMatchObject({ current: 2 });
    expect(await read(registration, 'address:1')).toMatchObject({ current: 2 });
    expect(await incr(recovery, 'address:1')).toMatchObject({ current: 1 });
    expect(await incr(registration, 'address:2')).toMatchObject({ current: 1 });
  });

  it('counts kept-local keys in each instance, without a row', async () => {
    const [onA, onB] = [routeStore(a), routeStore(b)];
    expect(await incr(onA, 'local:1')).toMatchObject({ current: 1 });
    expect(await incr(onA, 'local:1')).toMatchObject({ current: 2 });
    expect(await incr(onB, 'local:1')).toMatchObject({ current: 1 });
    expect(await read(onA, 'local:1')).toMatchObject({ current: 2 });
    await incr(onA, 'shared:1');
    const rows = await sql<{ key: string }>`SELECT key FROM ${sql.table(RATE_LIMIT_TABLE)}`.execute(a.db);
    expect(rows.rows.map((row) => row.key)).toEqual(['POST /api/limited shared:1']);
  });

  it('purges only the windows that have passed', async () => {
    await incr(routeStore(a), 'address:1');
    await purgeRateLimitCounters(a, Date.now());
    expect(await read(routeStore(b), 'address:1')).toMatchObject({ current: 1 });
    await purgeRateLimitCounters(a, Date.now() + WINDOW + 1);
    const rows = await sql`SELECT key FROM ${sql.table(RATE_LIMIT_TABLE)}`.execute(a.db);
    expect(rows.rows).toEqual([]);
  });
});
