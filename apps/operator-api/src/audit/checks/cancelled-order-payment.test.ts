import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { useAuditStore } from '../../test-support/audit-fixture.ts';
import { cancelledOrderPaymentCheck } from './cancelled-order-payment.ts';

describe.each(BACKENDS)('cancelled-order-payment on %s', (backend) => {
  const audit = useAuditStore(backend);

  it('passes a cancelled order whose payment went back in full, and reports one kept', async () => {
    const refunded = await audit.fixture.order({
      contragentId: audit.account,
      kind: 'insurance-policy',
      amount: 90_000,
      status: 'cancelled',
    });
    await audit.fixture.payment({ contragentId: audit.account, amount: 90_000, purpose: 'service', orderId: refunded });
    await audit.fixture.refund(refunded, 90_000);
    expect(await cancelledOrderPaymentCheck.run(audit.store)).toEqual({ checked: 1, discrepancies: [] });

    const kept = await audit.fixture.order({
      contragentId: audit.account,
      kind: 'insurance-policy',
      amount: 90_000,
      status: 'awaiting-payment',
    });
    const paymentId = await audit.fixture.payment({
      contragentId: audit.account,
      amount: 90_000,
      purpose: 'service',
      orderId: kept,
    });
    await audit.fixture.refund(refunded, 1);
    await run(audit.store, sql`UPDATE service_orders SET status = 'cancelled' WHERE id = ${kept}`);
    expect((await cancelledOrderPaymentCheck.run(audit.store)).discrepancies).toEqual([
      {
        check: 'cancelled-order-payment',
        subject: `payment ${paymentId}`,
        problem: `succeeded for order ${kept}, which is cancelled, with 0 of 90000 kopecks refunded`,
      },
    ]);
  });
});
