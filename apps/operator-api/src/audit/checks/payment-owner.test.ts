import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { useAuditStore } from '../../test-support/audit-fixture.ts';
import { paymentOwnerCheck } from './payment-owner.ts';

describe.each(BACKENDS)('payment-owner on %s', (backend) => {
  const audit = useAuditStore(backend);

  const problems = async () =>
    (await paymentOwnerCheck.run(audit.store)).discrepancies.map((found) => `${found.subject}: ${found.problem}`);

  it('passes a bill payment on a ledger and a state duty paid for its case', async () => {
    await audit.fixture.payment({ contragentId: audit.account, amount: 150_000 });
    await audit.fixture.paidDuty(audit.account);
    expect(await paymentOwnerCheck.run(audit.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a bill payment on an account without a ledger, and one that also names an order', async () => {
    const noLedger = await audit.fixture.account();
    await run(audit.store, sql`DELETE FROM billing_accounts WHERE contragent_id = ${noLedger}`);
    const orphan = await audit.fixture.payment({ contragentId: noLedger, amount: 1_000 });
    const { orderId } = await audit.fixture.paidDuty(audit.account);
    const twice = await audit.fixture.payment({ contragentId: audit.account, amount: 40_000, orderId });
    expect(await problems()).toEqual([
      `payment ${orphan}: pays the charges of account ${noLedger}, which has no ledger to count it`,
      `payment ${twice}: pays the charges and an order (${orderId}) at once`,
    ]);
  });

  it('reports a service payment no order names back, and a second payment of an order paid already', async () => {
    const orderId = await audit.fixture.order({
      contragentId: audit.account,
      kind: 'waste-pickup',
      amount: 5_000,
      status: 'awaiting-payment',
    });
    const unclaimed = await audit.fixture.payment({
      contragentId: audit.account,
      amount: 5_000,
      purpose: 'service',
      orderId,
    });
    const { orderId: duty } = await audit.fixture.paidDuty(audit.account);
    const second = await audit.fixture.payment({
      contragentId: audit.account,
      amount: 40_000,
      purpose: 'state-duty',
      orderId: duty,
    });
    expect(await problems()).toEqual([
      `payment ${unclaimed}: pays order ${orderId}, but no order names this payment`,
      `payment ${second}: pays order ${duty}, but no order names this payment`,
    ]);
  });

  it('reports a state duty whose order is no case’s duty, and an amount that differs from the order', async () => {
    const orderId = await audit.fixture.order({
      contragentId: audit.account,
      kind: 'state-duty',
      amount: 40_000,
      status: 'awaiting-payment',
    });
    const paymentId = await audit.fixture.payment({
      contragentId: audit.account,
      amount: 30_000,
      purpose: 'state-duty',
      orderId,
    });
    await run(
      audit.store,
      sql`UPDATE service_orders SET status = 'paid', payment_id = ${paymentId} WHERE id = ${orderId}`,
    );
    expect(await problems()).toEqual([
      `payment ${paymentId}: pays 30000 kopecks for order ${orderId} of 40000`,
      `payment ${paymentId}: is a state duty, but order ${orderId} (state-duty) is no litigation case's duty`,
    ]);
  });
});
