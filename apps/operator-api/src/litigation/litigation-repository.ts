import { DEFAULT_TIME_ZONE, zoneDate } from '@resident/contract/limits';
import { sql } from 'kysely';
import type { Hearing, LitigationCase, LitigationDocument, LitigationKind, LitigationStatus } from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

interface CaseRow {
  id: number;
  kind: LitigationKind;
  number: string;
  court: string | null;
  subject: string;
  claimed: number;
  awarded: number | null;
  state_duty: number;
  state_duty_paid_at: number | null;
  status: LitigationStatus;
  enforcement_stage: string | null;
  opened_at: number;
}

interface HearingRow {
  id: number;
  case_id: number;
  starts_at: number;
  court_room: string | null;
  description: string;
}

interface DocumentRow {
  id: number;
  case_id: number;
  title: string;
  file_name: string;
  issued_at: number;
}

interface DocumentFileRow {
  title: string;
  file_name: string;
  body: string;
  issued_at: number;
  number: string;
  court: string | null;
  number_personal_account: string;
  full_name: string;
}

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
        await all(
          store,
          sql<HearingRow>`SELECT h.id, h.case_id, h.starts_at, h.court_room, h.description FROM litigation_hearings h
            JOIN litigation_cases c ON c.id = h.case_id WHERE c.contragent_id = ${contragentId} ORDER BY h.starts_at, h.id`,
        ),
      );
      const documentsOf = byCase(
        await all(
          store,
          sql<DocumentRow>`SELECT d.id, d.case_id, d.title, d.file_name, d.issued_at FROM litigation_documents d
            JOIN litigation_cases c ON c.id = d.case_id WHERE c.contragent_id = ${contragentId} ORDER BY d.issued_at, d.id`,
        ),
      );
      const cases = await all(
        store,
        sql<CaseRow>`SELECT id, kind, number, court, subject, claimed, awarded, state_duty, state_duty_paid_at, status,
            enforcement_stage, opened_at
          FROM litigation_cases WHERE contragent_id = ${contragentId} ORDER BY opened_at DESC, id DESC`,
      );
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
      const row = await first(
        store,
        sql<{ state_duty_debt: number }>`SELECT state_duty_debt FROM contragents WHERE id = ${contragentId}`,
      );
      return row?.state_duty_debt === 1;
    },
    async document(contragentId, documentId) {
      const row = await first(
        store,
        sql<DocumentFileRow>`SELECT d.title, d.file_name, d.body, d.issued_at, c.number, c.court, a.number_personal_account, a.full_name
          FROM litigation_documents d JOIN litigation_cases c ON c.id = d.case_id JOIN contragents a ON a.id = c.contragent_id
          WHERE d.id = ${documentId} AND c.contragent_id = ${contragentId}`,
      );
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
      first(
        store,
        sql<{ id: number; amount: number }>`SELECT id, amount FROM service_orders
          WHERE contragent_id = ${contragentId} AND kind = 'state-duty' AND status = 'awaiting-payment'
          ORDER BY id DESC LIMIT 1`,
      ),
    async attachDutyOrder(contragentId, orderId) {
      await run(
        store,
        sql`UPDATE litigation_cases SET state_duty_order_id = ${orderId}
          WHERE contragent_id = ${contragentId} AND state_duty > 0 AND state_duty_paid_at IS NULL`,
      );
    },
    markDutyPaid: (contragentId, orderId, now) =>
      // One step: the duties and the flag change together (joins the payment's transaction when in one).
      store.transaction(async () => {
        const marked = await run(
          store,
          sql`UPDATE litigation_cases SET state_duty_paid_at = ${now}
            WHERE contragent_id = ${contragentId} AND state_duty_order_id = ${orderId} AND state_duty_paid_at IS NULL`,
        );
        await run(
          store,
          sql`UPDATE contragents SET state_duty_debt = 0 WHERE id = ${contragentId} AND NOT EXISTS (
            SELECT 1 FROM litigation_cases WHERE contragent_id = ${contragentId} AND state_duty > 0 AND state_duty_paid_at IS NULL)`,
        );
        return marked;
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
        await run(
          store,
          sql`UPDATE litigation_cases SET state_duty = ${amount}, state_duty_order_id = NULL WHERE id = ${caseId}`,
        );
        await run(store, sql`UPDATE contragents SET state_duty_debt = 1 WHERE id = ${contragentId}`);
      }),
  };
}
