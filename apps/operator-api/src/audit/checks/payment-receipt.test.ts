import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../../test-support/test-databases.ts';
import { useAuditStore } from '../../test-support/audit-fixture.ts';
import { paymentReceiptCheck } from './payment-receipt.ts';

describe.each(BACKENDS)('payment-receipt on %s', (backend) => {
  const audit = useAuditStore(backend);

  const problems = async () =>
    (await paymentReceiptCheck.run(audit.store)).discrepancies.map((found) => `${found.subject}: ${found.problem}`);

  it('passes one «приход» per succeeded acquirer payment; bank payments and open ones need none', async () => {
    const paid = await audit.fixture.payment({ contragentId: audit.account, amount: 1_000 });
    await audit.fixture.receipt(paid);
    await audit.fixture.payment({ contragentId: audit.account, amount: 2_000, acquirer: false });
    await audit.fixture.payment({ contragentId: audit.account, amount: 3_000, status: 'pending' });
    expect(await paymentReceiptCheck.run(audit.store)).toEqual({ checked: 2, discrepancies: [] });
  });

  it('reports a succeeded payment without a receipt and a failed one with one', async () => {
    const missing = await audit.fixture.payment({ contragentId: audit.account, amount: 1_000 });
    const failed = await audit.fixture.payment({ contragentId: audit.account, amount: 1_000, status: 'failed' });
    await audit.fixture.receipt(failed);
    expect(await problems()).toEqual([
      `payment ${missing}: succeeded, but no «приход» fiscal receipt was issued`,
      expect.stringMatching(
        new RegExp(`^payment ${failed}: failed, yet a «приход» fiscal receipt was issued \\(fiscal receipt \\d+\\)$`),
      ),
    ]);
  });

  it('cannot hold two «приход» receipts of one payment: the database refuses the second', async () => {
    const paid = await audit.fixture.payment({ contragentId: audit.account, amount: 1_000 });
    await audit.fixture.receipt(paid);
    await expect(audit.fixture.receipt(paid)).rejects.toThrow();
  });
});
