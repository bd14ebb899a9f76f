import { sql } from 'kysely';
import { addMonths, minFirstPaymentKopecks } from '@resident/contract/limits';
import { dateOf, dateStart } from '../billing/period.ts';
import { createInstallmentRepository } from '../installments/installment-repository.ts';
import { createPaymentAllocator } from '../installments/payment-allocator.ts';
import { first } from './store/store.ts';
import type { Store } from './store/store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** resident@demo.ru's first account (it has the instalment-register flag). */
export const DEMO_INSTALLMENT = {
  contragentId: 1,
  numberPersonalAccount: '7700000001',
  /** 4 800 ₽ in four payments: the first (30 %) paid, the second 10 days overdue, two still due. */
  debt: 480_000,
  months: 4,
  overdueDays: 10,
} as const;

/**
 * Gives resident@demo.ru's account its installment agreement once: an approved application and the
 * agreement concluded from it a month and ten days ago, so its schedule shows one payment paid, one
 * overdue and the rest due. The first payment is a real payment of the account («Платёж через
 * банк»), allocated to the schedule as a settlement allocates one; the ledger's opening debt carries
 * it, so the account's current debt is what billing's demo gives it. Nothing is written if the
 * account is not the demo one or already has any application or agreement (safe on every start).
 * Returns whether it wrote.
 */
export async function seedDemoInstallments(store: Store, now: number): Promise<boolean> {
  return store.transaction(() => seedOnce(store, now));
}

async function seedOnce(store: Store, now: number): Promise<boolean> {
  const { contragentId, numberPersonalAccount, debt, months, overdueDays } = DEMO_INSTALLMENT;
  const fresh = await first(
    store,
    sql<{
      fresh: boolean | number;
    }>`SELECT NOT EXISTS (SELECT 1 FROM installment_applications WHERE contragent_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM installment_agreements WHERE contragent_id = c.id) AS fresh
      FROM contragents c WHERE c.id = ${contragentId} AND c.number_personal_account = ${numberPersonalAccount}`,
  );
  // SQLite answers 1, PostgreSQL true.
  if (!fresh?.fresh) return false;
  const owner = await first(
    store,
    sql<{
      user_id: number;
    }>`SELECT user_id FROM user_contragents WHERE contragent_id = ${contragentId} ORDER BY linked_at LIMIT 1`,
  );

  const concludedOn = addMonths(dateOf(now - overdueDays * DAY_MS), -1);
  const concludedAt = dateStart(concludedOn) + 10 * 60 * 60 * 1000;
  const firstPayment = minFirstPaymentKopecks(debt);
  const installments = createInstallmentRepository(store);
  const application = await installments.createApplication(
    { contragentId, userId: owner === undefined ? null : Number(owner.user_id), debt, firstPayment, months },
    concludedAt - 3 * DAY_MS,
  );
  if (typeof application === 'string')
    throw new Error(`the demo account cannot apply for an installment: ${application}`);
  const decided = await installments.approve(application.id, concludedAt);
  if (!decided.ok || decided.application.agreementId === null) throw new Error('the demo installment was not approved');
  const paidAt = concludedAt + 2 * 60 * 60 * 1000;
  const payment = await first(
    store,
    sql<{
      id: number;
    }>`INSERT INTO payments (contragent_id, amount, status, purpose, channel, description, created_at, settled_at)
      VALUES (${contragentId}, ${firstPayment}, 'succeeded', 'charges', 'bank', 'Платёж через банк', ${paidAt}, ${paidAt}) RETURNING id`,
  );
  if (!payment) throw new Error('the demo installment payment was not stored');
  // The payment lowers the ledger's debt like any other; the debt it paid is carried in from before.
  await sql`UPDATE billing_accounts SET opening_debt = opening_debt + ${firstPayment} WHERE contragent_id = ${contragentId}`.execute(
    store.q,
  );
  await createPaymentAllocator(store).allocate({ id: payment.id, contragentId, amount: firstPayment }, paidAt);
  return true;
}
