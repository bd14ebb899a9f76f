import { openDatabase } from '../db/database.ts';
import pg from 'pg';

/**
 * Links an account to a resident where the residents' repository reads it: the SQLite
 * file, or the test's PostgreSQL database when the server runs on one.
 */
export async function linkAccount(
  where: { dbPath: string; databaseUrl: string | undefined },
  userId: number,
  contragentId: number,
): Promise<void> {
  if (where.databaseUrl === undefined) {
    const db = openDatabase(where.dbPath);
    db.prepare('INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (?, ?, 0)').run(
      userId,
      contragentId,
    );
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: where.databaseUrl });
  await client.connect();
  try {
    await client.query('INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES ($1, $2, 0)', [
      userId,
      contragentId,
    ]);
  } finally {
    await client.end();
  }
}
