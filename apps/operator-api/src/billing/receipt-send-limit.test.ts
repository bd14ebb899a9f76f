import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { all, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTwoInstanceStores } from '../test-support/test-stores.ts';
import type { TwoInstanceStores } from '../test-support/test-stores.ts';
import { createReceiptSendLimit, RECEIPT_RESEND_MS, ReceiptSentRecently } from './receipt-send-limit.ts';

const START = Date.UTC(2026, 4, 15, 9);

describe.each(BACKENDS)('one receipt mailing an hour on %s', (backend) => {
  let stores: TwoInstanceStores;
  let store: Store;
  let at: number;
  const now = () => at;

  beforeEach(async () => {
    stores = await openTwoInstanceStores(backend, START);
    store = stores.store;
    at = START;
    await run(
      store,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
    );
  });
  afterEach(() => stores.close());

  /** A mailing that leaves a row behind in the claim's transaction, as the outbox does. */
  const mail = (on: Store, label: string) => () =>
    run(
      on,
      sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (${100 + Number(label)}, ${label}, ${`77000001${label.padStart(2, '0')}`}, '-')`,
    );
  const mailed = async () => (await all(store.db, sql`SELECT id FROM contragents WHERE id >= 100`)).length;

  it('mails once, refuses within the hour saying how long to wait, and mails again after it', async () => {
    const limit = createReceiptSendLimit(store, now);
    await limit.once(1, '2026-04', mail(store, '1'));
    at += 20 * 60_000;
    const refused = await limit.once(1, '2026-04', mail(store, '2')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ReceiptSentRecently);
    expect(refused).toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 40 * 60,
      body: { details: [{ code: 'RECEIPT_SENT_RECENTLY' }], message: expect.stringContaining('через 40 мин.') },
    });
    // Another month's receipt and another account are their own.
    await limit.once(1, '2026-03', mail(store, '3'));
    expect(await mailed()).toBe(2);
    at = START + RECEIPT_RESEND_MS;
    await limit.once(1, '2026-04', mail(store, '4'));
    expect(await mailed()).toBe(3);
  });

  it('a mailing that fails does not use up the hour', async () => {
    const limit = createReceiptSendLimit(store, now);
    await expect(limit.once(1, '2026-04', () => Promise.reject(new Error('the outbox is down')))).rejects.toThrow(
      /outbox/,
    );
    await limit.once(1, '2026-04', mail(store, '1'));
    expect(await mailed()).toBe(1);
  });

  it('eight clicks at once through two instances mail one receipt', async () => {
    const limits = [createReceiptSendLimit(store, now), createReceiptSendLimit(stores.other, now)];
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        limits[index % 2]!.once(1, '2026-04', mail(index % 2 ? stores.other : store, String(index + 1))),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((result) => result.status === 'rejected')
        .map((result) => (result as PromiseRejectedResult).reason),
    ).toEqual(Array.from({ length: 7 }, () => expect.any(ReceiptSentRecently)));
    expect(await mailed()).toBe(1);
  });
});
