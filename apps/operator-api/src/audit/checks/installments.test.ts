import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { first, run } from '../../db/store/store.ts';
import type { Store } from '../../db/store/store.ts';
import { createInstallmentRepository } from '../../installments/installment-repository.ts';
import { createPaymentAllocator } from '../../installments/payment-allocator.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { AUDIT_CHECKS } from '../audit-checks.ts';
import { installmentsCheck } from './installments.ts';

const NOW = Date.UTC(2026, 2, 10, 9);

async function account(store: Store, id: number): Promise<void> {
  await run(
    store,
    sql`INSERT INTO contragents (id, full_name, number_personal_account, is_closed, state_duty_debt, waste_disposal, is_installment_register, address)
    VALUES (${id}, 'Житель', ${`99000000${id}`}, 0, 0, 0, 1, 'адрес')`,
  );
}

async function payment(store: Store, contragentId: number, amount: number, status = 'succeeded'): Promise<number> {
  const row = await first(
    store,
    sql<{
      id: number;
    }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
      VALUES (${contragentId}, ${amount}, ${status}, 'charges', 'card', 'Оплата картой', ${NOW}, ${NOW}) RETURNING id`,
  );
  if (!row) throw new Error('no payment');
  return row.id;
}

const allocate = (store: Store, paymentId: number, agreementId: number, number: number, amount: number) =>
  run(
    store,
    sql`INSERT INTO installment_allocations (payment_id, agreement_id, number, amount, created_at) VALUES (${paymentId}, ${agreementId}, ${number}, ${amount}, ${NOW})`,
  );

describe.each(BACKENDS)('the installments audit check on %s', (backend) => {
  let test: TestStore;
  let agreementId: number;
  beforeEach(async () => {
    test = await openTestStore(backend);
    await account(test.store, 1);
    await account(test.store, 2);
    // 4 000 ₽: 1 200 ₽ on 10 March, then 1 400 ₽ on 10 April and 10 May.
    agreementId = await createInstallmentRepository(test.store).createAgreement(
      {
        contragentId: 1,
        applicationId: null,
        debt: 400_000,
        firstPayment: 120_000,
        months: 3,
        concludedOn: '2026-03-10',
      },
      NOW,
    );
  });
  afterEach(() => test.close());

  it('is one of the audit’s checks', () => {
    expect(AUDIT_CHECKS).toContain(installmentsCheck);
  });

  it('finds nothing wrong with what the settlement’s allocator writes', async () => {
    const allocator = createPaymentAllocator(test.store);
    for (const amount of [50_000, 100_000, 300_000]) {
      await allocator.allocate({ id: await payment(test.store, 1, amount), contragentId: 1, amount }, NOW);
    }
    // 500 ₽ and 700 ₽ to the first, 300 ₽ and 1 100 ₽ to the second, 1 400 ₽ to the third; 500 ₽ left over.
    expect(await installmentsCheck.run(test.store)).toEqual({ checked: 1 + 5, discrepancies: [] });
    const [agreement] = await createInstallmentRepository(test.store).agreements(1, '2026-03-10');
    expect(agreement).toMatchObject({ paid: 400_000, remaining: 0, status: 'completed' });
  });

  it('reports each planted break: a failed payment, another account’s, a payment or an instalment over-allocated, a schedule off its debt', async () => {
    const failed = await payment(test.store, 1, 10_000, 'failed');
    await allocate(test.store, failed, agreementId, 1, 10_000);
    const foreign = await payment(test.store, 2, 10_000);
    await allocate(test.store, foreign, agreementId, 1, 10_000);
    const small = await payment(test.store, 1, 5_000);
    await allocate(test.store, small, agreementId, 2, 6_000);
    const large = await payment(test.store, 1, 500_000);
    await allocate(test.store, large, agreementId, 3, 150_000);
    await run(
      test.store,
      sql`UPDATE installment_payments SET amount = amount + 1 WHERE agreement_id = ${agreementId} AND number = 2`,
    );

    const { checked, discrepancies } = await installmentsCheck.run(test.store);
    expect(checked).toBe(1 + 4);
    const subject = `installment agreement ${agreementId}`;
    expect(discrepancies).toEqual(
      expect.arrayContaining([
        { check: 'installments', subject, problem: 'the schedule adds up to 4000,01 ₽, the debt is 4000,00 ₽' },
        {
          check: 'installments',
          subject: `payment ${failed}`,
          problem: `is failed, not succeeded, yet allocated to instalment 1 of ${subject}`,
        },
        {
          check: 'installments',
          subject: `payment ${foreign}`,
          problem: `belongs to account 2, yet allocated to instalment 1 of ${subject} of account 1`,
        },
        { check: 'installments', subject: `payment ${small}`, problem: 'allocated 60,00 ₽, more than its 50,00 ₽' },
        { check: 'installments', subject, problem: 'instalment 3 is allocated 1500,00 ₽, more than its 1400,00 ₽' },
      ]),
    );
    expect(discrepancies).toHaveLength(5);
  });

  it('reports an agreement paid beyond its debt', async () => {
    const big = await payment(test.store, 1, 900_000);
    for (const [number, amount] of [
      [1, 120_000],
      [2, 140_000],
      [3, 140_000],
    ] as const)
      await allocate(test.store, big, agreementId, number, amount);
    const extra = await payment(test.store, 1, 1_000);
    await allocate(test.store, extra, agreementId, 3, 1_000);
    const { discrepancies } = await installmentsCheck.run(test.store);
    expect(discrepancies).toEqual(
      expect.arrayContaining([
        {
          check: 'installments',
          subject: `installment agreement ${agreementId}`,
          problem: 'payments allocated 4010,00 ₽, more than its debt 4000,00 ₽',
        },
      ]),
    );
  });
});
