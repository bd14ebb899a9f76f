import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseSync } from 'node:sqlite';
import { typed } from './rows.ts';
import { createTransaction } from './transaction.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

const FILE_NAME = /^(\d{3})-([a-z0-9-]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Reads the `NNN-name.sql` files ordered by number; a misnamed file or a duplicate number is an error. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2]) throw new Error(`Migration file name must be NNN-name.sql: ${file}`);
      return { version: Number(match[1]), name: match[2], sql: readFileSync(join(dir, file), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`Two migrations share the number ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Applies every migration not yet recorded in schema_migrations, each in its own transaction
 * together with its record, and returns the versions it applied.
 */
export function migrate(db: DatabaseSync, now: number, migrations: Migration[] = readMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`);
  const applied = new Set(
    typed<{ version: number }>(db.prepare('SELECT version FROM schema_migrations'))
      .all()
      .map((row) => row.version),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const transaction = createTransaction(db);
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, now);
    });
    done.push(migration.version);
  }
  return done;
}
