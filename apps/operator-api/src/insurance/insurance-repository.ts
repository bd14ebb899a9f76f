import type { DatabaseSync } from 'node:sqlite';
import {
  InsuredPersonSchema,
  type InsuranceDraft,
  type InsurancePolicy,
  type InsurancePolicyStatus,
  type InsuranceProduct,
  type InsuranceProductKind,
  type InsuranceProgramme,
  type InsuranceStep,
  type InsuredPerson,
  type SaveInsuranceDraftBody,
} from '@resident/contract';
import { typed } from '../db/rows.ts';

interface ProductRow {
  id: number;
  kind: InsuranceProductKind;
  title: string;
  insurer: string;
  description: string;
  conditions: string;
  offer: string;
}

interface ProgrammeRow {
  id: number;
  product_id: number;
  title: string;
  coverage: number;
  price: number;
  period_months: number;
  risks: string;
}

interface DraftRow {
  step: InsuranceStep;
  object_id: number | null;
  product_id: number | null;
  programme_id: number | null;
  person: string | null;
  updated_at: number;
}

interface PolicyRow {
  id: number;
  contragent_id: number;
  number: string;
  product_title: string;
  programme_title: string;
  insurer: string;
  offer: string;
  risks: string;
  object_address: string;
  person: string;
  coverage: number;
  price: number;
  status: InsurancePolicyStatus;
  starts_on: string | null;
  ends_on: string | null;
  order_id: number;
  programme_id: number;
  created_at: number;
  paid_at: number | null;
}

/** What the policy's PDF is made from. */
export interface PolicyFile {
  policy: InsurancePolicy;
  person: InsuredPerson;
  risks: string[];
  offer: string;
  accountNumber: string;
  paidAt: number;
}

export interface NewPolicy {
  contragentId: number;
  programmeId: number;
  objectAddress: string;
  person: InsuredPerson;
  price: number;
  orderId: number;
  now: number;
}

export interface InsuranceRepository {
  products(): InsuranceProduct[];
  programme(programmeId: number): (InsuranceProgramme & { productTitle: string }) | undefined;
  draft(contragentId: number): InsuranceDraft | null;
  saveDraft(contragentId: number, draft: SaveInsuranceDraftBody, now: number): InsuranceDraft;
  deleteDraft(contragentId: number): void;
  /** The account's policies, newest first; an active policy past its last day reads as expired. */
  policies(contragentId: number, today: string): InsurancePolicy[];
  policy(contragentId: number, policyId: number, today: string): PolicyFile | undefined;
  /** The account's policy that still awaits payment, with its stored person and programme. */
  openPolicy(contragentId: number): { id: number; orderId: number; programmeId: number; objectAddress: string; person: string; price: number } | undefined;
  insertPolicy(policy: NewPolicy): number;
  cancelPolicy(policyId: number): void;
  /** The order paid: the policy is issued (number, period) once; answers the account. */
  activate(orderId: number, period: { startsOn: string; endsOn: string }, now: number): number | undefined;
}

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
const isoTime = (ms: number) => new Date(ms).toISOString();

const POLICY = `SELECT p.id, p.contragent_id, p.number, pr.title AS product_title, g.title AS programme_title, pr.insurer, pr.offer,
    g.risks, p.object_address, p.person, g.coverage, p.price, p.status, p.starts_on, p.ends_on, p.order_id, p.programme_id,
    p.created_at, p.paid_at
  FROM insurance_policies p
  JOIN insurance_programmes g ON g.id = p.programme_id
  JOIN insurance_products pr ON pr.id = g.product_id`;

function personOf(json: string): InsuredPerson {
  return InsuredPersonSchema.parse(JSON.parse(json));
}

function fullName(person: InsuredPerson): string {
  return [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' ');
}

function policyOf(row: PolicyRow, today: string): InsurancePolicy {
  const expired = row.status === 'active' && row.ends_on !== null && row.ends_on < today;
  return {
    id: row.id,
    number: row.number,
    productTitle: row.product_title,
    programmeTitle: row.programme_title,
    insurer: row.insurer,
    objectAddress: row.object_address,
    insuredName: fullName(personOf(row.person)),
    coverage: row.coverage,
    price: row.price,
    status: expired ? 'expired' : row.status,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    orderId: row.order_id,
    createdAt: isoTime(row.created_at),
    fileName: row.status === 'awaiting-payment' || row.status === 'cancelled' ? null : `Полис ${row.number}.pdf`,
  };
}

