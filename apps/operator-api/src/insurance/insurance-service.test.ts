import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaveInsuranceDraftBody } from '@resident/contract';
import { seedDemoData } from '../db/seed.ts';
import { first, run } from '../db/store/store.ts';
import { createObjectRepository } from '../objects/object-repository.ts';
import { ORDER_MESSAGES } from '../orders/order-messages.ts';
import { createOrders } from '../orders/orders.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createInsuranceService } from './insurance-service.ts';

const NOW = Date.UTC(2026, 4, 20, 9);
// resident@demo.ru (user 1) owns account 1 with two objects.
const OWN = 1;
const person = {
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  birthDate: '1980-04-12',
  phone: '+79161234567',
  email: 'ivanov@demo.ru',
};

// Insurance is on the async store: drafts, policies, their orders and issuing on both backends.
describe.each(BACKENDS)('insurance on %s', (backend) => {
  let test: TestStore;
  beforeEach(async () => {
    test = await openTestStore(backend, NOW);
    await seedDemoData(test.store, NOW);
  });
  afterEach(() => test.close());

  const count = async (table: string, where = sql``) =>
    Number((await first(test.store, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} ${where}`))?.n);

  async function confirmedDraft() {
    const orders = createOrders(test.store, () => NOW);
    const objects = createObjectRepository(test.store);
    const insurance = createInsuranceService(test.store, orders, objects, () => NOW);
    const [object] = await objects.listOf(OWN);
    const body: SaveInsuranceDraftBody = {
      step: 'confirm',
      objectId: object!.id,
      productId: 1,
      programmeId: 2,
      person,
    };
    await insurance.saveDraft(OWN, body);
    return { orders, insurance, address: object!.address };
  }

  const payment = async (orderId: number, amount: number) =>
    (await first(
      test.store,
      sql<{
        id: number;
      }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id)
        VALUES (${OWN}, ${amount}, 'succeeded', 'service', 'card', 'Оплата картой', ${NOW}, ${orderId}) RETURNING id`,
    ))!.id;

  it('keeps the draft and answers the open policy again while it is the same', async () => {
    const { insurance, address } = await confirmedDraft();
    expect(await insurance.repository.draft(OWN)).toMatchObject({ step: 'confirm', programmeId: 2, person });
    const made = await insurance.policyOrder(OWN, 1);
    expect(made).toMatchObject({
      created: true,
      order: { amount: 249_000, policy: { status: 'awaiting-payment', objectAddress: address, number: '' } },
    });
    expect(await insurance.policyOrder(OWN, 1)).toEqual({ ...made, created: false });
  });

  it("issues the policy inside the payment's transaction, or not at all", async () => {
    const { orders, insurance } = await confirmedDraft();
    const { order } = await insurance.policyOrder(OWN, 1);
    const paymentId = await payment(order.orderId, order.amount);
    await expect(
      test.store.transaction(async () => {
        await orders.paid(order.orderId, paymentId);
        throw new Error('the payment could not be settled');
      }),
    ).rejects.toThrow(/settled/);
    expect((await insurance.repository.policies(OWN, '2026-05-20'))[0]).toMatchObject({
      status: 'awaiting-payment',
      number: '',
    });
    expect(await insurance.repository.draft(OWN)).not.toBeNull();

    await orders.paid(order.orderId, paymentId);
    const [policy] = await insurance.repository.policies(OWN, '2026-05-20');
    expect(policy).toMatchObject({
      status: 'active',
      number: `ТСК-2026-${String(order.policy.id).padStart(6, '0')}`,
      fileName: `Полис ТСК-2026-${String(order.policy.id).padStart(6, '0')}.pdf`,
    });
    expect(policy!.startsOn! < policy!.endsOn!).toBe(true);
    expect(await insurance.repository.draft(OWN)).toBeNull();
    expect(await insurance.repository.policy(OWN, order.policy.id, '2026-05-20')).toMatchObject({
      accountNumber: '7700000001',
      person,
    });
  });

  it('makes one order and one policy when the same purchase is sent several times at once', async () => {
    const { insurance } = await confirmedDraft();
    // Connections opened beforehand, so the requests really overlap on PostgreSQL.
    await Promise.all(
      Array.from({ length: 5 }, () => test.store.transaction(() => first(test.store, sql`SELECT 1 AS one`))),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => insurance.policyOrder(OWN, 1)));
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.order.orderId)).size).toBe(1);
    expect(await count('service_orders', sql`WHERE kind = 'insurance-policy'`)).toBe(1);
    expect(await count('insurance_policies')).toBe(1);
  });

  it('a changed draft replaces the open policy, but not while its payment is on the acquirer’s page (409)', async () => {
    const { insurance } = await confirmedDraft();
    const { order } = await insurance.policyOrder(OWN, 1);
    const [object] = await createObjectRepository(test.store).listOf(OWN);
    const changed: SaveInsuranceDraftBody = {
      step: 'confirm',
      objectId: object!.id,
      productId: 1,
      programmeId: 1,
      person,
    };
    await insurance.saveDraft(OWN, changed);
    await run(
      test.store,
      sql`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, order_id, expires_at)
        VALUES (${OWN}, ${order.amount}, 'pending', 'service', 'card', 'Оплата картой', ${NOW}, ${order.orderId}, ${NOW + 60_000})`,
    );
    await expect(insurance.policyOrder(OWN, 1)).rejects.toMatchObject({
      statusCode: 409,
      body: { message: ORDER_MESSAGES.paymentInProgress },
    });
    expect(await count('service_orders', sql`WHERE kind = 'insurance-policy' AND status = 'awaiting-payment'`)).toBe(1);
    expect(await insurance.repository.policies(OWN, '2026-05-20')).toEqual([
      expect.objectContaining({ id: order.policy.id, status: 'awaiting-payment' }),
    ]);

    // Once that payment has failed the changed draft makes the new policy, and the first is cancelled.
    await run(test.store, sql`UPDATE payments SET status = 'failed' WHERE order_id = ${order.orderId}`);
    const replaced = await insurance.policyOrder(OWN, 1);
    expect(replaced.created).toBe(true);
    expect(await count('service_orders', sql`WHERE kind = 'insurance-policy' AND status = 'cancelled'`)).toBe(1);
  });
});
