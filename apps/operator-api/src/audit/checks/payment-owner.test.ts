import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { auditFixture } from '../audit-fixture.ts';
import { paymentOwnerCheck } from './payment-owner.ts';

describe.each(BACKENDS)('payment-owner on %s', (backend) => {
  let test: TestStore;
  let fixture: ReturnType<typeof auditFixture>;
  let account: number;

  beforeEach(async () => {
    test = await openTestStore(backend);
    fixture = auditFixture(test.store);
    account = await fixture.account();
  });
  afterEach(() => test.close());

  const problems = async () => (await paymentOwnerCheck.run(test.store)).discrepancies.map((found) => `${found.subject}: ${found.problem}`);

  it('passes a bill payment on a ledger and a state duty paid for its case', async () => {
    await fixture.payment({ contragentId: account, amount: 150_000 });
    await fixture.paidDuty(account);
    expect(await paymentOwnerCheck.run(test.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a bill payment on an account without a ledger, and one that also names an order', async () => {
    const noLedger = await fixture.account();
    await run(test.store, sql`DELETE FROM billing_accounts WHERE contragent_id = ${noLedger}`);
    const orphan = await fixture.payment({ contragentId: noLedger, amount: 1_000 });
    const { orderId } = await fixture.paidDuty(account);
    const twice = await fixture.payment({ contragentId: account, amount: 40_000, orderId });
    expect(await problems()).toEqual([
      `payment ${orphan}: pays the charges of account ${noLedger}, which has no ledger to count it`,
      `payment ${twice}: pays the charges and an order (${orderId}) at once`,
    ]);
  });

  it('reports a service payment no order names back, and a second payment of an order paid already', async () => {
    const orderId = await fixture.order({ contragentId: account, kind: 'waste-pickup', amount: 5_000, status: 'awaiting-payment' });
    const unclaimed = await fixture.payment({ contragentId: account, amount: 5_000, purpose: 'service', orderId });
    const { orderId: duty } = await fixture.paidDuty(account);
    const second = await fixture.payment({ contragentId: account, amount: 40_000, purpose: 'state-duty', orderId: duty });
    expect(await problems()).toEqual([
      `payment ${unclaimed}: pays order ${orderId}, but no order names this payment`,
      `payment ${second}: pays order ${duty}, but no order names this payment`,
    ]);
  });

  it('reports a state duty whose order is no case’s duty, and an amount that differs from the order', async () => {
    const orderId = await fixture.order({ contragentId: account, kind: 'state-duty', amount: 40_000, status: 'awaiting-payment' });
    const paymentId = await fixture.payment({ contragentId: account, amount: 30_000, purpose: 'state-duty', orderId });
    await run(test.store, sql`UPDATE service_orders SET status = 'paid', payment_id = ${paymentId} WHERE id = ${orderId}`);
    expect(await problems()).toEqual([
      `payment ${paymentId}: pays 30000 kopecks for order ${orderId} of 40000`,
      `payment ${paymentId}: is a state duty, but order ${orderId} (state-duty) is no litigation case's duty`,
    ]);
  });
});
