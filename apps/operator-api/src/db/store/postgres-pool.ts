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

/** A pool of the pure-JS driver (no pg-native) for a postgres:// URL. */
export function createPostgresPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle connection the server ended (a restart, an administrator) is dropped by the pool and the
  // next query opens a new one; without a listener its 'error' event would end the process.
  pool.on('error', () => {});
  return pool;
}
