import { describe, expect, it } from 'vitest';
import { dateOf } from '../billing/period.ts';
import { createInstallmentRepository } from '../installments/installment-repository.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_INSTALLMENT, seedDemoInstallments } from './seed-installments.ts';

const NOW = Date.UTC(2026, 2, 31, 12);
const count = (db: ReturnType<typeof openDatabase>, table: string) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n;

describe('seedDemoInstallments', () => {
  it('gives resident@demo.ru’s account one agreement once: the first payment paid, the second overdue, two due', async () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    await seedDemoData(db, NOW);
    const [agreement] = createInstallmentRepository(db).agreements(DEMO_INSTALLMENT.contragentId, dateOf(NOW));
    expect(agreement?.payments.map((payment) => payment.status)).toEqual(['paid', 'overdue', 'due', 'due']);
    // 31 March minus ten days, minus a month: 21 February; the second payment is due on 21 March.
    expect(agreement?.concludedOn).toBe('2026-02-21');
    expect(agreement?.payments[1]?.dueDate).toBe('2026-03-21');

    expect(seedDemoInstallments(db, NOW + 86_400_000)).toBe(false);
    await seedDemoData(db, NOW + 86_400_000);
    expect([count(db, 'installment_applications'), count(db, 'installment_agreements'), count(db, 'installment_payments')]).toEqual([1, 1, 4]);
    db.close();
  });

  it('leaves an account that is not the demo one alone', () => {
    const db = openDatabase(':memory:');
    migrate(db, 1);
    db.prepare(`INSERT INTO contragents (id, full_name, number_personal_account, is_closed, state_duty_debt, waste_disposal, is_installment_register, address)
      VALUES (1, 'Кто-то', '9900000001', 0, 0, 0, 1, 'адрес')`).run();
    expect(seedDemoInstallments(db, NOW)).toBe(false);
    expect(count(db, 'installment_agreements')).toBe(0);
    db.close();
  });
});
