import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { auditFixture } from '../audit-fixture.ts';
import { cancelledOrderPaymentCheck } from './cancelled-order-payment.ts';

describe.each(BACKENDS)('cancelled-order-payment on %s', (backend) => {
  let test: TestStore;
  let fixture: ReturnType<typeof auditFixture>;
  let account: number;

  beforeEach(async () => {
    test = await openTestStore(backend);
    fixture = auditFixture(test.store);
    account = await fixture.account();
  });
  afterEach(() => test.close());

  it('passes a cancelled order whose payment went back in full, and reports one kept', async () => {
    const refunded = await fixture.order({ contragentId: account, kind: 'insurance-policy', amount: 90_000, status: 'cancelled' });
    await fixture.payment({ contragentId: account, amount: 90_000, purpose: 'service', orderId: refunded });
    await fixture.refund(refunded, 90_000);
    expect(await cancelledOrderPaymentCheck.run(test.store)).toEqual({ checked: 1, discrepancies: [] });

    const kept = await fixture.order({ contragentId: account, kind: 'insurance-policy', amount: 90_000, status: 'awaiting-payment' });
    const paymentId = await fixture.payment({ contragentId: account, amount: 90_000, purpose: 'service', orderId: kept });
    await fixture.refund(refunded, 1);
    await run(test.store, sql`UPDATE service_orders SET status = 'cancelled' WHERE id = ${kept}`);
    expect((await cancelledOrderPaymentCheck.run(test.store)).discrepancies).toEqual([
      { check: 'cancelled-order-payment', subject: `payment ${paymentId}`, problem: `succeeded for order ${kept}, which is cancelled, with 0 of 90000 kopecks refunded` },
    ]);
  });
});
