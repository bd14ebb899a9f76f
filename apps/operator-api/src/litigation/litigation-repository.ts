import { DEFAULT_TIME_ZONE, zoneDate } from '@resident/contract/limits';
import { sql } from 'kysely';
import type { Hearing, LitigationCase, LitigationDocument, LitigationKind, LitigationStatus } from '@resident/contract';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

/** A case document with what its PDF is made from. */
export interface LitigationDocumentFile {
  title: string;
  fileName: string;
  body: string;
  issuedAt: number;
  caseNumber: string;
  court: string | null;
  accountNumber: string;
  fullName: string;
}

export interface LitigationRepository {
  /** The account's cases and claims, newest first, with hearings and documents. */
  cases(contragentId: number): Promise<LitigationCase[]>;
  /** The state duty not yet paid over the account's cases (kopecks). */
  unpaidStateDuty(contragentId: number): Promise<number>;
  /** The user record's flag (contragents.state_duty_debt). */
  stateDutyDebt(contragentId: number): Promise<boolean>;
  /** The document if it belongs to a case of this account; anyone else's is indistinguishable from none. */
  document(contragentId: number, documentId: number): Promise<LitigationDocumentFile | undefined>;
  /** The open (awaiting payment) state-duty order of the account, if any. */
  openDutyOrder(contragentId: number): Promise<{ id: number; amount: number } | undefined>;
  /** Points the account's unpaid duties at this order (the order pays exactly them). */
  attachDutyOrder(contragentId: number, orderId: number): Promise<void>;
  /**
   * The order was paid: its duties are paid; when no unpaid duty remains the account's
   * state-duty debt flag clears. Returns how many duties it marked.
   */
  markDutyPaid(contragentId: number, orderId: number, now: number): Promise<number>;
  /** A case's duty and whether it is paid or being paid (attached to an order awaiting payment). */
  caseDuty(caseId: number): Promise<{ contragentId: number; paid: boolean; inOpenOrder: boolean } | undefined>;
  /** Sets the duty of a case and the account's debt flag with it. */
  setCaseDuty(caseId: number, contragentId: number, amount: number): Promise<void>;
}

const isoTime = (ms: number) => new Date(ms).toISOString();

function byCase<T extends { case_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.case_id, [...(map.get(row.case_id) ?? []), row]);
  return map;
}

/**
 * On the async store. Every query goes through the store's current executor, so the
 * order-side writes (attach, markDutyPaid) join the transaction of whoever calls them: the state-duty
 * order's own, or the payment's that settles the order.
 */
