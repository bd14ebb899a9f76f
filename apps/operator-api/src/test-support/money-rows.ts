import { sql } from 'kysely';
import { run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/**
 * A consistent little world for the money audit's checks: account 1, order 1 (1 500 ₽) paid by
 * payment 10, refund 1 of 500 ₽ from it, and both fiscal receipts made. A check's test breaks one
 * thing in it and expects exactly that to be reported.
 */
export async function plantPaidOrderWithRefund(store: Store, now = Date.now()): Promise<void> {
  await run(
    store,
    sql`INSERT INTO contragents (id, full_name, number_personal_account, address) VALUES (1, 'Иванов И. И.', '7700000001', 'г. Тверь')`,
  );
  await run(
    store,
    sql`INSERT INTO service_orders (id, contragent_id, kind, amount, description, status, created_at) VALUES (1, 1, 'container-rental', 150000, 'Аренда', 'paid', ${now})`,
  );
  await run(
    store,
    sql`INSERT INTO payments (id, contragent_id, amount, status, purpose, channel, description, created_at, settled_at, order_id)
      VALUES (10, 1, 150000, 'succeeded', 'service', 'card', 'Оплата картой', ${now}, ${now}, 1)`,
  );
  await run(store, sql`UPDATE service_orders SET payment_id = 10 WHERE id = 1`);
  await run(
    store,
    sql`INSERT INTO order_refunds (id, order_id, payment_id, amount, reason, created_at) VALUES (1, 1, 10, 50000, 'Досрочный возврат', ${now})`,
  );
  for (const [id, refundId, operation, amount] of [
    [1, null, 'income', 150_000],
    [2, 1, 'income-return', 50_000],
  ] as const) {
    await run(
      store,
      sql`INSERT INTO fiscal_receipts (id, contragent_id, payment_id, refund_id, operation, amount, item, seller_name, seller_inn, status, created_at, retry_at,
          register_number, fiscal_storage, document_number, fiscal_sign, fiscalised_at)
        VALUES (${id}, 1, 10, ${refundId}, ${operation}, ${amount}, 'Аренда', 'ООО «Регоператор»', '6950012345', 'fiscalised', ${now}, ${now},
          '0000000001012345', '7380440700076549', ${id}, '0123456789', ${now})`,
    );
  }
}
