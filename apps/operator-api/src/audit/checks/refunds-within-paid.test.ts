import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { plantPaidOrderWithRefund } from '../../test-support/money-rows.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { refundsWithinPaid } from './refunds-within-paid.ts';

describe.each(BACKENDS)('the audit of refunds against what was paid on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openTestStore(backend);
    await plantPaidOrderWithRefund(test.store);
  });
  afterEach(() => test.close());

  const refund = (id: number, paymentId: number | null, amount: number) =>
    run(
      test.store,
      sql`INSERT INTO order_refunds (id, order_id, payment_id, amount, reason, created_at) VALUES (${id}, 1, ${paymentId}, ${amount}, 'Ещё', 1)`,
    );

  it('passes refunds within the order’s payment', async () => {
    await refund(2, 10, 100_000);
    expect(await refundsWithinPaid.run(test.store)).toEqual({ checked: 1, discrepancies: [] });
  });

  it('reports refunds over what the order was paid', async () => {
    await refund(2, 10, 100_001);
    expect((await refundsWithinPaid.run(test.store)).discrepancies).toEqual([
      { check: 'refunds-within-paid', subject: 'order 1', problem: 'refunded 150001 kopecks of 150000 paid' },
      { check: 'refunds-within-paid', subject: 'payment 10', problem: 'refunded 150001 kopecks of its 150000' },
    ]);
  });

  it('reports a refund that names no succeeded payment of its order', async () => {
    await run(test.store, sql`UPDATE payments SET status = 'failed' WHERE id = 10`);
    const { discrepancies } = await refundsWithinPaid.run(test.store);
    expect(discrepancies).toContainEqual({
      check: 'refunds-within-paid',
      subject: 'payment 10',
      problem: 'a refund names no succeeded payment of its order',
    });
    expect(discrepancies).toContainEqual({
      check: 'refunds-within-paid',
      subject: 'order 1',
      problem: 'refunded 50000 kopecks of 0 paid',
    });
  });
});