export function createInsuranceRepository(db: DatabaseSync): InsuranceRepository {
  const products = typed<ProductRow, []>(
    db.prepare('SELECT id, kind, title, insurer, description, conditions, offer FROM insurance_products ORDER BY sort, id'),
  );
  const programmes = typed<ProgrammeRow, []>(
    db.prepare('SELECT id, product_id, title, coverage, price, period_months, risks FROM insurance_programmes ORDER BY sort, id'),
  );
  const programme = typed<ProgrammeRow & { product_title: string }, [number]>(
    db.prepare(`SELECT g.id, g.product_id, g.title, g.coverage, g.price, g.period_months, g.risks, p.title AS product_title
      FROM insurance_programmes g JOIN insurance_products p ON p.id = g.product_id WHERE g.id = ?`),
  );
  const draft = typed<DraftRow, [number]>(
    db.prepare('SELECT step, object_id, product_id, programme_id, person, updated_at FROM insurance_drafts WHERE contragent_id = ?'),
  );
  const upsertDraft = typed<never, [number, string, number | null, number | null, number | null, string | null, number]>(
    db.prepare(`INSERT INTO insurance_drafts (contragent_id, step, object_id, product_id, programme_id, person, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (contragent_id) DO UPDATE SET step = excluded.step, object_id = excluded.object_id,
        product_id = excluded.product_id, programme_id = excluded.programme_id, person = excluded.person, updated_at = excluded.updated_at`),
  );
  const deleteDraft = db.prepare('DELETE FROM insurance_drafts WHERE contragent_id = ?');
  const policies = typed<PolicyRow, [number]>(db.prepare(`${POLICY} WHERE p.contragent_id = ? ORDER BY p.created_at DESC, p.id DESC`));
  const policy = typed<PolicyRow & { account_number: string }, [number, number]>(
    db.prepare(`SELECT q.*, c.number_personal_account AS account_number FROM (${POLICY}) q
      JOIN contragents c ON c.id = q.contragent_id WHERE q.contragent_id = ? AND q.id = ?`),
  );
  const openPolicy = typed<{ id: number; order_id: number; programme_id: number; object_address: string; person: string; price: number }, [number]>(
    db.prepare(`SELECT id, order_id, programme_id, object_address, person, price FROM insurance_policies
      WHERE contragent_id = ? AND status = 'awaiting-payment' ORDER BY id DESC LIMIT 1`),
  );
  const insertPolicy = typed<{ id: number }, [number, number, string, string, number, number, number]>(
    db.prepare(`INSERT INTO insurance_policies (contragent_id, programme_id, object_address, person, price, order_id, number, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, '', 'awaiting-payment', ?) RETURNING id`),
  );
  const cancelPolicy = db.prepare("UPDATE insurance_policies SET status = 'cancelled' WHERE id = ? AND status = 'awaiting-payment'");
  const activate = typed<{ contragent_id: number }, [string, string, number, string, number]>(
    db.prepare(`UPDATE insurance_policies SET status = 'active', starts_on = ?, ends_on = ?, paid_at = ?,
        number = printf('ТСК-%s-%06d', ?, id)
      WHERE order_id = ? AND status = 'awaiting-payment' RETURNING contragent_id`),
  );

  const toProgramme = (row: ProgrammeRow): InsuranceProgramme => ({
    id: row.id,
    productId: row.product_id,
    title: row.title,
    coverage: row.coverage,
    price: row.price,
    periodMonths: row.period_months,
    risks: lines(row.risks),
  });

  return {
    products() {
      const all = programmes.all().map(toProgramme);
      return products.all().map((row) => {
        const own = all.filter((item) => item.productId === row.id);
        return {
          id: row.id,
          kind: row.kind,
          title: row.title,
          insurer: row.insurer,
          description: row.description,
          conditions: lines(row.conditions),
          priceFrom: Math.min(...own.map((item) => item.price)),
          offer: row.offer,
          programmes: own,
        };
      });
    },
    programme(programmeId) {
      const row = programme.get(programmeId);
      return row && { ...toProgramme(row), productTitle: row.product_title };
    },
    draft(contragentId) {
      const row = draft.get(contragentId);
      if (!row) return null;
      return {
        step: row.step,
        objectId: row.object_id,
        productId: row.product_id,
        programmeId: row.programme_id,
        person: row.person === null ? null : personOf(row.person),
        updatedAt: isoTime(row.updated_at),
      };
    },
    saveDraft(contragentId, body, now) {
      upsertDraft.run(contragentId, body.step, body.objectId, body.productId, body.programmeId, body.person && JSON.stringify(body.person), now);
      return { ...body, updatedAt: isoTime(now) };
    },
    deleteDraft(contragentId) {
      deleteDraft.run(contragentId);
    },
    policies: (contragentId, today) => policies.all(contragentId).map((row) => policyOf(row, today)),
    policy(contragentId, policyId, today) {
      const row = policy.get(contragentId, policyId);
      if (!row) return undefined;
      return {
        policy: policyOf(row, today),
        person: personOf(row.person),
        risks: lines(row.risks),
        offer: row.offer,
        accountNumber: row.account_number,
        paidAt: row.paid_at ?? row.created_at,
      };
    },
    openPolicy(contragentId) {
      const row = openPolicy.get(contragentId);
      return row && { id: row.id, orderId: row.order_id, programmeId: row.programme_id, objectAddress: row.object_address, person: row.person, price: row.price };
    },
    insertPolicy(item) {
      const row = insertPolicy.get(item.contragentId, item.programmeId, item.objectAddress, JSON.stringify(item.person), item.price, item.orderId, item.now);
      if (!row) throw new Error('an inserted policy has no id');
      return row.id;
    },
    cancelPolicy(policyId) {
      cancelPolicy.run(policyId);
    },
    activate: (orderId, period, now) => activate.get(period.startsOn, period.endsOn, now, period.startsOn.slice(0, 4), orderId)?.contragent_id,
  };
}
