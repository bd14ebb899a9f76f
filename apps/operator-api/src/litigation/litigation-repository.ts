import type { DatabaseSync } from 'node:sqlite';
import type { Hearing, LitigationCase, LitigationDocument, LitigationKind, LitigationStatus } from '@resident/contract';
import { typed } from '../db/rows.ts';

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
  cases(contragentId: number): LitigationCase[];
  /** The state duty not yet paid over the account's cases (kopecks). */
  unpaidStateDuty(contragentId: number): number;
  /** The user record's flag (contragents.state_duty_debt). */
  stateDutyDebt(contragentId: number): boolean;
  /** The document if it belongs to a case of this account; anyone else's is indistinguishable from none. */
  document(contragentId: number, documentId: number): LitigationDocumentFile | undefined;
  /** The open (awaiting payment) state-duty order of the account, if any. */
  openDutyOrder(contragentId: number): { id: number; amount: number } | undefined;
  /** Points the account's unpaid duties at this order (the order pays exactly them). */
  attachDutyOrder(contragentId: number, orderId: number): void;
  /**
   * The order was paid: its duties are paid; when no unpaid duty remains the account's
   * state-duty debt flag clears. Returns how many duties it marked.
   */
  markDutyPaid(contragentId: number, orderId: number, now: number): number;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isoTime = (ms: number) => new Date(ms).toISOString();

export function createLitigationRepository(db: DatabaseSync): LitigationRepository {
  const cases = typed<CaseRow, [number]>(
    db.prepare(`SELECT id, kind, number, court, subject, claimed, awarded, state_duty, state_duty_paid_at, status,
        enforcement_stage, opened_at
      FROM litigation_cases WHERE contragent_id = ? ORDER BY opened_at DESC, id DESC`),
  );
  const hearings = typed<HearingRow, [number]>(
    db.prepare(`SELECT h.id, h.case_id, h.starts_at, h.court_room, h.description FROM litigation_hearings h
      JOIN litigation_cases c ON c.id = h.case_id WHERE c.contragent_id = ? ORDER BY h.starts_at, h.id`),
  );
  const documents = typed<DocumentRow, [number]>(
    db.prepare(`SELECT d.id, d.case_id, d.title, d.file_name, d.issued_at FROM litigation_documents d
      JOIN litigation_cases c ON c.id = d.case_id WHERE c.contragent_id = ? ORDER BY d.issued_at, d.id`),
  );
  const unpaid = typed<{ total: number }, [number]>(
    db.prepare(`SELECT COALESCE(SUM(state_duty), 0) AS total FROM litigation_cases
      WHERE contragent_id = ? AND state_duty > 0 AND state_duty_paid_at IS NULL`),
  );
  const debtFlag = typed<{ state_duty_debt: number }, [number]>(db.prepare('SELECT state_duty_debt FROM contragents WHERE id = ?'));
  const document = typed<
    { title: string; file_name: string; body: string; issued_at: number; number: string; court: string | null; number_personal_account: string; full_name: string },
    [number, number]
  >(
    db.prepare(`SELECT d.title, d.file_name, d.body, d.issued_at, c.number, c.court, a.number_personal_account, a.full_name
      FROM litigation_documents d JOIN litigation_cases c ON c.id = d.case_id JOIN contragents a ON a.id = c.contragent_id
      WHERE d.id = ? AND c.contragent_id = ?`),
  );
  const openOrder = typed<{ id: number; amount: number }, [number]>(
    db.prepare(`SELECT id, amount FROM service_orders WHERE contragent_id = ? AND kind = 'state-duty' AND status = 'awaiting-payment'
      ORDER BY id DESC LIMIT 1`),
  );
  const attach = db.prepare(`UPDATE litigation_cases SET state_duty_order_id = ?
    WHERE contragent_id = ? AND state_duty > 0 AND state_duty_paid_at IS NULL`);
  const markPaid = db.prepare(`UPDATE litigation_cases SET state_duty_paid_at = ?
    WHERE contragent_id = ? AND state_duty_order_id = ? AND state_duty_paid_at IS NULL`);
  const clearDebt = db.prepare(`UPDATE contragents SET state_duty_debt = 0 WHERE id = ? AND NOT EXISTS (
    SELECT 1 FROM litigation_cases WHERE contragent_id = ? AND state_duty > 0 AND state_duty_paid_at IS NULL)`);

  return {
    cases(contragentId) {
      const byCase = <T extends { case_id: number }>(rows: T[]) => {
        const map = new Map<number, T[]>();
        for (const row of rows) map.set(row.case_id, [...(map.get(row.case_id) ?? []), row]);
        return map;
      };
      const hearingsOf = byCase(hearings.all(contragentId));
      const documentsOf = byCase(documents.all(contragentId));
      return cases.all(contragentId).map((row) => ({
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
        hearings: (hearingsOf.get(row.id) ?? []).map(
          (hearing): Hearing => ({ id: hearing.id, startsAt: isoTime(hearing.starts_at), courtRoom: hearing.court_room, description: hearing.description }),
        ),
        documents: (documentsOf.get(row.id) ?? []).map(
          (doc): LitigationDocument => ({ id: doc.id, title: doc.title, fileName: doc.file_name, issuedAt: isoDate(doc.issued_at) }),
        ),
      }));
    },
    unpaidStateDuty: (contragentId) => unpaid.get(contragentId)?.total ?? 0,
    stateDutyDebt: (contragentId) => debtFlag.get(contragentId)?.state_duty_debt === 1,
    document(contragentId, documentId) {
      const row = document.get(documentId, contragentId);
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
    openDutyOrder: (contragentId) => openOrder.get(contragentId),
    attachDutyOrder(contragentId, orderId) {
      attach.run(orderId, contragentId);
    },
    markDutyPaid(contragentId, orderId, now) {
      const marked = Number(markPaid.run(now, contragentId, orderId).changes);
      clearDebt.run(contragentId, contragentId);
      return marked;
    },
  };
}
