import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../db/store/store.ts';
import { FISCAL_RETRY_WINDOW_MS } from '../../fiscal/fiscalisation.ts';
import { plantPaidOrderWithRefund } from '../../test-support/money-rows.ts';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { fiscalReceiptsCheck } from './fiscal-receipts.ts';

const NOW = Date.UTC(2026, 10, 28, 6);

describe.each(BACKENDS)('the audit of fiscal receipts on %s', (backend) => {
  let test: TestStore;
  const check = fiscalReceiptsCheck(() => NOW);
  beforeEach(async () => {
    test = await openTestStore(backend);
    await plantPaidOrderWithRefund(test.store, NOW - FISCAL_RETRY_WINDOW_MS - 1);
  });
  afterEach(() => test.close());

  const pending = (id: number, createdAt: number) =>
    run(
      test.store,
      sql`UPDATE fiscal_receipts SET status = 'pending', fiscal_sign = NULL, created_at = ${createdAt} WHERE id = ${id}`,
    );

  it('passes fiscalised receipts of their payment’s and refund’s sums, and a pending one within its retry window', async () => {
    await pending(2, NOW - FISCAL_RETRY_WINDOW_MS + 1);
    expect(await check.run(test.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a receipt still pending after its retry window', async () => {
    await pending(2, NOW - FISCAL_RETRY_WINDOW_MS - 1);
    expect((await check.run(test.store)).discrepancies).toEqual([
      { check: 'fiscal-receipt', subject: 'fiscal receipt 2', problem: 'not fiscalised within its retry window' },
    ]);
  });

  it('reports sums that differ from the payment’s or the refund’s', async () => {
    await run(test.store, sql`UPDATE fiscal_receipts SET amount = amount + 1`);
    expect((await check.run(test.store)).discrepancies.map((found) => found.subject)).toEqual([
      'fiscal receipt 1',
      'fiscal receipt 2',
    ]);
  });

  it('reports a «приход» of a payment that did not succeed', async () => {
    await run(test.store, sql`UPDATE payments SET status = 'expired' WHERE id = 10`);
    expect((await check.run(test.store)).discrepancies).toEqual([
      { check: 'fiscal-receipt', subject: 'fiscal receipt 1', problem: '«приход» of payment 10, which is expired' },
    ]);
  });
});
