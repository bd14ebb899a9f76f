import { sql } from 'kysely';
import type {
  AdminInstallmentApplication,
  InstallmentAgreement,
  InstallmentApplication,
  InstallmentApplicationStatus,
} from '@resident/contract';
import { installmentSchedule, scheduledPaymentStatus } from '@resident/contract/limits';
import { dateOf } from '../billing/period.ts';
import type { Row } from '../db/database-schema.ts';
import { all, first } from '../db/store/store.ts';
import type { Db, Store } from '../db/store/store.ts';

type ApplicationRow = Omit<Row<'installment_applications'>, 'user_id' | 'status'> & {
  status: InstallmentApplicationStatus;
  agreement_id: number | null;
};

type AdminApplicationRow = ApplicationRow &
  Pick<Row<'contragents'>, 'number_personal_account'> & { login: Row<'users'>['login'] | null };

type PaymentRow = Row<'installment_payments'> & {
  /** The sum of the row's allocations. */
  paid: number;
  /** When the newest allocation was made; null while nothing is allocated. */
  paid_at: number | null;
};

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

/** Why an application was not written: one is waiting, or an agreement still covers the debt. */
export type ApplicationRefusal = 'pending' | 'agreement';

export type Decision =
  { ok: true; application: AdminInstallmentApplication } | { ok: false; reason: 'notFound' | 'decided' };

export interface InstallmentRepository {
  /** The account's applications, newest first. */
  applications(contragentId: number): Promise<InstallmentApplication[]>;
  /**
   * Writes a pending application, or answers why not: the account has one pending already, or an
   * agreement not yet paid off (one debt, one agreement). The checks and the write are one step, so
   * of two sent at once (through any instance) one is stored.
   */
  createApplication(application: NewApplication, now: number): Promise<InstallmentApplication | ApplicationRefusal>;
  /** The account's agreements, oldest first, each row's status as of `today` ('YYYY-MM-DD'). */
  agreements(contragentId: number, today: string): Promise<InstallmentAgreement[]>;
  /** Every account's applications (the operator's list), oldest first. */
  listAll(status?: InstallmentApplicationStatus): Promise<AdminInstallmentApplication[]>;
  find(id: number): Promise<AdminInstallmentApplication | undefined>;
  /** Concludes the agreement of a pending application: the schedule starts on the day of `now` (Moscow). */
  approve(id: number, now: number): Promise<Decision>;
  refuse(id: number, reason: string, now: number): Promise<Decision>;
  /** Writes an agreement with its schedule (the seed's, and approve's). */
  createAgreement(agreement: NewAgreement, now: number): Promise<number>;
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
  return {
    ...toApplication(row),
    contragentId: row.contragent_id,
    numberPersonalAccount: row.number_personal_account,
    login: row.login,
  };
}

/** The first key (int4, a constant no other lock uses) of the advisory lock on one account's applications on PostgreSQL. */
const PENDING_LOCK = 19_014;

