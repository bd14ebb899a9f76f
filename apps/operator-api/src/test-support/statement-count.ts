import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseSync, StatementSync } from 'node:sqlite';
import pg from 'pg';

/**
 * Records the SQL statements that reach the database inside `countStatements(work)`: every
 * node:sqlite statement run (BEGIN and COMMIT included) and every query sent on a PostgreSQL
 * connection, i.e. one per round trip. Recorded at the drivers, under Kysely, so the store and
 * whatever still speaks to the connection directly are both seen; only work started inside the
 * call is recorded, not the server's timers (outbox, purges) running beside it.
 */
const scope = new AsyncLocalStorage<string[]>();
const PATCHED = Symbol.for('resident.statement-count');

/** The SQL text of a call: a StatementSync's own, or the first argument (text or query config). */
type TextOf = (target: unknown, args: unknown[]) => string;

function recorded<T extends object>(prototype: T, names: readonly (keyof T & string)[], textOf: TextOf): void {
  const marked = prototype as T & { [PATCHED]?: true };
  if (marked[PATCHED]) return;
  marked[PATCHED] = true;
  for (const name of names) {
    const original = prototype[name] as (...args: unknown[]) => unknown;
    Object.assign(prototype, {
      [name](this: unknown, ...args: unknown[]) {
        scope.getStore()?.push(textOf(this, args));
        return original.apply(this, args);
      },
    });
  }
}

const oneLine = (text: unknown) => String(text).replace(/\s+/g, ' ').trim();
const queryText: TextOf = (_target, [query]) =>
  oneLine(typeof query === 'object' && query !== null && 'text' in query ? query.text : query);

// Patched when this module loads, before a test's server opens its connections: the PostgreSQL
// pool binds each client's `query` as it connects (postgres-pool.ts).
recorded(StatementSync.prototype, ['all', 'get', 'iterate', 'run'], (statement) =>
  oneLine((statement as StatementSync).sourceSQL),
);
recorded(DatabaseSync.prototype, ['exec'], queryText);
recorded(pg.Client.prototype, ['query'], queryText);

/** Runs the work and answers its result with the SQL statements it ran, in order. */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  // Awaited inside the run: Fastify's inject answers a thenable that starts the request only when
  // awaited, and an await outside would start it outside the recorded context.
  const result = await scope.run(statements, async () => await work());
  return { result, statements };
}
