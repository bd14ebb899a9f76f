import { databaseTables } from '../db/database-schema.ts';
import type { ColumnSpec } from '../db/database-schema.ts';

/**
 * Column name → whether it may be null, and whether the database fills it when an insert leaves
 * it out (undefined: the backend cannot tell; SQLite calls every single INTEGER key a rowid, even
 * one PostgreSQL requires).
 */
export type Columns = Map<string, { nullable: boolean; generated?: boolean }>;
/** Table name → its columns. */
export type Schema = Map<string, Columns>;

/** The tables database-schema.ts declares; a column spelled `…?` is nullable, `id` and `…=` generated. */
export function declaredSchema(tables: Record<string, Record<string, ColumnSpec>> = databaseTables): Schema {
  return new Map(
    Object.entries(tables).map(([table, columns]) => [
      table,
      new Map(
        Object.entries(columns).map(([column, spec]) => [
          column,
          { nullable: spec.endsWith('?'), generated: spec === 'id' || spec.endsWith('=') },
        ]),
      ),
    ]),
  );
}

/**
 * What differs between the declared and the migrated schema, one line per table or column, each
 * naming it and saying where it is missing; empty when they agree.
 */
export function schemaDifferences(declared: Schema, migrated: Schema): string[] {
  const differences: string[] = [];
  for (const [table, columns] of declared) {
    const actual = migrated.get(table);
    if (!actual) {
      differences.push(`table ${table}: declared in database-schema.ts, not in the migrated schema`);
      continue;
    }
    for (const [column, { nullable, generated }] of columns) {
      const found = actual.get(column);
      if (!found) differences.push(`${table}.${column}: declared in database-schema.ts, not in the migrated schema`);
      else if (found.nullable !== nullable) {
        differences.push(
          `${table}.${column}: ${nullable ? 'nullable' : 'NOT NULL'} in database-schema.ts, ${found.nullable ? 'nullable' : 'NOT NULL'} in the migrated schema`,
        );
      } else if (found.generated !== undefined && found.generated !== generated) {
        const says = (filled: boolean | undefined) => (filled ? 'filled by the database' : 'required on insert');
        differences.push(
          `${table}.${column}: ${says(generated)} in database-schema.ts, ${says(found.generated)} in the migrated schema`,
        );
      }
    }
    for (const column of actual.keys()) {
      if (!columns.has(column))
        differences.push(`${table}.${column}: in the migrated schema, not declared in database-schema.ts`);
    }
  }
  for (const table of migrated.keys()) {
    if (!declared.has(table))
      differences.push(`table ${table}: in the migrated schema, not declared in database-schema.ts`);
  }
  return differences;
}
