import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { createResidentRepository } from '../residents/resident-repository.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { Backend } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { DEMO_PASSWORD, demoResidents } from './demo-residents.ts';
import { seedDemoData, seedDemoResidents } from './seed.ts';
import { openAppStore } from './store/open-app-store.ts';
import { all, first, run } from './store/store.ts';
import type { Store } from './store/store.ts';

// The tables of every part of the demo seed: a second run must leave all of them as they are.
const SEEDED_TABLES = [
  'users',
  'contragents',
  'user_contragents',
  'popup_windows',
  'ledger_lines',
  'payments',
  'promotions',
  'litigation_cases',
  'vacancies',
  'personal_data_consents',
  'chats',
  'change_objects',
  'real_estate_objects',
  'installment_agreements',
];

const counts = async (store: Store, tables: readonly string[]) => {
  const result: number[] = [];
  for (const table of tables)
    result.push(Number((await first(store, sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`))?.n));
  return result;
};

const opened: TestStore[] = [];
afterEach(async () => {
  for (const test of opened.splice(0)) await test.close();
});

async function fresh(backend: Backend): Promise<Store> {
  const test = await openTestStore(backend);
  opened.push(test);
  return test.store;
}

describe.each(BACKENDS)('seedDemoData on %s', (backend) => {
  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const store = await fresh(backend);
    expect(await seedDemoData(store, 1)).toEqual(demoResidents.map((resident) => resident.login));
    const before = await counts(store, SEEDED_TABLES);
    expect(before.every((n) => n > 0)).toBe(true);
    const hashes = await all(store, sql`SELECT password_hash FROM users ORDER BY id`);
    expect(await seedDemoData(store, 2)).toEqual([]);
    expect(await counts(store, SEEDED_TABLES)).toEqual(before);
    expect(await all(store, sql`SELECT password_hash FROM users ORDER BY id`)).toEqual(hashes);
  });

  it('dates the demo notice from now, also in a database seeded months before', async () => {
    const store = await fresh(backend);
    const notice = async () =>
      first(store, sql<{ title: string; text: string }>`SELECT title, text FROM popup_windows WHERE id = 1`);
    const july = Date.parse('2026-06-20T12:00:00Z');
    const november = Date.parse('2026-11-28T09:00:00Z');
    await seedDemoData(store, july);
    expect(await notice()).toEqual({
      title: 'Новый тариф с 1 июля',
      text: 'С 1 июля 2026 года изменяется тариф на услугу по обращению с ТКО. Подробности — в разделе «Счета и расчёты».',
    });
    await seedDemoData(store, november);
    expect(await notice()).toMatchObject({
      title: 'Новый тариф с 1 декабря',
      text: expect.stringMatching(/^С 1 декабря 2026 года изменяется тариф/),
    });
    // A notice the operator wrote over the demo's is theirs.
    await run(
      store,
      sql`UPDATE popup_windows SET title = 'График вывоза в праздники', text = 'Вывоз 1 января не проводится.' WHERE id = 1`,
    );
    await seedDemoData(store, Date.parse('2026-12-28T09:00:00Z'));
    expect(await notice()).toEqual({ title: 'График вывоза в праздники', text: 'Вывоз 1 января не проводится.' });
  });

  it('words the December notice for the 1st of January of the next year', async () => {
    const store = await fresh(backend);
    await seedDemoData(store, Date.parse('2026-12-31T22:30:00Z'));
    // 01:30 on the 1st of January in Moscow: the next month is February.
    expect(
      await first(store, sql<{ title: string; text: string }>`SELECT title, text FROM popup_windows WHERE id = 1`),
    ).toMatchObject({
      title: 'Новый тариф с 1 февраля',
      text: expect.stringMatching(/^С 1 февраля 2027 года/),
    });
  });

  it('lets the database give the next resident an id after the demo ones', async () => {
    const store = await fresh(backend);
    await seedDemoResidents(store, 1, demoResidents);
    const row = await first(
      store,
      sql<{
        id: number;
      }>`INSERT INTO users (login, password_hash, last_name, first_name, operator, verified, created_at)
        VALUES ('new@demo.ru', 'x', 'Новый', 'Житель', 'tko', 1, 1) RETURNING id`,
    );
    expect(Number(row?.id)).toBeGreaterThan(Math.max(...demoResidents.map((resident) => resident.id)));
  });

  it('creates only the residents that are missing', async () => {
    const store = await fresh(backend);
    await seedDemoResidents(store, 1, demoResidents);
    await run(store, sql`DELETE FROM users WHERE login = 'debtor@demo.ru'`);
    expect(await seedDemoResidents(store, 2, demoResidents)).toEqual(['debtor@demo.ru']);
    const repository = createResidentRepository(store);
    const debtor = await repository.findCredentials('debtor@demo.ru');
    expect(debtor && (await repository.getUser(debtor.id))?.contragents).toEqual([{ id: 5, stateDutyDebt: true }]);
  });

  it('never links a demo resident to an account someone else holds', async () => {
    const store = await fresh(backend);
    await seedDemoResidents(store, 1, demoResidents);
    await run(store, sql`UPDATE user_contragents SET user_id = 7 WHERE contragent_id = 5`);
    await run(store, sql`DELETE FROM users WHERE login = 'debtor@demo.ru'`);
    await seedDemoResidents(store, 2, demoResidents);
    const repository = createResidentRepository(store);
    const debtor = await repository.findCredentials('debtor@demo.ru');
    expect(debtor && (await repository.getUser(debtor.id))?.contragents).toEqual([]);
  });

  it.runIf(backend === 'postgres')(
    'seeds once when two instances start on one database at the same moment',
    async () => {
      const database = await createTestDatabase('postgres');
      const instances = [];
      try {
        for (const _ of [1, 2])
          instances.push(await openAppStore({ dbPath: ':memory:', databaseUrl: database.databaseUrl, now: 1 }));
        const created = await Promise.all(instances.map(({ store }) => seedDemoData(store, 1)));
        // One of them created every resident, the other waited for it and found them.
        expect(created.map((logins) => logins.length).sort()).toEqual([0, demoResidents.length]);
        const [one] = instances;
        if (!one) throw new Error('no instance');
        const once = await fresh('sqlite');
        await seedDemoData(once, 1);
        expect(await counts(one.store, SEEDED_TABLES)).toEqual(await counts(once, SEEDED_TABLES));
      } finally {
        for (const instance of instances) await instance.close();
        await database.drop();
      }
    },
  );
});

describe('seedDemoResidents', () => {
  it('stores salted scrypt hashes of the demo password, never the password', async () => {
    const store = await fresh('sqlite');
    await seedDemoResidents(store, 1, demoResidents);
    const rows = (await all(store, sql<{ password_hash: string }>`SELECT password_hash FROM users`)).map((row) =>
      String(row.password_hash),
    );
    expect(new Set(rows).size).toBe(rows.length);
    for (const hash of rows) expect(hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0] ?? '')).toBe(true);
  });

  it('covers every state the spec names', async () => {
    const store = await fresh('sqlite');
    await seedDemoResidents(store, 1, demoResidents);
    const repository = createResidentRepository(store);
    const userOf = async (login: string) => {
      const credentials = await repository.findCredentials(login);
      const user = credentials && (await repository.getUser(credentials.id));
      if (!credentials || !user) throw new Error(`${login} was not seeded`);
      const contragents = await Promise.all(user.contragents.map((c) => repository.getOwnContragent(user.id, c.id)));
      return { user, contragents, marketplace: credentials.marketplace_access === 1 };
    };

    const resident = await userOf('resident@demo.ru');
    expect(resident.user).toMatchObject({
      lastName: 'Иванов',
      firstName: 'Иван',
      middleName: 'Иванович',
      verified: true,
    });
    expect(resident.marketplace).toBe(true);
    expect(resident.contragents).toMatchObject([
      { id: 1, numberPersonalAccount: '7700000001', wasteDisposal: true, isInstallmentRegister: true },
      { id: 2, numberPersonalAccount: '7700000002', stateDutyDebt: true },
    ]);
    expect(resident.contragents[0]?.popupWindows).toHaveLength(1);

    expect((await userOf('noaccount@demo.ru')).user).toMatchObject({ verified: true, contragents: [] });
    expect((await userOf('unverified@demo.ru')).user).toMatchObject({ verified: false, contragents: [] });
    expect((await userOf('pending@demo.ru')).user).toMatchObject({ verified: false, contragents: [{ id: 3 }] });
    expect((await userOf('closed@demo.ru')).contragents).toMatchObject([{ isClosed: true }]);
    expect((await userOf('debtor@demo.ru')).contragents).toMatchObject([{ stateDutyDebt: true, isClosed: false }]);
    const plain = await userOf('plain@demo.ru');
    expect(plain.marketplace).toBe(false);
    expect(plain.contragents).toMatchObject([
      { isClosed: false, stateDutyDebt: false, wasteDisposal: false, isInstallmentRegister: false, popupWindows: [] },
    ]);
  });
});
