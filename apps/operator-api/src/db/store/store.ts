import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import type { RawBuilder } from 'kysely';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { createPostgresPool } from './postgres-pool.ts';
import type { Database } from '../database-schema.ts';

/**
 * The database as Kysely sees it: the tables of database-schema.ts. Plain reads and writes go
 * through the query builder; what reads better as SQL (window functions, upserts, recursive CTEs,
 * the ledger's sums) stays in Kysely's `sql` tag, typed with the row types of that file.
 */
export type Db = Kysely<Database>;

export type StoreDialect = 'sqlite' | 'postgres';

/** The async storage layer: one interface over SQLite and PostgreSQL. */
export interface Store {
  readonly dialect: StoreDialect;
  /** The root: a query on it runs outside any transaction (use `q` inside code a transaction may call). */
  readonly db: Db;
  /**
   * Where a query runs now: the transaction this async call chain is inside (store.transaction),
   * otherwise the root. Code that may run inside a caller's transaction (an order made by a
   * service, a payment's onPaid) queries through it, so it joins that transaction: on SQLite a
   * query on the root would wait for the connection the transaction holds, on PostgreSQL it would
   * run on another connection, outside the transaction.
   */
  readonly q: Db;
  /**
   * Runs the work atomically. SQLite: on the one connection, queued behind every other query of
   * this store. PostgreSQL: on a pooled connection of its own. Called inside a transaction of this
   * store, the work joins it (one commit, one rollback) instead of opening another.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `effect` once the transaction open in this call chain commits, and never if it rolls
   * back; outside a transaction, at once. For what must not happen before the rows are visible to
   * everyone (a mail delivered, a websocket event published). An effect that throws is the
   * effect's failure, not the transaction's: catch inside it.
   */
  afterCommit(effect: () => void): void;
  /**
   * Queries waiting for a pooled PostgreSQL connection now (pg's waitingCount); 0 on SQLite, whose
   * one connection queues inside the driver. Load shedding refuses new requests past a limit.
   */
  waitingForConnection(): number;
  /** Closes the PostgreSQL pool; the SQLite connection stays its opener's to close. */
  close(): Promise<void>;
  /** The connections now, for the pool metrics (SQLite: its one connection, busy or idle). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  /** Connections the pool may open. */
  max: number;
  /** Connections serving a query or a transaction. */
  inUse: number;
  /** Open connections nobody uses. */
  idle: number;
  /** Queries waiting for a connection (SQLite: users beyond the one holding it). */
  waiting: number;
}

export type StoreConfig =
  { dialect: 'sqlite'; db: DatabaseSync } | { dialect: 'postgres'; url: string; poolSize?: number };

export function openStore(config: StoreConfig): Store {
  const usage = { held: 0 };
  const pool = config.dialect === 'postgres' ? createPostgresPool(config.url, config.poolSize) : undefined;
  const db: Db =
    config.dialect === 'sqlite'
      ? new Kysely({ dialect: new NodeSqliteDialect(config.db, { usage }) })
      : new Kysely({ dialect: new PostgresDialect({ pool: pool! }) });
  const poolStats = (): PoolStats =>
    pool
      ? {
          max: pool.options.max,
          inUse: pool.totalCount - pool.idleCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        }
      : { max: 1, inUse: Math.min(usage.held, 1), idle: usage.held > 0 ? 0 : 1, waiting: Math.max(usage.held - 1, 0) };
  // Per store: a transaction of another store (a test's second instance) is not joined.
  const ambient = new AsyncLocalStorage<{ tx: Db; effects: (() => void)[] }>();
  return {
    dialect: config.dialect,
    db,
    get q() {
      return ambient.getStore()?.tx ?? db;
    },
    async transaction(work) {
      const open = ambient.getStore();
      if (open) return work(open.tx);
      const effects: (() => void)[] = [];
      const result = await db.transaction().execute((tx) => ambient.run({ tx, effects }, () => work(tx)));
      for (const effect of effects) effect();
      return result;
    },
    afterCommit(effect) {
      const open = ambient.getStore();
      if (open) open.effects.push(effect);
      else effect();
    },
    waitingForConnection: () => pool?.waitingCount ?? 0,
    close: () => db.destroy(),
    poolStats,
  };
}

/** A store stands for its current executor (`q`): inside a transaction, that transaction. */
const executorOf = (target: Db | Store): Db => ('q' in target ? target.q : target);

/** Every row of a query. */
export async function all<Row>(target: Db | Store, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(executorOf(target))).rows;
}

/** The first row of a query, or undefined. */
export async function first<Row>(target: Db | Store, query: RawBuilder<Row>): Promise<Row | undefined> {
  return (await query.execute(executorOf(target))).rows[0];
}

/** Runs a statement and answers how many rows it changed (SQLite's `changes`). */
export async function run(target: Db | Store, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(executorOf(target))).numAffectedRows ?? 0);
}
