import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { afterEach, beforeEach } from 'vitest';
import type { Backend } from './test-databases.ts';
import { openTestStore } from './test-stores.ts';
import type { TestStore } from './test-stores.ts';

/**
 * Rows for the audit's tests, written straight to the tables: each test plants a state that holds
 * the rule, then breaks one thing and sees it reported. Test-only.
 */
export function auditFixture(store: Store) {
  let account = 0;
  return {
    /** An account with a ledger; answers its contragent id. */
    async account(): Promise<number> {
      account += 1;
      const row = await first(
        store,
        sql<{ id: number }>`INSERT INTO contragents (full_name, number_personal_account, address)
          VALUES ('Иванов И. И.', ${`77000099${String(account).padStart(2, '0')}`}, 'г. Тверь') RETURNING id`,
      );
      const id = Number(row?.id);
      await run(store, sql`INSERT INTO billing_accounts (contragent_id, opening_period) VALUES (${id}, '2026-01')`);
      return id;
    },
    /** A card payment through the acquirer (with `acquirer: false`, one from a bank). */
    async payment(p: {
      contragentId: number;
      amount: number;
      purpose?: string;
      status?: string;
      orderId?: number | null;
      acquirer?: boolean;
    }): Promise<number> {
      const row = await first(
        store,
        sql<{
          id: number;
        }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at, order_id, acquirer_payment_id)
          VALUES (${p.contragentId}, ${p.amount}, ${p.status ?? 'succeeded'}, ${p.purpose ?? 'charges'}, ${p.acquirer === false ? 'bank' : 'card'},
            'Оплата картой', 1, 2, ${p.orderId ?? null}, ${p.acquirer === false ? null : `test_${Math.random().toString(36).slice(2)}`}) RETURNING id`,
      );
      return Number(row?.id);
    },
    /** The «приход» fiscal receipt of a payment, as the settlement writes it (pending until the register answers). */
    async receipt(paymentId: number): Promise<void> {
      await run(
        store,
        sql`INSERT INTO fiscal_receipts (contragent_id, payment_id, operation, amount, item, seller_name, seller_inn, status, created_at, retry_at)
          SELECT contragent_id, id, 'income', amount, 'Услуга', 'ООО', '7707083893', 'pending', 1, 1 FROM payments WHERE id = ${paymentId}`,
      );
    },
    async order(o: {
      contragentId: number;
      kind: string;
      amount: number;
      status: string;
      paymentId?: number | null;
    }): Promise<number> {
      const row = await first(
        store,
        sql<{
          id: number;
        }>`INSERT INTO service_orders (contragent_id, kind, amount, description, status, payment_id, created_at)
          VALUES (${o.contragentId}, ${o.kind}, ${o.amount}, 'Заказ', ${o.status}, ${o.paymentId ?? null}, 1) RETURNING id`,
      );
      return Number(row?.id);
    },
    async pointPaymentAt(paymentId: number, orderId: number): Promise<void> {
      await run(store, sql`UPDATE payments SET order_id = ${orderId} WHERE id = ${paymentId}`);
    },
    /** A litigation case whose duty the order pays (`paid`: marked paid). */
    async dutyCase(contragentId: number, orderId: number, paid: boolean): Promise<void> {
      await run(
        store,
        sql`INSERT INTO litigation_cases (contragent_id, kind, number, subject, claimed, state_duty, state_duty_order_id, state_duty_paid_at, status, opened_at)
          VALUES (${contragentId}, 'court', ${`2-${orderId}/2026`}, 'Взыскание', 100000, 40000, ${orderId}, ${paid ? 3 : null}, 'decided', 1)`,
      );
    },
    async refund(orderId: number, amount: number): Promise<void> {
      await run(
        store,
        sql`INSERT INTO order_refunds (order_id, amount, reason, created_at) VALUES (${orderId}, ${amount}, 'Возврат', 1)`,
      );
    },
    /** A paid state-duty order with its payment, receipt and case: a whole, correct purchase. */
    async paidDuty(contragentId: number, amount = 40_000): Promise<{ orderId: number; paymentId: number }> {
      const orderId = await this.order({ contragentId, kind: 'state-duty', amount, status: 'awaiting-payment' });
      const paymentId = await this.payment({ contragentId, amount, purpose: 'state-duty', orderId });
      await run(
        store,
        sql`UPDATE service_orders SET status = 'paid', payment_id = ${paymentId}, paid_at = 2 WHERE id = ${orderId}`,
      );
      await this.receipt(paymentId);
      await this.dutyCase(contragentId, orderId, true);
      return { orderId, paymentId };
    },
  };
}

/**
 * For each test of a check: a fresh store of `backend` with one account and the fixture over it,
 * closed after the test. Read its fields inside the tests (they change with each one).
 */
export function useAuditStore(backend: Backend) {
  const current = {} as { test: TestStore; store: Store; fixture: ReturnType<typeof auditFixture>; account: number };
  beforeEach(async () => {
    const test = await openTestStore(backend);
    const fixture = auditFixture(test.store);
    Object.assign(current, { test, store: test.store, fixture, account: await fixture.account() });
  });
  afterEach(() => current.test.close());
  return current;
}
