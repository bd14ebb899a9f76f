import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { mirrorOwnerRows } from '../db/store/mirror-rows.ts';
import { all } from '../db/store/store.ts';
import { createInstallmentRepository } from './installment-repository.ts';

const NOW = Date.UTC(2026, 4, 1);

// A resident who registered, or an account added, after start: on PostgreSQL a moved table's row
// that references them needs them copied first (issue 19, while residents stay on SQLite).
describe.each(BACKENDS)('an application of an account and a user made after start, on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openTestStore(backend);
    const { db } = test;
    db.exec(`INSERT INTO contragents (id, full_name, number_personal_account, is_installment_register, address) VALUES
      (41, 'Новый', '7700000041', 1, 'адрес'), (42, 'Выбранный', '7700000042', 1, 'адрес')`);
    db.exec(`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, selected_contragent_id, created_at)
      VALUES (31, 'new@demo.ru', 'x', 'Новый', 'Житель', 'tko', 1, 42, ${NOW})`);
  });
  afterEach(() => test.close());

  const application = { contragentId: 41, userId: 31, debt: 500_000, firstPayment: 150_000, months: 3 };

  it('copies the account, the user and the account the user selected, so an application can name them', async () => {
    const { db, store } = test;
    const installments = createInstallmentRepository(store, { mirrorOwners: (contragentId, userId) => mirrorOwnerRows(db, store, contragentId, userId) });
    await installments.createApplication(application, NOW);
    await installments.createApplication({ ...application, contragentId: 42, userId: null }, NOW);
    const [listed] = await installments.listAll();
    expect(listed).toMatchObject({ contragentId: 41, numberPersonalAccount: '7700000041', login: 'new@demo.ru' });
    if (backend === 'postgres') {
      const ids = await all(store.db, sql<{ id: number }>`SELECT id FROM contragents ORDER BY id`);
      expect(ids).toEqual([{ id: 41 }, { id: 42 }]);
    }
  });

  it.runIf(backend === 'postgres')('is needed: without it PostgreSQL refuses the reference', async () => {
    await expect(createInstallmentRepository(test.store).createApplication(application, NOW)).rejects.toThrow(/foreign key/);
  });
});
