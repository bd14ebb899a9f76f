import { expect, it } from 'vitest';
import { postgresUrl } from '../../test-support/test-databases.ts';
import { createPostgresPool } from './postgres-pool.ts';

// PostgreSQL parsed and planned every statement on every call, ~40 % of its CPU per request.
it.skipIf(!postgresUrl())(
  'prepares a parameterised statement once per connection and reuses it; BEGIN and COMMIT stay simple queries',
  async () => {
    // No table is touched: a session's prepared statements are its own.
    const pool = createPostgresPool(postgresUrl() ?? '', 1);
    try {
      const client = await pool.connect();
      try {
        for (const value of [1, 2, 3])
          expect((await client.query('SELECT $1::int + 1 AS next', [value])).rows).toEqual([{ next: value + 1 }]);
        await client.query('BEGIN');
        await client.query('COMMIT');
        const prepared = await client.query(
          "SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT $1::int%'",
        );
        expect(prepared.rows).toEqual([{ statement: 'SELECT $1::int + 1 AS next' }]);
        expect((await client.query('SELECT count(*) AS n FROM pg_prepared_statements')).rows).toEqual([{ n: 1 }]);
      } finally {
        client.release();
      }
    } finally {
      await pool.end();
    }
  },
);
