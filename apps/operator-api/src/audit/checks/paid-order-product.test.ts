import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { useAuditStore } from '../../test-support/audit-fixture.ts';
import { paidOrderProductCheck } from './paid-order-product.ts';

describe.each(BACKENDS)('paid-order-product on %s', (backend) => {
  const audit = useAuditStore(backend);

  const problems = async () =>
    (await paidOrderProductCheck.run(audit.store)).discrepancies.map((found) => `${found.subject}: ${found.problem}`);

  it('passes a paid duty marked paid on its case, and a paid order refunded in full without its product', async () => {
    await audit.fixture.paidDuty(audit.account);
    const { orderId } = await audit.fixture.paidDuty(audit.account, 10_000);
    await run(
      audit.store,
      sql`UPDATE litigation_cases SET state_duty_paid_at = NULL WHERE state_duty_order_id = ${orderId}`,
    );
    await audit.fixture.refund(orderId, 10_000);
    expect(await paidOrderProductCheck.run(audit.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a paid order without its product and only partly refunded, one without a succeeded payment, and an unknown kind', async () => {
    const { orderId: undelivered } = await audit.fixture.paidDuty(audit.account);
    await run(
      audit.store,
      sql`UPDATE litigation_cases SET state_duty_paid_at = NULL WHERE state_duty_order_id = ${undelivered}`,
    );
    await audit.fixture.refund(undelivered, 1_000);
    const { orderId: unpaid, paymentId } = await audit.fixture.paidDuty(audit.account);
    await run(audit.store, sql`UPDATE payments SET status = 'failed' WHERE id = ${paymentId}`);
    const strange = await audit.fixture.order({
      contragentId: audit.account,
      kind: 'gift-card',
      amount: 500,
      status: 'paid',
    });
    expect(await problems()).toEqual([
      `order ${undelivered}: paid, but there is no state-duty for it and it was not refunded`,
      `order ${unpaid}: paid, but its payment ${paymentId} is failed`,
      `order ${strange}: paid, but names no payment`,
      `order ${strange}: of kind 'gift-card', which the audit has no product rule for`,
    ]);
  });
});