export function createLitigationRepository(store: Store, timeZone = DEFAULT_TIME_ZONE): LitigationRepository {
  // The operator's calendar date, the same the document's PDF prints (not UTC's, a day early at night).
  const isoDate = (ms: number) => zoneDate(timeZone, ms);
  return {
    async cases(contragentId) {
      const hearingsOf = byCase(
        await store.q
          .selectFrom('litigation_hearings as h')
          .innerJoin('litigation_cases as c', 'c.id', 'h.case_id')
          .select(['h.id', 'h.case_id', 'h.starts_at', 'h.court_room', 'h.description'])
          .where('c.contragent_id', '=', contragentId)
          .orderBy('h.starts_at')
          .orderBy('h.id')
          .execute(),
      );
      const documentsOf = byCase(
        await store.q
          .selectFrom('litigation_documents as d')
          .innerJoin('litigation_cases as c', 'c.id', 'd.case_id')
          .select(['d.id', 'd.case_id', 'd.title', 'd.file_name', 'd.issued_at'])
          .where('c.contragent_id', '=', contragentId)
          .orderBy('d.issued_at')
          .orderBy('d.id')
          .execute(),
      );
      const cases = await store.q
        .selectFrom('litigation_cases')
        .select([
          'id',
          'kind',
          'number',
          'court',
          'subject',
          'claimed',
          'awarded',
          'state_duty',
          'state_duty_paid_at',
          'status',
          'enforcement_stage',
          'opened_at',
        ])
        .where('contragent_id', '=', contragentId)
        .orderBy('opened_at', 'desc')
        .orderBy('id', 'desc')
        // Only the seed and the operator write them, each one of the contract's values.
        .$narrowType<{ kind: LitigationKind; status: LitigationStatus }>()
        .execute();
      return cases.map((row) => ({
        id: row.id,
        kind: row.kind,
        number: row.number,
        court: row.court,
        subject: row.subject,
        claimed: row.claimed,
        awarded: row.awarded,
        stateDuty: row.state_duty > 0 ? { amount: row.state_duty, paid: row.state_duty_paid_at !== null } : null,
        status: row.status,
        enforcementStage: row.enforcement_stage,
        openedAt: isoDate(row.opened_at),
        hearings: (hearingsOf.get(row.id) ?? []).map((hearing): Hearing => ({
          id: hearing.id,
          startsAt: isoTime(hearing.starts_at),
          courtRoom: hearing.court_room,
          description: hearing.description,
        })),
        documents: (documentsOf.get(row.id) ?? []).map((doc): LitigationDocument => ({
          id: doc.id,
          title: doc.title,
          fileName: doc.file_name,
          issuedAt: isoDate(doc.issued_at),
        })),
      }));
    },
    async unpaidStateDuty(contragentId) {
      const row = await first(
        store,
        sql<{ total: number }>`SELECT COALESCE(SUM(state_duty), 0) AS total FROM litigation_cases
          WHERE contragent_id = ${contragentId} AND state_duty > 0 AND state_duty_paid_at IS NULL`,
      );
      return row?.total ?? 0;
    },
    async stateDutyDebt(contragentId) {
      const row = await store.q
        .selectFrom('contragents')
        .select('state_duty_debt')
        .where('id', '=', contragentId)
        .executeTakeFirst();
      return row?.state_duty_debt === 1;
    },
    async document(contragentId, documentId) {
      const row = await store.q
        .selectFrom('litigation_documents as d')
        .innerJoin('litigation_cases as c', 'c.id', 'd.case_id')
        .innerJoin('contragents as a', 'a.id', 'c.contragent_id')
        .select([
          'd.title',
          'd.file_name',
          'd.body',
          'd.issued_at',
          'c.number',
          'c.court',
          'a.number_personal_account',
          'a.full_name',
        ])
        .where('d.id', '=', documentId)
        .where('c.contragent_id', '=', contragentId)
        .executeTakeFirst();
      return (
        row && {
          title: row.title,
          fileName: row.file_name,
          body: row.body,
          issuedAt: row.issued_at,
          caseNumber: row.number,
          court: row.court,
          accountNumber: row.number_personal_account,
          fullName: row.full_name,
        }
      );
    },
    openDutyOrder: (contragentId) =>
      store.q
        .selectFrom('service_orders')
        .select(['id', 'amount'])
        .where('contragent_id', '=', contragentId)
        .where('kind', '=', 'state-duty')
        .where('status', '=', 'awaiting-payment')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    async attachDutyOrder(contragentId, orderId) {
      await store.q
        .updateTable('litigation_cases')
        .set({ state_duty_order_id: orderId })
        .where('contragent_id', '=', contragentId)
        .where('state_duty', '>', 0)
        .where('state_duty_paid_at', 'is', null)
        .execute();
    },
    markDutyPaid: (contragentId, orderId, now) =>
      // One step: the duties and the flag change together (joins the payment's transaction when in one).
      store.transaction(async () => {
        const { numUpdatedRows } = await store.q
          .updateTable('litigation_cases')
          .set({ state_duty_paid_at: now })
          .where('contragent_id', '=', contragentId)
          .where('state_duty_order_id', '=', orderId)
          .where('state_duty_paid_at', 'is', null)
          .executeTakeFirst();
        await store.q
          .updateTable('contragents')
          .set({ state_duty_debt: 0 })
          .where('id', '=', contragentId)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('litigation_cases as d')
                  .select(sql.lit(1).as('one'))
                  .where('d.contragent_id', '=', contragentId)
                  .where('d.state_duty', '>', 0)
                  .where('d.state_duty_paid_at', 'is', null),
              ),
            ),
          )
          .execute();
        return Number(numUpdatedRows);
      }),
    async caseDuty(caseId) {
      const row = await first(
        store,
        sql<{ contragent_id: number; paid: number; open: number }>`SELECT c.contragent_id,
            CASE WHEN c.state_duty_paid_at IS NULL THEN 0 ELSE 1 END AS paid,
            CASE WHEN o.status = 'awaiting-payment' THEN 1 ELSE 0 END AS open
          FROM litigation_cases c LEFT JOIN service_orders o ON o.id = c.state_duty_order_id WHERE c.id = ${caseId}`,
      );
      return row && { contragentId: row.contragent_id, paid: row.paid === 1, inOpenOrder: row.open === 1 };
    },
    setCaseDuty: (caseId, contragentId, amount) =>
      store.transaction(async () => {
        await store.q
          .updateTable('litigation_cases')
          .set({ state_duty: amount, state_duty_order_id: null })
          .where('id', '=', caseId)
          .execute();
        await store.q.updateTable('contragents').set({ state_duty_debt: 1 }).where('id', '=', contragentId).execute();
      }),
  };
}
