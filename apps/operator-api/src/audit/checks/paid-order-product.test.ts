import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { auditFixture } from '../audit-fixture.ts';
import { paidOrderProductCheck } from './paid-order-product.ts';

describe.each(BACKENDS)('paid-order-product on %s', (backend) => {
  let test: TestStore;
  let fixture: ReturnType<typeof auditFixture>;
  let account: number;

  beforeEach(async () => {
    test = await openTestStore(backend);
    fixture = auditFixture(test.store);
    account = await fixture.account();
  });
  afterEach(() => test.close());

  const problems = async () => (await paidOrderProductCheck.run(test.store)).discrepancies.map((found) => `${found.subject}: ${found.problem}`);

  it('passes a paid duty marked paid on its case, and a paid order refunded in full without its product', async () => {
    await fixture.paidDuty(account);
    const { orderId } = await fixture.paidDuty(account, 10_000);
    await run(test.store, sql`UPDATE litigation_cases SET state_duty_paid_at = NULL WHERE state_duty_order_id = ${orderId}`);
    await fixture.refund(orderId, 10_000);
    expect(await paidOrderProductCheck.run(test.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a paid order without its product and only partly refunded, one without a succeeded payment, and an unknown kind', async () => {
    const { orderId: undelivered } = await fixture.paidDuty(account);
    await run(test.store, sql`UPDATE litigation_cases SET state_duty_paid_at = NULL WHERE state_duty_order_id = ${undelivered}`);
    await fixture.refund(undelivered, 1_000);
    const { orderId: unpaid, paymentId } = await fixture.paidDuty(account);
    await run(test.store, sql`UPDATE payments SET status = 'failed' WHERE id = ${paymentId}`);
    const strange = await fixture.order({ contragentId: account, kind: 'gift-card', amount: 500, status: 'paid' });
    expect(await problems()).toEqual([
      `order ${undelivered}: paid, but there is no state-duty for it and it was not refunded`,
      `order ${unpaid}: paid, but its payment ${paymentId} is failed`,
      `order ${strange}: paid, but names no payment`,
      `order ${strange}: of kind 'gift-card', which the audit has no product rule for`,
    ]);
  });
});
