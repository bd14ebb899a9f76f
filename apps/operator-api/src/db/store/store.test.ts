import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { migrate } from '../migrate.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { all, first, openStore, run } from './store.ts';
import type { Db } from './store.ts';
import type { Database } from '../database-schema.ts';

const addPromotion = (db: Db, title: string) =>
  sql`INSERT INTO promotions (title, summary, conditions, prizes, how_to_receive, starts_on, ends_on, draw_on)
    VALUES (${title}, '', '[]', '[]', '', '2026-01-01', '2026-02-01', '2026-03-01')`.execute(db);
const titles = async (db: Db) =>
  (await all(db, sql<{ title: string }>`SELECT title FROM promotions ORDER BY id`)).map((row) => row.title);

describe.each(BACKENDS)('the store on %s', (backend) => {
  let test: TestStore;

  beforeEach(async () => {
    test = await openTestStore(backend);
  });

  afterEach(async () => {
    await test.close();
  });

  it('commits a transaction and rolls one back when its work throws', async () => {
    const { store } = test;
    await store.transaction((tx) => addPromotion(tx, 'kept'));
    await expect(
      store.transaction(async (tx) => {
        await addPromotion(tx, 'undone');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await titles(store.db)).toEqual(['kept']);
  });

  it('reports its connections for the pool metrics: one held by a transaction, idle again after it', async () => {
    const { store } = test;
    const before = store.poolStats();
    expect(before.max).toBe(backend === 'sqlite' ? 1 : 10);
    expect(before.inUse).toBe(0);
    const during = await store.transaction(async (tx) => {
      await addPromotion(tx, 'counted');
      return store.poolStats();
    });
    expect(during.inUse).toBe(1);
    expect(during.waiting).toBe(0);
    const after = store.poolStats();
    expect(after.inUse).toBe(0);
    expect(after.idle).toBeGreaterThanOrEqual(1);
  });

  it('answers counts and ids as JS numbers, as SQLite does', async () => {
    const { store } = test;
    const row = await first(
      store.db,
      sql<{
        id: number;
      }>`INSERT INTO promotions (title, summary, conditions, prizes, how_to_receive, starts_on, ends_on, draw_on)
      VALUES ('a', '', '[]', '[]', '', '2026-01-01', '2026-02-01', '2026-03-01') RETURNING id`,
    );
    expect(row).toEqual({ id: 1 });
    expect(await first(store.db, sql<{ count: number }>`SELECT COUNT(*) AS count FROM promotions`)).toEqual({
      count: 1,
    });
  });

  it('runs concurrent read-modify-write transactions without losing one', async () => {
    const { store } = test;
    // SQLite queues them on its one connection; PostgreSQL orders them by the row lock.
    const lock = backend === 'postgres' ? sql` FOR UPDATE` : sql``;
    await addPromotion(store.db, '0');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        store.transaction(async (tx) => {
          const current = await first(tx, sql<{ title: string }>`SELECT title FROM promotions WHERE id = 1${lock}`);
          // PostgreSQL: other transactions run meanwhile. SQLite: a transaction awaits only the store.
          if (backend === 'postgres') await new Promise((resolve) => setTimeout(resolve, 1));
          await sql`UPDATE promotions SET title = ${String(Number(current?.title) + 1)} WHERE id = 1`.execute(tx);
        }),
      ),
    );
    expect(await titles(store.db)).toEqual(['10']);
  });

  it('joins a transaction already open in the call chain: one commit, and one rollback for all of it', async () => {
    const { store } = test;
    // A service's transaction calling code that opens its own (an order made inside a rental).
    const inner = () => store.transaction((tx) => addPromotion(tx, 'inner'));
    await store.transaction(async (tx) => {
      await addPromotion(tx, 'outer');
      await inner();
      expect(await titles(store.q)).toEqual(['outer', 'inner']);
    });
    await expect(
      store.transaction(async () => {
        await inner();
        await run(store, sql`UPDATE promotions SET title = 'changed'`);
        throw new Error('the outer work failed');
      }),
    ).rejects.toThrow('the outer work failed');
    expect(await titles(store.db)).toEqual(['outer', 'inner']);
    expect(await run(store, sql`UPDATE promotions SET title = 'all' WHERE title <> 'all'`)).toBe(2);
  });

  it('runs an after-commit effect once the outermost transaction commits, never after a rollback, and at once outside one', async () => {
    const { store } = test;
    const effects: string[] = [];
    await store.transaction(async () => {
      await store.transaction(async () => store.afterCommit(() => effects.push('joined')));
      store.afterCommit(() => effects.push('outer'));
      expect(effects).toEqual([]);
    });
    expect(effects).toEqual(['joined', 'outer']);
    await expect(
      store.transaction(async () => {
        store.afterCommit(() => effects.push('rolled back'));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    store.afterCommit(() => effects.push('now'));
    expect(effects).toEqual(['joined', 'outer', 'now']);
  });

  it('keeps the transactions of concurrent call chains apart', async () => {
    const { store } = test;
    await Promise.all(
      ['a', 'b', 'c'].map((title) =>
        store.transaction(async () => {
          await addPromotion(store.q, title);
          expect(
            await first(store, sql<{ count: number }>`SELECT COUNT(*) AS count FROM promotions WHERE title = ${title}`),
          ).toEqual({ count: 1 });
        }),
      ),
    );
    expect((await titles(store.db)).sort()).toEqual(['a', 'b', 'c']);
    expect(store.q).toBe(store.db);
  });
});

describe('the SQLite store', () => {
  it('says so when a transaction awaits something besides the store (other requests would run inside it)', async () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    const held: string[] = [];
    const kysely = new Kysely<Database>({
      dialect: new NodeSqliteDialect(db, { onHeldAcrossTurns: () => held.push('held') }),
    });
    await kysely.transaction().execute(async (tx) => {
      await addPromotion(tx, 'quick');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(held).toEqual([]);
    await kysely.transaction().execute(async (tx) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await addPromotion(tx, 'slow');
    });
    expect(held).toEqual(['held']);
    db.close();
  });

  it('says so too when the awaited timer ends before the loop reaches its check phase', async () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    const held: string[] = [];
    const kysely = new Kysely<Database>({
      dialect: new NodeSqliteDialect(db, { onHeldAcrossTurns: () => held.push('held') }),
    });
    // Begun in a check phase; the timer is due before the loop comes round (a busy machine): it
    // runs in the next turn's timers phase, ahead of any setImmediate.
    await new Promise((resolve) => setImmediate(resolve));
    await kysely.transaction().execute(async (tx) => {
      const due = new Promise((resolve) => setTimeout(resolve, 2));
      const until = performance.now() + 10;
      while (performance.now() < until);
      await due;
      await addPromotion(tx, 'late');
    });
    expect(held).toEqual(['held']);
    db.close();
  });

  it("shares the app's connection: the synchronous code sees what it wrote, and it stays open after close", async () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    const store = openStore({ dialect: 'sqlite', db });
    await addPromotion(store.db, 'shared');
    await store.close();
    expect(db.prepare('SELECT title FROM promotions').all()).toEqual([{ title: 'shared' }]);
    db.close();
  });
});
