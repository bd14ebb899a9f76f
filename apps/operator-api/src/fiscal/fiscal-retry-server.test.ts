import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { first, openStore } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { createFiscalReceipts } from '../payments/fiscal-receipt.ts';
import type { OnlinePaymentRow } from '../payments/online-payment-repository.ts';
import { outboxMessages } from '../test-support/payment-flow.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

/**
 * What a `kill -9` right after a settlement's commit leaves: the payment settled and its receipt
 * pending, nobody left to ask the register. A server on that database (a restarted instance, or any
 * other) fiscalises it with its retry job, and mails it once.
 */
describe.each(BACKENDS)('a receipt left pending by a crash, on %s', (backend) => {
  let database: TestDatabase;
  let dir: string;
  let server: TestServer;
  let store: Store;

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    dir = mkdtempSync(join(tmpdir(), 'fiscal-retry-'));
    const dbPath = join(dir, 'operator.db');
    // The job every 50 ms: the test waits for its tick, not for a fixed time.
    server = await startTestServer({ dbPath, databaseUrl: database.databaseUrl, paymentSweepMs: 50 });
    store = database.databaseUrl
      ? openStore({ dialect: 'postgres', url: database.databaseUrl })
      : openStore({ dialect: 'sqlite', db: openDatabase(dbPath) });
  });
  afterEach(async () => {
    await server.app.close();
    await store.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is fiscalised and mailed by the retry job, once', async () => {
    const payment = await first(
      store,
      sql<OnlinePaymentRow>`SELECT * FROM payments WHERE contragent_id = 1 AND status = 'succeeded' ORDER BY id LIMIT 1`,
    );
    await store.transaction(async () => {
      await store.q
        .updateTable('payments')
        .set({ receipt_email: 'crash@demo.ru' })
        .where('id', '=', payment!.id)
        .execute();
    });
    // Written by the crashed instance in the settlement's transaction; its after-commit kick never ran.
    const receipts = createFiscalReceipts({
      store,
      seller: { name: 'ООО «Регоператор»', inn: '6950012345' },
      written: () => {},
    });
    const id = await receipts.send({
      payment: payment!,
      accountNumber: '7700000001',
      seller: 'x',
      settledAt: server.clock.now(),
    });

    await expect
      .poll(
        async () =>
          (await first(store, sql<{ status: string }>`SELECT status FROM fiscal_receipts WHERE id = ${id}`))?.status,
        { timeout: 15_000 },
      )
      .toBe('fiscalised');
    await expect
      .poll(
        async () =>
          (await outboxMessages(server, 'fiscal-receipt')).filter((message) => message.to === 'crash@demo.ru').length,
      )
      .toBe(1);
    const row = await first(
      store,
      sql<{
        document_number: number;
        fiscal_sign: string;
        attempts: number;
      }>`SELECT document_number, fiscal_sign, attempts FROM fiscal_receipts WHERE id = ${id}`,
    );
    expect(row).toMatchObject({
      document_number: expect.any(Number),
      fiscal_sign: expect.stringMatching(/^\d{10}$/),
      attempts: 1,
    });
  });
});
