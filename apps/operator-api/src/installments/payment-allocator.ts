import { sql } from 'kysely';
import { all, first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { allocatePayment } from './allocation-rule.ts';
import type { Allocation, OpenInstalment } from './allocation-rule.ts';

/** A payment that has just succeeded: what the allocation needs of it. */
export interface SucceededPayment {
  id: number;
  contragentId: number;
  amount: number;
}

export interface PaymentAllocator {
  /**
   * Spreads a succeeded payment over the account's open instalments (allocation-rule.ts: oldest due
   * first) and stores the allocations. Joins the caller's transaction — the settlement's — so the
   * payment and its allocations commit together or not at all. A payment allocated before is left
   * as it is (answers []).
   */
  allocate(payment: SucceededPayment, at: number): Promise<Allocation[]>;
}

interface InstalmentRow {
  agreement_id: number;
  number: number;
  due_date: string;
  amount: number;
  paid: number | string;
}

export function createPaymentAllocator(store: Store): PaymentAllocator {
  return {
    allocate(payment, at) {
      return store.transaction(async (tx) => {
        // Two payments of one account settling at once (two instances on PostgreSQL) must not both
        // fill the same instalment: the account's agreements are locked until this commits, and the
        // second reads the first's allocations. SQLite's transaction already holds the write lock.
        if (store.dialect === 'postgres') {
          await sql`SELECT id FROM installment_agreements WHERE contragent_id = ${payment.contragentId} ORDER BY id FOR UPDATE`.execute(
            tx,
          );
        }
        const done = await first(
          tx,
          sql<{
            found: number;
          }>`SELECT 1 AS found FROM installment_allocations WHERE payment_id = ${payment.id} LIMIT 1`,
        );
        if (done) return [];
        const rows = await all(
          tx,
          sql<InstalmentRow>`SELECT p.agreement_id, p.number, p.due_date, p.amount,
              COALESCE((SELECT SUM(a.amount) FROM installment_allocations a WHERE a.agreement_id = p.agreement_id AND a.number = p.number), 0) AS paid
            FROM installment_payments p JOIN installment_agreements g ON g.id = p.agreement_id
            WHERE g.contragent_id = ${payment.contragentId}`,
        );
        const open: OpenInstalment[] = rows.map((row) => ({
          agreementId: Number(row.agreement_id),
          number: Number(row.number),
          dueDate: row.due_date,
          amount: Number(row.amount),
          paid: Number(row.paid),
        }));
        const allocations = allocatePayment(open, payment.amount);
        for (const allocation of allocations) {
          await sql`INSERT INTO installment_allocations (payment_id, agreement_id, number, amount, created_at)
            VALUES (${payment.id}, ${allocation.agreementId}, ${allocation.number}, ${allocation.amount}, ${at})`.execute(
            tx,
          );
        }
        return allocations;
      });
    },
  };
}
