import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS, createTestDatabase } from '../../test-support/test-databases.ts';
import type { TestDatabase } from '../../test-support/test-databases.ts';
import { readMigrations } from '../migrate.ts';
import { migratePostgres } from './migrate-postgres.ts';
import { all, openStore } from './store.ts';
import type { Store } from './store.ts';

describe.runIf(BACKENDS.includes('postgres'))('migratePostgres', () => {
  let database: TestDatabase;
  let store: Store;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    store = openStore({ dialect: 'postgres', url: database.databaseUrl ?? '' });
  });

  afterEach(async () => {
    await store.close();
    await database.drop();
  });

  const columnType = async (table: string, column: string) =>
    (
      await all(
        store.db,
        sql<{ data_type: string; is_identity: string }>`SELECT data_type, is_identity FROM information_schema.columns
          WHERE table_name = ${table} AND column_name = ${column}`,
      )
    )[0];

  it('applies every SQLite migration file, translated, once', async () => {
    const versions = readMigrations().map((migration) => migration.version);
    expect(await migratePostgres(store, 1234)).toEqual(versions);
    expect(await migratePostgres(store, 5678)).toEqual([]);
    const recorded = await all(
      store.db,
      sql<{ version: number; applied_at: number }>`SELECT version, applied_at FROM schema_migrations ORDER BY version`,
    );
    expect(recorded).toEqual(versions.map((version) => ({ version, applied_at: 1234 })));
  });

  it('keeps money in bigint kopecks and makes rowid ids identity columns', async () => {
    await migratePostgres(store, 1);
    expect(await columnType('payments', 'amount')).toEqual({ data_type: 'bigint', is_identity: 'NO' });
    expect(await columnType('vacancies', 'salary_from')).toEqual({ data_type: 'bigint', is_identity: 'NO' });
    expect(await columnType('promotions', 'id')).toEqual({ data_type: 'bigint', is_identity: 'YES' });
    expect(await columnType('access_tokens', 'token_hash')).toMatchObject({ data_type: 'bytea' });
    // Kopecks past 2^31 go in and come back as the same JS number.
    const big = 2 ** 40 + 7;
    await sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'А', '7700000001', 'Тверь')`.execute(
      store.db,
    );
    await sql`INSERT INTO billing_accounts (contragent_id, opening_period, opening_debt) VALUES (1, '2026-01', ${big})`.execute(
      store.db,
    );
    expect(await all(store.db, sql<{ opening_debt: number }>`SELECT opening_debt FROM billing_accounts`)).toEqual([
      { opening_debt: big },
    ]);
  });

  it('enforces the translated checks', async () => {
    await migratePostgres(store, 1);
    await sql`INSERT INTO billing_services (id, name, unit, sort_order) VALUES ('waste', 'ТКО', 'person', 1)`.execute(
      store.db,
    );
    const tariff = (validFrom: string) =>
      sql`INSERT INTO billing_tariffs (service_id, valid_from, tariff) VALUES ('waste', ${validFrom}, 100)`.execute(
        store.db,
      );
    await tariff('2026-01');
    await expect(tariff('2026-1')).rejects.toThrow(/billing_tariffs_valid_from_check/);
    await expect(tariff('2026-01-01')).rejects.toThrow(/billing_tariffs_valid_from_check/);
  });

  it('applies each migration once when two instances start at the same time', async () => {
    const other = openStore({ dialect: 'postgres', url: database.databaseUrl ?? '' });
    try {
      const [first, second] = await Promise.all([migratePostgres(store, 1), migratePostgres(other, 2)]);
      expect([...first, ...second].sort((a, b) => a - b)).toEqual(
        readMigrations().map((migration) => migration.version),
      );
    } finally {
      await other.close();
    }
  });
});
