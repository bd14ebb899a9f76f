import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AutopayPreviewSchema, AutopayStateSchema, PaymentHistoryPageSchema } from '@resident/contract';
import type { AutopayBody } from '@resident/contract';
import {
  accessTokenOf,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { createTestDatabase, postgresUrl } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { AUTOPAY_TICK_LOCK } from './autopay-scheduler.ts';

// The server's scheduler on PostgreSQL: while another instance holds the tick's lease,
// this one's ticks skip; once it is let go, the next tick charges the due autopay (once).
describe.runIf(postgresUrl())('the autopay scheduler of a server on PostgreSQL', () => {
  let database: TestDatabase;
  let server: TestServer;
  let otherInstance: pg.Client;

  beforeEach(async () => {
    database = await createTestDatabase('postgres');
    server = await startTestServer({ databaseUrl: database.databaseUrl, autopayIntervalMs: 40 });
    otherInstance = new pg.Client({ connectionString: database.databaseUrl });
    await otherInstance.connect();
  });
  afterEach(async () => {
    await otherInstance.end();
    await server.app.close();
    await database.drop();
  });

  const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: AutopayBody) =>
    server.app.inject({
      method,
      url: `/api/v3${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  it('skips its ticks while another instance holds the lease, and charges once after it is let go', async () => {
    const resident = await accessTokenOf(server, 'resident@demo.ru');
    await otherInstance.query('SELECT pg_advisory_lock($1)', [AUTOPAY_TICK_LOCK]);

    const saving = parsePayment(
      await postPayment(
        server,
        resident,
        1,
        paymentBody({ amount: 1_000, saveCard: true, returnPath: '/resident/1/service-pay' }),
      ),
    );
    await payWithCard(server, saving, SUCCESS_CARD);
    const card = AutopayStateSchema.parse((await call(resident, 'GET', '/client/1/autopay')).json()).cards[0];
    if (!card) throw new Error('no card was saved');
    // On receipt: the receipt not charged yet is due today, confirmed as the preview names it.
    const { firstCharge } = AutopayPreviewSchema.parse(
      (await call(resident, 'GET', '/client/1/autopay/preview?maxAmount=5000000')).json(),
    );
    const confirmedCharge = { on: firstCharge.on ?? '', amount: firstCharge.amount };
    const saved = await call(resident, 'PUT', '/client/1/autopay', {
      enabled: true,
      maxAmount: 5_000_000,
      day: null,
      cardId: card.id,
      confirmedCharge,
    });
    expect(saved.statusCode).toBe(200);
    const autopayments = async () =>
      PaymentHistoryPageSchema.parse(
        (await call(resident, 'GET', '/client/1/billing/payments?size=100')).json(),
      ).content.filter((payment) => payment.channel === 'autopay');

    // Ten ticks' worth: every one skipped.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await autopayments()).toEqual([]);

    await otherInstance.query('SELECT pg_advisory_unlock($1)', [AUTOPAY_TICK_LOCK]);
    // Settled, however long that takes on a busy machine, and alone (no second charge beside it).
    await expect.poll(autopayments, { timeout: 30_000 }).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });
});
