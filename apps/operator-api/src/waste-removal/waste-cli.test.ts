import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WastePickupSchema, WasteSlotsSchema } from '@resident/contract';
import type { WastePickup } from '@resident/contract';
import { CliError, runOperatorCommand } from '../operator/operator-commands.ts';
import { asResident } from '../test-support/communication-client.ts';
import {
  accessTokenOf,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { startTestServer, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';

// Through HTTP only: the same on either backend the server runs on.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let baseUrl: string;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer({ databaseUrl: database.databaseUrl });
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
    token = await accessTokenOf(server, 'resident@demo.ru');
  }, 30_000);

  afterAll(async () => {
    await server.app.close();
    await database.drop();
  });

  async function run(args: string[]): Promise<string[]> {
    const lines: string[] = [];
    await runOperatorCommand(args, { baseUrl, token: TEST_ADMIN_TOKEN, fetch, write: (line) => lines.push(line) });
    return lines;
  }

  const pickupsOf = async () =>
    WastePickupSchema.array().parse(
      (await asResident(server, token)('GET', '/api/v3/client/1/waste-removal/pickups')).json(),
    );

  async function paidPickup(): Promise<WastePickup> {
    const call = asResident(server, token);
    const [slot] = WasteSlotsSchema.parse((await call('GET', '/api/v3/client/1/waste-removal/slots')).json()).filter(
      (candidate) => candidate.available,
    );
    const body = { objectId: 1, wasteType: 'garden', volume: 3, date: slot!.date, period: slot!.period };
    const pickup = WastePickupSchema.parse((await call('POST', '/api/v3/client/1/waste-removal/pickups', body)).json());
    const payment = await postPayment(
      server,
      token,
      1,
      paymentBody({ purpose: 'service', amount: pickup.amount, orderId: pickup.orderId }),
    );
    await payWithCard(server, parsePayment(payment), SUCCESS_CARD);
    return pickup;
  }

  describe('operator pickup / pickups', () => {
    it('lists the pickups and marks one scheduled, then done', async () => {
      const pickup = await paidPickup();
      expect(await run(['pickups', 'paid'])).toEqual([
        `${pickup.id}\tpaid\t${pickup.slot.date} ${pickup.slot.period}\t7700000001\tРастительные отходы, 3 м³\tТверская обл., г. Тверь, ул. Советская, д. 10, кв. 5`,
        '1 pickup(s)',
      ]);
      expect(await run(['pickup', String(pickup.id), 'scheduled'])).toEqual([
        `Pickup ${pickup.id} is now scheduled; the resident's open page shows it at once.`,
      ]);
      expect((await pickupsOf())[0]!.status).toBe('scheduled');
      expect(await run(['pickup', String(pickup.id), 'done'])).toEqual([
        `Pickup ${pickup.id} is now done; the resident's open page shows it at once.`,
      ]);
      expect(await run(['pickups', 'paid'])).toEqual(['0 pickup(s)']);
    });

    it('says what is wrong', async () => {
      await expect(run(['pickup', 'x', 'done'])).rejects.toThrow(/^pickupId must be a positive number/);
      await expect(run(['pickup', '1', 'cancelled'])).rejects.toThrow(/^the status must be scheduled or done/);
      await expect(run(['pickup', '999', 'done'])).rejects.toThrow(new CliError('404: Заказ не найден'));
      await expect(run(['pickups', 'lost'])).rejects.toThrow(/^400: /);
    });
  });
});
