import { sql } from 'kysely';
import { readMigrations } from '../migrate.ts';
import type { Migration } from '../migrate.ts';
import { toPostgres } from './portable-migrations.ts';
import { all } from './store.ts';
import type { Store } from './store.ts';

/** pg_advisory_xact_lock key: instances starting at once apply each migration once, one after another. */
const MIGRATION_LOCK = 19_000_001;

/**
 * Applies to PostgreSQL every migration not yet recorded in schema_migrations — the same files
 * SQLite runs (migrate.ts), translated (portable-migrations.ts) — each in its own transaction
 * together with its record, and returns the versions it applied.
 */
export async function migratePostgres(
  store: Store,
  now: number,
  migrations: Migration[] = readMigrations(),
): Promise<number[]> {
  if (store.dialect !== 'postgres')
    throw new Error('migratePostgres needs a PostgreSQL store; SQLite migrates with migrate()');
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
  await store.transaction(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at BIGINT NOT NULL
    )`.execute(tx);
  });
  const done: number[] = [];
  for (const migration of migrations) {
    const applied = await store.transaction(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      const recorded = await all(
        tx,
        sql<{ version: number }>`SELECT version FROM schema_migrations WHERE version = ${migration.version}`,
      );
      if (recorded.length > 0) return false;
      // No parameters: the simple query protocol, which runs the file's several statements.
      await sql.raw(toPostgres(migration.sql)).execute(tx);
      await sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${now})`.execute(
        tx,
      );
      return true;
    });
    if (applied) done.push(migration.version);
  }
  return done;
}
