import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInstallmentRepository } from '../installments/installment-repository.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_INSTALLMENT, seedDemoInstallments } from './seed-installments.ts';
import { installmentsCheck } from '../audit/checks/installments.ts';
import { createBillingService } from '../billing/billing-service.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import { addMonths, dateOf, periodOf } from '../billing/period.ts';
import { DEMO_LEDGER_MONTHS, demoBillingAccounts, planDemoBilling } from './demo-billing.ts';
import { first, run } from './store/store.ts';

const NOW = Date.UTC(2026, 2, 31, 12);

// Installments are on the async store: the seed runs on both backends.
describe.each(BACKENDS)('seedDemoInstallments on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openTestStore(backend);
  });
  afterEach(() => test.close());

  const count = async (table: string) =>
    Number((await first(test.store.db, sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`))?.n);

  it('gives resident@demo.ru’s account one agreement once: the first payment paid, the second overdue, two due', async () => {
    const { store } = test;
    await seedDemoData(store, NOW);
    const [agreement] = await createInstallmentRepository(store).agreements(DEMO_INSTALLMENT.contragentId, dateOf(NOW));
    expect(agreement?.payments.map((payment) => payment.status)).toEqual(['paid', 'overdue', 'due', 'due']);
    // 31 March minus ten days, minus a month: 21 February; the second payment is due on 21 March.
    expect(agreement?.concludedOn).toBe('2026-02-21');
    expect(agreement?.payments[1]?.dueDate).toBe('2026-03-21');
    // The paid first payment is a payment of the account, allocated as a settlement allocates one.
    const allocation = await first(
      store.db,
      sql<{ amount: number; status: string; contragent_id: number }>`SELECT a.amount, p.status, p.contragent_id
        FROM installment_allocations a JOIN payments p ON p.id = a.payment_id`,
    );
    expect(allocation).toEqual({
      amount: agreement?.payments[0]?.amount,
      status: 'succeeded',
      contragent_id: DEMO_INSTALLMENT.contragentId,
    });
    expect((await installmentsCheck.run(store)).discrepancies).toEqual([]);

    expect(await seedDemoInstallments(store, NOW + 86_400_000)).toBe(false);
    await seedDemoData(store, NOW + 86_400_000);
    expect([
      await count('installment_applications'),
      await count('installment_agreements'),
      await count('installment_payments'),
      await count('installment_allocations'),
    ]).toEqual([1, 1, 4, 1]);
  });

  it('leaves the account’s current debt where billing’s demo plan puts it: the seeded payment pays a debt carried in', async () => {
    const { store } = test;
    await seedDemoData(store, NOW);
    const account = demoBillingAccounts.find((entry) => entry.contragentId === DEMO_INSTALLMENT.contragentId);
    if (!account) throw new Error('no demo billing account 1');
    const plan = planDemoBilling(account, addMonths(periodOf(NOW), 1 - DEMO_LEDGER_MONTHS), periodOf(NOW), NOW);
    const charged = plan.lines.reduce(
      (sum, line) => sum + line.accrued + line.recalculation + line.penalty - line.benefit,
      0,
    );
    const paid = plan.payments
      .filter((payment) => payment.status === 'succeeded')
      .reduce((sum, payment) => sum + payment.amount, 0);
    const billing = createBillingService(store, createPaymentRepository(store));
    expect((await billing.ledger(DEMO_INSTALLMENT.contragentId)).at(-1)?.totals.debtEnd).toBe(charged - paid);
  });

  it('leaves an account that is not the demo one alone', async () => {
    const { store } = test;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, is_closed, state_duty_debt, waste_disposal, is_installment_register, address)
      VALUES (1, 'Кто-то', '9900000001', 0, 0, 0, 1, 'адрес')`,
    );
    expect(await seedDemoInstallments(store, NOW)).toBe(false);
    expect(await count('installment_agreements')).toBe(0);
  });
});
