import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed.ts';
import { DEMO_STATE_DUTY, seedDemoLitigation } from '../db/seed-litigation.ts';
import { first } from '../db/store/store.ts';
import { createOrders } from '../orders/orders.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { litigationDocumentPdf } from './litigation-pdf.ts';
import { createLitigationRepository } from './litigation-repository.ts';
import { createLitigationService } from './litigation-service.ts';

const NOW = Date.UTC(2026, 4, 20, 9);

// Litigation is on the async store: the repository and the seed run on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openTestStore(backend, NOW);
    await seedDemoData(test.store, NOW);
  });
  afterEach(() => test.close());

  const count = async (table: string) =>
    Number((await first(test.store, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))?.n);
  /** A state-duty order of the debtor's account, written as the orders would. */
  const dutyOrder = async (amount: number) =>
    (await first(
      test.store,
      sql<{
        id: number;
      }>`INSERT INTO service_orders (contragent_id, user_id, kind, amount, description, status, created_at)
        VALUES (5, NULL, 'state-duty', ${amount}, 'Госпошлина', 'awaiting-payment', ${NOW}) RETURNING id`,
    ))!.id;

  describe('demo litigation', () => {
    it('gives only the debtor cases, once however often it runs', async () => {
      const repository = createLitigationRepository(test.store);
      expect((await repository.cases(5)).map((item) => item.kind)).toEqual(['claim', 'court']);
      for (const other of [1, 2, 3, 4, 6]) expect(await repository.cases(other)).toEqual([]);
      const before = [
        await count('litigation_cases'),
        await count('litigation_hearings'),
        await count('litigation_documents'),
      ];
      expect(before).toEqual([2, 2, 1]);
      await seedDemoLitigation(test.store, NOW + 86_400_000);
      await seedDemoData(test.store, NOW);
      expect([
        await count('litigation_cases'),
        await count('litigation_hearings'),
        await count('litigation_documents'),
      ]).toEqual(before);
    });

    it.each([
      [undefined, '19.10.2026'],
      ['Asia/Yekaterinburg', '19.10.2026'],
      ['Europe/Kaliningrad', '18.10.2026'],
    ])(
      'dates a document by the operator’s calendar (%s), the same in the list and in its PDF',
      async (timeZone, date) => {
        // 21:30 UTC: the next day in Moscow and Perm, still the same day in Kaliningrad; the server's own TZ is neither.
        const deviceZone = process.env.TZ;
        process.env.TZ = 'America/New_York';
        try {
          await sql`UPDATE litigation_documents SET issued_at = ${Date.parse('2026-10-18T21:30:00Z')}`.execute(
            test.store.db,
          );
          const repository = createLitigationRepository(test.store, timeZone);
          const [document] = (await repository.cases(5))[1]!.documents;
          expect(document!.issuedAt.split('-').reverse().join('.')).toBe(date);
          const pdf = await litigationDocumentPdf((await repository.document(5, document!.id))!, 'Оператор', timeZone);
          const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
          expect(text).toContain(`от ${date}`);
        } finally {
          process.env.TZ = deviceZone;
        }
      },
    );

    it('puts the next hearing in the future, 10:30 Moscow time', async () => {
      const hearing = (await createLitigationRepository(test.store).cases(5))[1]!.hearings.at(-1)!;
      expect(Date.parse(hearing.startsAt)).toBeGreaterThan(NOW);
      expect(
        new Date(hearing.startsAt).toLocaleTimeString('ru-RU', {
          timeZone: 'Europe/Moscow',
          hour: '2-digit',
          minute: '2-digit',
        }),
      ).toBe('10:30');
    });

    it.runIf(backend === 'postgres')('keeps the cases in PostgreSQL', async () => {
      expect(await count('litigation_cases')).toBe(2);
    });
  });

  describe('the duties of an order', () => {
    it('reads the unpaid duty, the flag and a document of the own account only', async () => {
      const repository = createLitigationRepository(test.store);
      expect(await repository.unpaidStateDuty(5)).toBe(DEMO_STATE_DUTY);
      expect(await repository.stateDutyDebt(5)).toBe(true);
      expect(await repository.stateDutyDebt(6)).toBe(false);
      const [document] = (await repository.cases(5))[1]!.documents;
      expect(await repository.document(5, document!.id)).toMatchObject({
        title: 'Решение суда',
        accountNumber: '7700000005',
      });
      expect(await repository.document(6, document!.id)).toBeUndefined();
    });

    it('marks only the duties of the paid order and clears the flag when none is left', async () => {
      const repository = createLitigationRepository(test.store);
      const orderId = await dutyOrder(DEMO_STATE_DUTY);
      await repository.attachDutyOrder(5, orderId);
      expect(await repository.openDutyOrder(5)).toEqual({ id: orderId, amount: DEMO_STATE_DUTY });
      // A duty that arrives after the order was made is not paid by it.
      await sql`INSERT INTO litigation_cases (contragent_id, kind, number, court, subject, claimed, state_duty, status, opened_at)
        VALUES (5, 'court', '2-9/2026', 'Суд', 'Иск', 100000, 40000, 'filed', ${NOW})`.execute(test.store.db);
      expect(await repository.markDutyPaid(5, orderId, NOW)).toBe(1);
      expect(await repository.unpaidStateDuty(5)).toBe(40_000);
      expect(await repository.stateDutyDebt(5)).toBe(true);
      expect(await repository.markDutyPaid(5, orderId, NOW)).toBe(0);

      const second = await dutyOrder(40_000);
      await repository.attachDutyOrder(5, second);
      expect(await repository.markDutyPaid(5, second, NOW)).toBe(1);
      expect(await repository.unpaidStateDuty(5)).toBe(0);
      expect(await repository.stateDutyDebt(5)).toBe(false);
    });

    it('marks nothing when the transaction it joined rolls back', async () => {
      const repository = createLitigationRepository(test.store);
      const orderId = await dutyOrder(DEMO_STATE_DUTY);
      await repository.attachDutyOrder(5, orderId);
      await expect(
        test.store.transaction(async () => {
          expect(await repository.markDutyPaid(5, orderId, NOW)).toBe(1);
          throw new Error('the payment failed after');
        }),
      ).rejects.toThrow('the payment failed after');
      expect(await repository.unpaidStateDuty(5)).toBe(DEMO_STATE_DUTY);
      expect(await repository.stateDutyDebt(5)).toBe(true);
    });
  });

  describe('state-duty orders', () => {
    const withOrders = () => {
      const orders = createOrders(test.store, () => NOW);
      return { orders, litigation: createLitigationService(test.store, orders, () => NOW) };
    };
    const payment = async (orderId: number, amount: number) =>
      (await first(
        test.store,
        sql<{
          id: number;
        }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
          VALUES (5, ${amount}, 'succeeded', 'state-duty', 'card', 'Оплата картой', ${NOW}, ${orderId}) RETURNING id`,
      ))!.id;

    it('reuses the open order while the sum is the same and replaces it when the sum changes', async () => {
      const { orders, litigation } = withOrders();
      const made = await litigation.stateDutyOrder(5, 6);
      expect(made).toMatchObject({ created: true, order: { amount: DEMO_STATE_DUTY } });
      expect(await litigation.stateDutyOrder(5, 6)).toEqual({ ...made, created: false });

      await sql`UPDATE litigation_cases SET state_duty = state_duty + 100 WHERE contragent_id = 5 AND kind = 'court'`.execute(
        test.store.db,
      );
      const second = await litigation.stateDutyOrder(5, 6);
      expect(second).toMatchObject({ created: true, order: { amount: DEMO_STATE_DUTY + 100 } });
      expect(await orders.ofContragent(made.order.orderId, 5)).toMatchObject({ status: 'cancelled' });
    });

    it("marks the duties paid and clears the flag inside the payment's transaction, or not at all", async () => {
      const { orders, litigation } = withOrders();
      const { order } = await litigation.stateDutyOrder(5, 6);
      const paymentId = await payment(order.orderId, order.amount);
      await expect(
        test.store.transaction(async () => {
          await orders.paid(order.orderId, paymentId);
          throw new Error('the payment could not be settled');
        }),
      ).rejects.toThrow(/settled/);
      expect(await litigation.repository.stateDutyDebt(5)).toBe(true);

      await orders.paid(order.orderId, paymentId);
      expect(await litigation.repository.unpaidStateDuty(5)).toBe(0);
      expect(await litigation.repository.stateDutyDebt(5)).toBe(false);
      expect((await litigation.repository.cases(5))[1]!.stateDuty).toEqual({ amount: DEMO_STATE_DUTY, paid: true });
    });

    it('makes one order when the same duty is asked for twice at once', async () => {
      const { litigation } = withOrders();
      // Connections opened beforehand, so the requests really overlap on PostgreSQL.
      await Promise.all(
        Array.from({ length: 5 }, () => test.store.transaction(() => first(test.store, sql`SELECT 1 AS one`))),
      );
      const answers = await Promise.all(Array.from({ length: 5 }, () => litigation.stateDutyOrder(5, 6)));
      expect(answers.filter((answer) => answer.created)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.order.orderId)).size).toBe(1);
      expect(await count('service_orders')).toBe(1);
    });
  });
});
