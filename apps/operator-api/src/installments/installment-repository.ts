import type { DatabaseSync } from 'node:sqlite';
import type { AdminInstallmentApplication, InstallmentAgreement, InstallmentApplication, InstallmentApplicationStatus } from '@resident/contract';
import { installmentSchedule, scheduledPaymentStatus } from '@resident/contract/limits';
import { dateOf } from '../billing/period.ts';
import { typed } from '../db/rows.ts';
import { createTransaction } from '../db/transaction.ts';

interface ApplicationRow {
  id: number;
  contragent_id: number;
  debt: number;
  first_payment: number;
  months: number;
  status: InstallmentApplicationStatus;
  refusal_reason: string | null;
  created_at: number;
  decided_at: number | null;
  agreement_id: number | null;
}

interface AdminApplicationRow extends ApplicationRow {
  number_personal_account: string;
  login: string | null;
}

interface AgreementRow {
  id: number;
  debt: number;
  months: number;
  concluded_on: string;
}

interface PaymentRow {
  agreement_id: number;
  number: number;
  due_date: string;
  amount: number;
  paid_amount: number;
  paid_at: number | null;
}

export interface NewApplication {
  contragentId: number;
  /** Who sent it; null for one the operator recorded. */
  userId: number | null;
  debt: number;
  firstPayment: number;
  months: number;
}

export interface NewAgreement {
  contragentId: number;
  applicationId: number | null;
  debt: number;
  firstPayment: number;
  months: number;
  concludedOn: string;
}

export type Decision = { ok: true; application: AdminInstallmentApplication } | { ok: false; reason: 'notFound' | 'decided' };

export interface InstallmentRepository {
  /** The account's applications, newest first. */
  applications(contragentId: number): InstallmentApplication[];
  hasPending(contragentId: number): boolean;
  createApplication(application: NewApplication, now: number): InstallmentApplication;
  /** The account's agreements, oldest first, each row's status as of `today` ('YYYY-MM-DD'). */
  agreements(contragentId: number, today: string): InstallmentAgreement[];
  /** Every account's applications (the operator's list), oldest first. */
  listAll(status?: InstallmentApplicationStatus): AdminInstallmentApplication[];
  find(id: number): AdminInstallmentApplication | undefined;
  /** Concludes the agreement of a pending application: the schedule starts on the day of `now` (Moscow). */
  approve(id: number, now: number): Decision;
  refuse(id: number, reason: string, now: number): Decision;
  /** Writes an agreement with its schedule (the seed's, and approve's). */
  createAgreement(agreement: NewAgreement, now: number): number;
  /** Records a payment of a schedule row (the seed's demo payments). */
  recordPayment(agreementId: number, number: number, amount: number, paidAt: number): void;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toApplication(row: ApplicationRow): InstallmentApplication {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    debt: row.debt,
    firstPayment: row.first_payment,
    months: row.months,
    status: row.status,
    refusalReason: row.refusal_reason,
    agreementId: row.agreement_id,
    decidedAt: iso(row.decided_at),
  };
}

function toAdminApplication(row: AdminApplicationRow): AdminInstallmentApplication {
  return { ...toApplication(row), contragentId: row.contragent_id, numberPersonalAccount: row.number_personal_account, login: row.login };
}

/** «РС-000012»: the agreement's number as the resident sees it. */
export const agreementNumber = (id: number) => `РС-${String(id).padStart(6, '0')}`;

