import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { ColumnMetadata } from 'kysely';
import { describe, expect, it } from 'vitest';
import { declaredSchema, schemaDifferences } from '../test-support/schema-differences.ts';
import type { Schema } from '../test-support/schema-differences.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import { migrate, readMigrations } from './migrate.ts';
import { openStore } from './store/store.ts';
import type { Store } from './store/store.ts';

/** The tables and columns of a migrated database, through Kysely's introspection. */
async function migratedSchema(store: Store): Promise<Schema> {
  const schema: Schema = new Map();
  for (const table of await store.db.introspection.getTables()) {
    if (table.isView) continue;
    // SQLite reports a PRIMARY KEY column without NOT NULL as nullable; a rowid key never is, and
    // the app never stores a null key (PostgreSQL's keys are NOT NULL by definition).
    const keys =
      store.dialect === 'sqlite'
        ? new Set(
            (
              await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table.name}) WHERE pk > 0`.execute(
                store.db,
              )
            ).rows.map((row) => row.name),
          )
        : new Set<string>();
    const generated = (column: ColumnMetadata) =>
      store.dialect === 'postgres' ? column.isAutoIncrementing || column.hasDefaultValue : undefined;
    schema.set(
      table.name,
      new Map(
        table.columns.map((column) => [
          column.name,
          { nullable: column.isNullable && !keys.has(column.name), generated: generated(column) },
        ]),
      ),
    );
  }
  return schema;
}

describe.each(BACKENDS)('database-schema.ts against the migrated schema (%s)', (backend) => {
  it('declares every table and column the migrations create, with the same nullability and defaults', async () => {
    const test = await openTestStore(backend);
    try {
      expect(schemaDifferences(declaredSchema(), await migratedSchema(test.store))).toEqual([]);
    } finally {
      await test.close();
    }
  });
});

describe('schemaDifferences', () => {
  it('names the table and the column a migration renamed, dropped or made nullable', async () => {
    const db = new DatabaseSync(':memory:');
    const store = openStore({ dialect: 'sqlite', db });
    try {
      const changes = `ALTER TABLE payments RENAME COLUMN amount TO amount_kopecks;
        ALTER TABLE outbox DROP COLUMN error;
        CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL);`;
      migrate(db, 1, [...readMigrations(), { version: 999, name: 'changes', sql: changes }]);
      expect(schemaDifferences(declaredSchema(), await migratedSchema(store))).toEqual([
        'outbox.error: declared in database-schema.ts, not in the migrated schema',
        'payments.amount: declared in database-schema.ts, not in the migrated schema',
        'payments.amount_kopecks: in the migrated schema, not declared in database-schema.ts',
        'table notes: in the migrated schema, not declared in database-schema.ts',
      ]);
    } finally {
      await store.close();
      db.close();
    }
  });

  it('tells a nullability that differs', () => {
    const declared = declaredSchema({ users: { id: 'id', phone: 'text' } });
    const migrated: Schema = new Map([
      [
        'users',
        new Map([
          ['id', { nullable: false }],
          ['phone', { nullable: true }],
        ]),
      ],
    ]);
    expect(schemaDifferences(declared, migrated)).toEqual([
      'users.phone: NOT NULL in database-schema.ts, nullable in the migrated schema',
    ]);
  });

  it('tells a column the database fills that the map says an insert must give (PostgreSQL)', () => {
    const declared = declaredSchema({ users: { id: 'integer', verified: 'integer=' } });
    const migrated: Schema = new Map([
      [
        'users',
        new Map([
          ['id', { nullable: false, generated: true }],
          ['verified', { nullable: false, generated: true }],
        ]),
      ],
    ]);
    expect(schemaDifferences(declared, migrated)).toEqual([
      'users.id: required on insert in database-schema.ts, filled by the database in the migrated schema',
    ]);
  });
});
