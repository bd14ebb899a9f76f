import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { openTestStore } from '../../test-support/test-stores.ts';
import type { TestStore } from '../../test-support/test-stores.ts';
import { auditFixture } from '../audit-fixture.ts';
import { paymentReceiptCheck } from './payment-receipt.ts';

describe.each(BACKENDS)('payment-receipt on %s', (backend) => {
  let test: TestStore;
  let fixture: ReturnType<typeof auditFixture>;
  let account: number;

  beforeEach(async () => {
    test = await openTestStore(backend);
    fixture = auditFixture(test.store);
    account = await fixture.account();
  });
  afterEach(() => test.close());

  const problems = async () => (await paymentReceiptCheck.run(test.store)).discrepancies.map((found) => `${found.subject}: ${found.problem}`);

  it('passes one «приход» per succeeded acquirer payment; bank payments and open ones need none', async () => {
    const paid = await fixture.payment({ contragentId: account, amount: 1_000 });
    await fixture.receipt(paid);
    await fixture.payment({ contragentId: account, amount: 2_000, acquirer: false });
    await fixture.payment({ contragentId: account, amount: 3_000, status: 'pending' });
    expect(await paymentReceiptCheck.run(test.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a succeeded payment without a receipt and a failed one with one', async () => {
    const missing = await fixture.payment({ contragentId: account, amount: 1_000 });
    const failed = await fixture.payment({ contragentId: account, amount: 1_000, status: 'failed' });
    await fixture.receipt(failed);
    expect(await problems()).toEqual([
      `payment ${missing}: succeeded, but no «приход» fiscal receipt was issued`,
      expect.stringMatching(new RegExp(`^payment ${failed}: failed, yet a «приход» fiscal receipt was issued \\(fiscal receipt \\d+\\)$`)),
    ]);
  });

  it('cannot hold two «приход» receipts of one payment: the database refuses the second', async () => {
    const paid = await fixture.payment({ contragentId: account, amount: 1_000 });
    await fixture.receipt(paid);
    await expect(fixture.receipt(paid)).rejects.toThrow();
  });
});
