import { sql } from 'kysely';
import { all } from '../../db/store/store.ts';
import type { AuditCheck, Discrepancy } from '../audit-check.ts';

const CHECK = 'installments';

interface AgreementRow {
  id: number;
  debt: number;
  scheduled: number;
  allocated: number;
}

interface AllocationRow {
  payment_id: number;
  agreement_id: number;
  number: number;
  amount: number;
  payment_status: string | null;
  payment_contragent: number | null;
  agreement_contragent: number;
}

interface OverRow {
  id: number;
  number: number | null;
  amount: number;
  allocated: number;
}

const rub = (kopecks: number) => `${Math.trunc(kopecks / 100)},${String(Math.abs(kopecks % 100)).padStart(2, '0')} ₽`;

/**
 * Installment schedules follow the money (installments/allocation-rule.ts): each agreement's
 * schedule spreads exactly its debt and is never paid beyond it; every allocation belongs to a
 * succeeded payment of the agreement's own account; no payment is allocated beyond its amount and
 * no instalment beyond its own.
 */
export const installmentsCheck: AuditCheck = {
  name: CHECK,
  async run(store) {
    const discrepancies: Discrepancy[] = [];
    const agreements = await all(
      store.db,
      sql<AgreementRow>`SELECT g.id, g.debt,
          COALESCE((SELECT SUM(p.amount) FROM installment_payments p WHERE p.agreement_id = g.id), 0) AS scheduled,
          COALESCE((SELECT SUM(a.amount) FROM installment_allocations a WHERE a.agreement_id = g.id), 0) AS allocated
        FROM installment_agreements g ORDER BY g.id`,
    );
    for (const agreement of agreements) {
      const subject = `installment agreement ${agreement.id}`;
      if (Number(agreement.scheduled) !== Number(agreement.debt)) {
        discrepancies.push({
          check: CHECK,
          subject,
          problem: `the schedule adds up to ${rub(Number(agreement.scheduled))}, the debt is ${rub(Number(agreement.debt))}`,
        });
      }
      if (Number(agreement.allocated) > Number(agreement.debt)) {
        discrepancies.push({
          check: CHECK,
          subject,
          problem: `payments allocated ${rub(Number(agreement.allocated))}, more than its debt ${rub(Number(agreement.debt))}`,
        });
      }
    }

    const allocations = await all(
      store.db,
      sql<AllocationRow>`SELECT a.payment_id, a.agreement_id, a.number, a.amount, p.status AS payment_status,
          p.contragent_id AS payment_contragent, g.contragent_id AS agreement_contragent
        FROM installment_allocations a JOIN installment_agreements g ON g.id = a.agreement_id
        LEFT JOIN payments p ON p.id = a.payment_id ORDER BY a.payment_id, a.agreement_id, a.number`,
    );
    for (const allocation of allocations) {
      const subject = `payment ${allocation.payment_id}`;
      const target = `instalment ${allocation.number} of installment agreement ${allocation.agreement_id}`;
      if (allocation.payment_status === null) {
        discrepancies.push({
          check: CHECK,
          subject,
          problem: `missing, yet ${rub(Number(allocation.amount))} of it is allocated to ${target}`,
        });
      } else if (allocation.payment_status !== 'succeeded') {
        discrepancies.push({
          check: CHECK,
          subject,
          problem: `is ${allocation.payment_status}, not succeeded, yet allocated to ${target}`,
        });
      }
      if (
        allocation.payment_contragent !== null &&
        Number(allocation.payment_contragent) !== Number(allocation.agreement_contragent)
      ) {
        discrepancies.push({
          check: CHECK,
          subject,
          problem: `belongs to account ${allocation.payment_contragent}, yet allocated to ${target} of account ${allocation.agreement_contragent}`,
        });
      }
    }

    const overPaid = await all(
      store.db,
      sql<OverRow>`SELECT p.id, NULL AS number, p.amount, SUM(a.amount) AS allocated
        FROM installment_allocations a JOIN payments p ON p.id = a.payment_id
        GROUP BY p.id, p.amount HAVING SUM(a.amount) > p.amount ORDER BY p.id`,
    );
    for (const payment of overPaid) {
      discrepancies.push({
        check: CHECK,
        subject: `payment ${payment.id}`,
        problem: `allocated ${rub(Number(payment.allocated))}, more than its ${rub(Number(payment.amount))}`,
      });
    }
    const overFilled = await all(
      store.db,
      sql<OverRow>`SELECT i.agreement_id AS id, i.number, i.amount, SUM(a.amount) AS allocated
        FROM installment_allocations a JOIN installment_payments i ON i.agreement_id = a.agreement_id AND i.number = a.number
        GROUP BY i.agreement_id, i.number, i.amount HAVING SUM(a.amount) > i.amount ORDER BY i.agreement_id, i.number`,
    );
    for (const row of overFilled) {
      discrepancies.push({
        check: CHECK,
        subject: `installment agreement ${row.id}`,
        problem: `instalment ${row.number} is allocated ${rub(Number(row.allocated))}, more than its ${rub(Number(row.amount))}`,
      });
    }
    return { checked: agreements.length + allocations.length, discrepancies };
  },
};
