import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import type { RawBuilder } from 'kysely';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { createPostgresPool } from './postgres-pool.ts';

/**
 * The repositories speak SQL text through Kysely's `sql` tag (placeholders become `?` or `$n` per
 * dialect); no table types are declared, so the database type is left open.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- raw `sql` queries only, see above
export type Db = Kysely<any>;

export type StoreDialect = 'sqlite' | 'postgres';

/** The async storage layer (issue 19): one interface over SQLite and PostgreSQL. */
export interface Store {
  readonly dialect: StoreDialect;
  readonly db: Db;
  /**
   * Runs the work atomically. SQLite: on the one connection, queued behind every other query of
   * this store. PostgreSQL: on a pooled connection of its own.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Closes the PostgreSQL pool; the SQLite connection stays its opener's to close. */
  close(): Promise<void>;
}

export type StoreConfig = { dialect: 'sqlite'; db: DatabaseSync } | { dialect: 'postgres'; url: string; poolSize?: number };

export function openStore(config: StoreConfig): Store {
  const db: Db =
    config.dialect === 'sqlite'
      ? new Kysely({ dialect: new NodeSqliteDialect(config.db) })
      : new Kysely({ dialect: new PostgresDialect({ pool: createPostgresPool(config.url, config.poolSize) }) });
  return {
    dialect: config.dialect,
    db,
    transaction: (work) => db.transaction().execute(work),
    close: () => db.destroy(),
  };
}

/** Every row of a query. */
export async function all<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

/** The first row of a query, or undefined. */
export async function first<Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> {
  return (await query.execute(db)).rows[0];
}
