import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { createResidentRepository } from '../residents/resident-repository.ts';
import { openDatabase } from './database.ts';
import { DEMO_PASSWORD, demoResidents } from './demo-residents.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed.ts';
import { openStore } from './store/store.ts';

function freshDatabase() {
  const db = openDatabase(':memory:');
  migrate(db, 1);
  return db;
}

function counts(db: ReturnType<typeof openDatabase>) {
  return ['users', 'contragents', 'user_contragents', 'popup_windows'].map(
    (table) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n,
  );
}

describe('seedDemoData', () => {
  it('is idempotent: a second run creates nothing and changes nothing', async () => {
    const db = freshDatabase();
    expect(await seedDemoData(db, 1)).toEqual(demoResidents.map((resident) => resident.login));
    const before = counts(db);
    const hashes = db.prepare('SELECT password_hash FROM users ORDER BY id').all();
    expect(await seedDemoData(db, 2)).toEqual([]);
    expect(counts(db)).toEqual(before);
    expect(db.prepare('SELECT password_hash FROM users ORDER BY id').all()).toEqual(hashes);
    db.close();
  });

  it('creates only the residents that are missing', async () => {
    const db = freshDatabase();
    await seedDemoData(db, 1);
    db.prepare("DELETE FROM users WHERE login = 'debtor@demo.ru'").run();
    expect(await seedDemoData(db, 2)).toEqual(['debtor@demo.ru']);
    const repository = createResidentRepository(openStore({ dialect: 'sqlite', db }));
    const debtor = await repository.findCredentials('debtor@demo.ru');
    expect(debtor && (await repository.getUser(debtor.id))?.contragents).toEqual([{ id: 5, stateDutyDebt: true }]);
    db.close();
  });

  it('never links a demo resident to an account someone else holds', async () => {
    const db = freshDatabase();
    await seedDemoData(db, 1);
    db.prepare("UPDATE user_contragents SET user_id = 7 WHERE contragent_id = 5").run();
    db.prepare("DELETE FROM users WHERE login = 'debtor@demo.ru'").run();
    await seedDemoData(db, 2);
    const repository = createResidentRepository(openStore({ dialect: 'sqlite', db }));
    const debtor = await repository.findCredentials('debtor@demo.ru');
    expect(debtor && (await repository.getUser(debtor.id))?.contragents).toEqual([]);
    db.close();
  });

  it('stores salted scrypt hashes of the demo password, never the password', async () => {
    const db = freshDatabase();
    await seedDemoData(db, 1);
    const rows = db.prepare('SELECT password_hash FROM users').all().map((row) => String(row.password_hash));
    expect(new Set(rows).size).toBe(rows.length);
    for (const hash of rows) expect(hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, rows[0] ?? '')).toBe(true);
    db.close();
  });

  it('covers every state the spec names', async () => {
    const db = freshDatabase();
    await seedDemoData(db, 1);
    const repository = createResidentRepository(openStore({ dialect: 'sqlite', db }));
    const userOf = async (login: string) => {
      const credentials = await repository.findCredentials(login);
      const user = credentials && (await repository.getUser(credentials.id));
      if (!credentials || !user) throw new Error(`${login} was not seeded`);
      const contragents = await Promise.all(user.contragents.map((c) => repository.getOwnContragent(user.id, c.id)));
      return { user, contragents, marketplace: credentials.marketplace_access === 1 };
    };

    const resident = await userOf('resident@demo.ru');
    expect(resident.user).toMatchObject({ lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', verified: true });
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
    db.close();
  });
});
