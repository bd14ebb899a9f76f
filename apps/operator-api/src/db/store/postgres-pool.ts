import pg from 'pg';

const INT8 = 20;
const NUMERIC = 1700;

/**
 * PostgreSQL answers bigint (kopecks, millisecond times, COUNT) and numeric (SUM of bigints) as
 * text; the repositories work with JS numbers as on SQLite. Kopecks and milliseconds stay far below
 * 2^53, so a value past it is a bug to surface, not to round.
 */
function safeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`integer outside the safe range: ${text}`);
  return value;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return safeInteger;
    if (oid === NUMERIC) return Number;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as typeof pg.types.getTypeParser,
};

/** Distinct statement texts named at most; past it a new text runs unnamed (a bound on each backend's memory). */
const NAMED_STATEMENTS_MAX = 1000;
const statementNames = new Map<string, string>();

/** The name a statement text is prepared under on every connection: its order of first use. */
export function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < NAMED_STATEMENTS_MAX) {
    name = `s${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Makes the client prepare each parameterised statement once per connection and then only bind and
 * execute it: the repositories repeat a few hundred statement texts, and PostgreSQL
 * parsed and planned each of them again on every call. Kysely calls `query(text, values)`; a
 * statement without parameters (BEGIN, COMMIT, a migration) keeps the simple protocol.
 */
function prepareStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [text, values, callback] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined) {
      const name = statementName(text);
      if (name !== undefined) return query({ name, text, values });
    }
    return query(...args);
  };
  Object.assign(client, { query: named });
}

/** A pool of the pure-JS driver (no pg-native) for a postgres:// URL. */
export function createPostgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types });
  pool.on('connect', prepareStatements);
  // An idle connection the server ended (a restart, an administrator) is dropped by the pool and the
  // next query opens a new one; without a listener its 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}