export function createInstallmentRepository(db: DatabaseSync): InstallmentRepository {
  const applicationColumns = `a.id, a.contragent_id, a.debt, a.first_payment, a.months, a.status, a.refusal_reason,
    a.created_at, a.decided_at, (SELECT g.id FROM installment_agreements g WHERE g.application_id = a.id) AS agreement_id`;
  const adminColumns = `${applicationColumns}, c.number_personal_account, u.login`;
  const adminFrom = `FROM installment_applications a JOIN contragents c ON c.id = a.contragent_id LEFT JOIN users u ON u.id = a.user_id`;

  const applications = typed<ApplicationRow, [number]>(
    db.prepare(`SELECT ${applicationColumns} FROM installment_applications a WHERE a.contragent_id = ? ORDER BY a.created_at DESC, a.id DESC`),
  );
  const pending = typed<{ found: number }, [number]>(
    db.prepare(`SELECT 1 AS found FROM installment_applications WHERE contragent_id = ? AND status = 'pending' LIMIT 1`),
  );
  const insertApplication = db.prepare(
    'INSERT INTO installment_applications (contragent_id, user_id, debt, first_payment, months, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const applicationById = typed<ApplicationRow, [number]>(db.prepare(`SELECT ${applicationColumns} FROM installment_applications a WHERE a.id = ?`));
  const adminById = typed<AdminApplicationRow, [number]>(db.prepare(`SELECT ${adminColumns} ${adminFrom} WHERE a.id = ?`));
  const adminAll = typed<AdminApplicationRow, []>(db.prepare(`SELECT ${adminColumns} ${adminFrom} ORDER BY a.created_at, a.id`));
  const adminByStatus = typed<AdminApplicationRow, [string]>(
    db.prepare(`SELECT ${adminColumns} ${adminFrom} WHERE a.status = ? ORDER BY a.created_at, a.id`),
  );
  const decide = db.prepare(
    `UPDATE installment_applications SET status = ?, refusal_reason = ?, decided_at = ? WHERE id = ? AND status = 'pending'`,
  );
  const agreements = typed<AgreementRow, [number]>(
    db.prepare('SELECT id, debt, months, concluded_on FROM installment_agreements WHERE contragent_id = ? ORDER BY concluded_on, id'),
  );
  const payments = typed<PaymentRow, [number]>(
    db.prepare(`SELECT p.agreement_id, p.number, p.due_date, p.amount, p.paid_amount, p.paid_at
      FROM installment_payments p JOIN installment_agreements g ON g.id = p.agreement_id
      WHERE g.contragent_id = ? ORDER BY p.agreement_id, p.number`),
  );
  const insertAgreement = db.prepare(
    'INSERT INTO installment_agreements (contragent_id, application_id, debt, months, concluded_on, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertPayment = db.prepare('INSERT INTO installment_payments (agreement_id, number, due_date, amount) VALUES (?, ?, ?, ?)');
  const payment = db.prepare(
    'UPDATE installment_payments SET paid_amount = paid_amount + ?, paid_at = ? WHERE agreement_id = ? AND number = ?',
  );
  const transaction = createTransaction(db);

  /** Inside a transaction of the caller's. */
  function writeAgreement(agreement: NewAgreement, now: number): number {
    const schedule = installmentSchedule(agreement.debt, agreement.firstPayment, agreement.months, agreement.concludedOn);
    const { lastInsertRowid } = insertAgreement.run(
      agreement.contragentId,
      agreement.applicationId,
      agreement.debt,
      agreement.months,
      agreement.concludedOn,
      now,
    );
    const id = Number(lastInsertRowid);
    for (const row of schedule) insertPayment.run(id, row.number, row.dueDate, row.amountKopecks);
    return id;
  }

  function decided(id: number, change: () => boolean): Decision {
    const application = adminById.get(id);
    if (!application) return { ok: false, reason: 'notFound' };
    if (application.status !== 'pending' || !change()) return { ok: false, reason: 'decided' };
    const updated = adminById.get(id);
    if (!updated) return { ok: false, reason: 'notFound' };
    return { ok: true, application: toAdminApplication(updated) };
  }

  return {
    applications: (contragentId) => applications.all(contragentId).map(toApplication),
    hasPending: (contragentId) => pending.get(contragentId) !== undefined,
    createApplication({ contragentId, userId, debt, firstPayment, months }, now) {
      const { lastInsertRowid } = insertApplication.run(contragentId, userId, debt, firstPayment, months, now);
      const row = applicationById.get(Number(lastInsertRowid));
      if (!row) throw new Error('the application just written is missing');
      return toApplication(row);
    },
    agreements(contragentId, today) {
      const rows = payments.all(contragentId);
      return agreements.all(contragentId).map((agreement) => {
        const schedule = rows
          .filter((row) => row.agreement_id === agreement.id)
          .map((row) => ({
            number: row.number,
            dueDate: row.due_date,
            amount: row.amount,
            paidAmount: row.paid_amount,
            paidAt: iso(row.paid_at),
            status: scheduledPaymentStatus({ dueDate: row.due_date, amountKopecks: row.amount, paidKopecks: row.paid_amount }, today),
          }));
        const paid = schedule.reduce((sum, row) => sum + Math.min(row.paidAmount, row.amount), 0);
        const overdue = schedule
          .filter((row) => row.status === 'overdue')
          .reduce((sum, row) => sum + row.amount - row.paidAmount, 0);
        return {
          id: agreement.id,
          number: agreementNumber(agreement.id),
          concludedOn: agreement.concluded_on,
          debt: agreement.debt,
          months: agreement.months,
          paid,
          remaining: agreement.debt - paid,
          overdue,
          status: paid >= agreement.debt ? 'completed' : 'active',
          payments: schedule,
        };
      });
    },
    listAll: (status) => (status ? adminByStatus.all(status) : adminAll.all()).map(toAdminApplication),
    find(id) {
      const row = adminById.get(id);
      return row ? toAdminApplication(row) : undefined;
    },
    approve(id, now) {
      return decided(id, () =>
        transaction(() => {
          const row = applicationById.get(id);
          if (!row || Number(decide.run('approved', null, now, id).changes) !== 1) return false;
          writeAgreement(
            { contragentId: row.contragent_id, applicationId: id, debt: row.debt, firstPayment: row.first_payment, months: row.months, concludedOn: dateOf(now) },
            now,
          );
          return true;
        }),
      );
    },
    refuse: (id, reason, now) => decided(id, () => Number(decide.run('refused', reason, now, id).changes) === 1),
    createAgreement: (agreement, now) => transaction(() => writeAgreement(agreement, now)),
    recordPayment(agreementId, number, amount, paidAt) {
      payment.run(amount, paidAt, agreementId, number);
    },
  };
}