/** «РС-000012»: the agreement's number as the resident sees it. */
export const agreementNumber = (id: number) => `РС-${String(id).padStart(6, '0')}`;

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createInstallmentRepository(store: Store): InstallmentRepository {
  // Through `q`: the demo seed calls these inside its transaction, which they must join.
  const db = (): Db => store.q;
  const applicationColumns = sql`a.id, a.contragent_id, a.debt, a.first_payment, a.months, a.status, a.refusal_reason,
    a.created_at, a.decided_at, (SELECT g.id FROM installment_agreements g WHERE g.application_id = a.id) AS agreement_id`;
  const adminSelect = sql`SELECT ${applicationColumns}, c.number_personal_account, u.login
    FROM installment_applications a JOIN contragents c ON c.id = a.contragent_id LEFT JOIN users u ON u.id = a.user_id`;

  const applicationById = (tx: Db, id: number) =>
    first(tx, sql<ApplicationRow>`SELECT ${applicationColumns} FROM installment_applications a WHERE a.id = ${id}`);
  const adminById = (id: number) => first(db(), sql<AdminApplicationRow>`${adminSelect} WHERE a.id = ${id}`);
  /** Whether the pending application took the decision (false: decided meanwhile, or missing). */
  const decide = async (tx: Db, id: number, status: 'approved' | 'refused', reason: string | null, now: number) => {
    const { numUpdatedRows } = await tx
      .updateTable('installment_applications')
      .set({ status, refusal_reason: reason, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return numUpdatedRows === 1n;
  };

  /** Inside a transaction of the caller's. */
  async function writeAgreement(tx: Db, agreement: NewAgreement, now: number): Promise<number> {
    const schedule = installmentSchedule(
      agreement.debt,
      agreement.firstPayment,
      agreement.months,
      agreement.concludedOn,
    );
    const row = await tx
      .insertInto('installment_agreements')
      .values({
        contragent_id: agreement.contragentId,
        application_id: agreement.applicationId,
        debt: agreement.debt,
        months: agreement.months,
        concluded_on: agreement.concludedOn,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(() => new Error('the agreement was not stored'));
    for (const payment of schedule) {
      await tx
        .insertInto('installment_payments')
        .values({
          agreement_id: row.id,
          number: payment.number,
          due_date: payment.dueDate,
          amount: payment.amountKopecks,
        })
        .execute();
    }
    return row.id;
  }

  async function decided(id: number, change: () => Promise<boolean>): Promise<Decision> {
    const application = await adminById(id);
    if (!application) return { ok: false, reason: 'notFound' };
    if (application.status !== 'pending' || !(await change())) return { ok: false, reason: 'decided' };
    const updated = await adminById(id);
    if (!updated) return { ok: false, reason: 'notFound' };
    return { ok: true, application: toAdminApplication(updated) };
  }

  return {
    async applications(contragentId) {
      const rows = await all(
        db(),
        sql<ApplicationRow>`SELECT ${applicationColumns} FROM installment_applications a
          WHERE a.contragent_id = ${contragentId} ORDER BY a.created_at DESC, a.id DESC`,
      );
      return rows.map(toApplication);
    },
    async createApplication({ contragentId, userId, debt, firstPayment, months }, now) {
      return store.transaction(async (tx) => {
        // SQLite's transaction holds the write lock from BEGIN; PostgreSQL's reads what committed
        // before it, so the account's applications are serialized here until the commit.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${PENDING_LOCK}, ${contragentId})`.execute(tx);
        const pending = await tx
          .selectFrom('installment_applications')
          .select(sql.lit(1).as('found'))
          .where('contragent_id', '=', contragentId)
          .where('status', '=', 'pending')
          .limit(1)
          .executeTakeFirst();
        if (pending) return 'pending';
        // An agreement whose allocations do not yet reach its debt still covers the account's debt.
        const covered = await first(
          tx,
          sql<{ found: number }>`SELECT 1 AS found FROM installment_agreements g WHERE g.contragent_id = ${contragentId}
            AND g.debt > COALESCE((SELECT SUM(a.amount) FROM installment_allocations a WHERE a.agreement_id = g.id), 0) LIMIT 1`,
        );
        if (covered) return 'agreement';
        const inserted = await tx
          .insertInto('installment_applications')
          .values({
            contragent_id: contragentId,
            user_id: userId,
            debt,
            first_payment: firstPayment,
            months,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirst();
        const row = inserted && (await applicationById(tx, inserted.id));
        if (!row) throw new Error('the application just written is missing');
        return toApplication(row);
      });
    },
    async agreements(contragentId, today) {
      const rows = await all(
        db(),
        // What each row has been paid is what payments were allocated to it (payment-allocator.ts).
        sql<PaymentRow>`SELECT p.agreement_id, p.number, p.due_date, p.amount,
            COALESCE(SUM(a.amount), 0) AS paid, MAX(a.created_at) AS paid_at
          FROM installment_payments p JOIN installment_agreements g ON g.id = p.agreement_id
          LEFT JOIN installment_allocations a ON a.agreement_id = p.agreement_id AND a.number = p.number
          WHERE g.contragent_id = ${contragentId}
          GROUP BY p.agreement_id, p.number, p.due_date, p.amount ORDER BY p.agreement_id, p.number`,
      );
      const agreements = await db()
        .selectFrom('installment_agreements')
        .select(['id', 'debt', 'months', 'concluded_on'])
        .where('contragent_id', '=', contragentId)
        .orderBy('concluded_on')
        .orderBy('id')
        .execute();
      return agreements.map((agreement) => {
        const schedule = rows
          .filter((row) => row.agreement_id === agreement.id)
          .map((row) => ({
            number: row.number,
            dueDate: row.due_date,
            amount: row.amount,
            paidAmount: Number(row.paid),
            // When the allocation that completed it was made; null while it lacks anything.
            paidAt: Number(row.paid) >= row.amount ? iso(row.paid_at) : null,
            // Overdue: not fully allocated after its due date, `today` being the Moscow date.
            status: scheduledPaymentStatus(
              { dueDate: row.due_date, amountKopecks: row.amount, paidKopecks: Number(row.paid) },
              today,
            ),
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
    async listAll(status) {
      const where = status ? sql` WHERE a.status = ${status}` : sql``;
      return (await all(db(), sql<AdminApplicationRow>`${adminSelect}${where} ORDER BY a.created_at, a.id`)).map(
        toAdminApplication,
      );
    },
    async find(id) {
      const row = await adminById(id);
      return row ? toAdminApplication(row) : undefined;
    },
    approve(id, now) {
      return decided(id, () =>
        store.transaction(async (tx) => {
          const row = await applicationById(tx, id);
          if (!row || !(await decide(tx, id, 'approved', null, now))) return false;
          await writeAgreement(
            tx,
            {
              contragentId: row.contragent_id,
              applicationId: id,
              debt: row.debt,
              firstPayment: row.first_payment,
              months: row.months,
              concludedOn: dateOf(now),
            },
            now,
          );
          return true;
        }),
      );
    },
    refuse: (id, reason, now) => decided(id, () => decide(db(), id, 'refused', reason, now)),
    createAgreement: (agreement, now) => store.transaction((tx) => writeAgreement(tx, agreement, now)),
  };
}
