import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { CompiledQuery, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { DatabaseConnection, Dialect, Driver, Kysely, QueryResult } from 'kysely';

/** Prepared statements kept per connection; the repositories' SQL is a fixed, small set. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The app's one node:sqlite connection as a Kysely connection. Kysely's SqliteAdapter says the
 * dialect has a single connection, so Kysely queues every query and transaction on it: an async
 * transaction holds the connection until it commits.
 */
class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #prepare(text: string): StatementSync {
    let statement = this.#statements.get(text);
    if (!statement) {
      statement = this.#db.prepare(text);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) this.#statements.clear();
      this.#statements.set(text, statement);
    }
    return statement;
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(query.sql);
    const parameters = query.parameters as SQLInputValue[];
    // A statement that yields columns (SELECT, or any with RETURNING) is read; the rest only run.
    if (statement.columns().length > 0) return Promise.resolve({ rows: statement.all(...parameters) as R[] });
    const { changes } = statement.run(...parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), rows: [] });
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; streaming is never used here
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('streaming is not supported on node:sqlite');
  }
}

/**
 * The synchronous code shares this connection, and anything it runs while a store transaction is
 * open would land inside that transaction. A transaction that awaits only the store finishes
 * within one turn of the event loop (every query here answers at once), so nothing else runs in
 * between; one still open when the loop turns has awaited something else, which is a bug.
 */
export function heldAcrossTurns(): void {
  const error = new Error(
    'A store transaction on SQLite awaited something besides the store: other requests ran inside it',
  );
  // Loud in the tests (an uncaught error fails the run), logged in a running server.
  if (process.env.VITEST) throw error;
  console.error(error);
}

export type NodeSqliteDialectOptions = {
  onHeldAcrossTurns?: () => void;
  /** Counts the connection's users between acquire and release (a transaction holds it throughout): the pool metric. */
  usage?: { held: number };
};

class NodeSqliteDriver implements Driver {
  readonly #connection: NodeSqliteConnection;
  readonly #onHeldAcrossTurns: () => void;
  readonly #usage: { held: number };
  #openTransaction: object | undefined;

  constructor(
    db: DatabaseSync,
    { onHeldAcrossTurns = heldAcrossTurns, usage = { held: 0 } }: NodeSqliteDialectOptions = {},
  ) {
    this.#connection = new NodeSqliteConnection(db);
    this.#onHeldAcrossTurns = onHeldAcrossTurns;
    this.#usage = usage;
  }

  async init() {}

  // One connection: Kysely queues its users (SqliteAdapter says so), a transaction keeps it.
  acquireConnection() {
    this.#usage.held += 1;
    return Promise.resolve(this.#connection);
  }

  async beginTransaction(connection: DatabaseConnection) {
    // IMMEDIATE like the synchronous transactions: the write lock is taken at BEGIN, so another
    // process on the file (the operator CLI) cannot make this transaction fail halfway.
    await connection.executeQuery(CompiledQuery.raw('BEGIN IMMEDIATE'));
    const transaction = {};
    this.#openTransaction = transaction;
    // The loop's next turn is seen by whichever comes first: the check phase (setImmediate) or a
    // timer. A transaction begun in a check phase that awaits a timer would otherwise finish in
    // the next turn's timers phase, before the check ran (a CI run under load missed one so).
    let seen = false;
    const turned = () => {
      if (seen) return;
      seen = true;
      if (this.#openTransaction === transaction) this.#onHeldAcrossTurns();
    };
    setImmediate(turned);
    setTimeout(turned, 0).unref();
  }

  async commitTransaction(connection: DatabaseConnection) {
    this.#openTransaction = undefined;
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    this.#openTransaction = undefined;
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection() {
    this.#usage.held -= 1;
  }

  // The connection is the app's: whoever opened it closes it.
  async destroy() {}
}

/** A Kysely dialect over an already open node:sqlite connection, shared with the synchronous code. */
export class NodeSqliteDialect implements Dialect {
  readonly #db: DatabaseSync;
  readonly #options: NodeSqliteDialectOptions;

  constructor(db: DatabaseSync, options: NodeSqliteDialectOptions = {}) {
    this.#db = db;
    this.#options = options;
  }

  createDriver(): Driver {
    return new NodeSqliteDriver(this.#db, this.#options);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<never>) {
    return new SqliteIntrospector(db);
  }
}
