import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { plantPaidOrderWithRefund } from '../../test-support/money-rows.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { refundReceipts } from './refund-receipts.ts';

describe.each(BACKENDS)('the audit of refunds’ receipts on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openTestStore(backend);
    await plantPaidOrderWithRefund(test.store);
  });
  afterEach(() => test.close());

  it('passes a refund with its «возврат прихода»', async () => {
    expect(await refundReceipts.run(test.store)).toEqual({ checked: 1, discrepancies: [] });
  });

  it('reports a refund written without its receipt', async () => {
    await run(
      test.store,
      sql`INSERT INTO order_refunds (id, order_id, payment_id, amount, reason, created_at) VALUES (2, 1, 10, 100, 'Без чека', 1)`,
    );
    expect(await refundReceipts.run(test.store)).toEqual({
      checked: 2,
      discrepancies: [
        { check: 'refund-receipt', subject: 'refund 2', problem: 'has no «возврат прихода» fiscal receipt' },
      ],
    });
  });
});
