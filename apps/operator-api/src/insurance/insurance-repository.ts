import { sql } from 'kysely';
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
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

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

/** The account's policy that still awaits payment, with its stored person (JSON) and programme. */
export interface OpenPolicy {
  id: number;
  orderId: number;
  programmeId: number;
  objectAddress: string;
  person: string;
  price: number;
}

export interface InsuranceRepository {
  products(): Promise<InsuranceProduct[]>;
  programme(programmeId: number): Promise<(InsuranceProgramme & { productTitle: string }) | undefined>;
  draft(contragentId: number): Promise<InsuranceDraft | null>;
  saveDraft(contragentId: number, draft: SaveInsuranceDraftBody, now: number): Promise<InsuranceDraft>;
  deleteDraft(contragentId: number): Promise<void>;
  /** The account's policies, newest first; an active policy past its last day reads as expired. */
  policies(contragentId: number, today: string): Promise<InsurancePolicy[]>;
  policy(contragentId: number, policyId: number, today: string): Promise<PolicyFile | undefined>;
  /** The account's policy that still awaits payment, with its stored person and programme. */
  openPolicy(contragentId: number): Promise<OpenPolicy | undefined>;
  insertPolicy(policy: NewPolicy): Promise<number>;
  cancelPolicy(policyId: number): Promise<void>;
  /** The order paid: the policy is issued (number, period) once; answers the account. Joins the caller's transaction. */
  activate(orderId: number, period: { startsOn: string; endsOn: string }, now: number): Promise<number | undefined>;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const isoTime = (ms: number) => new Date(ms).toISOString();

const POLICY = sql`SELECT p.id, p.contragent_id, p.number, pr.title AS product_title, g.title AS programme_title, pr.insurer, pr.offer,
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

/** «ТСК-2026-000012»: the number of a policy issued in that year. */
export const policyNumber = (year: string, id: number) => `ТСК-${year}-${String(id).padStart(6, '0')}`;

/**
 * On the async store: the same SQL on SQLite and PostgreSQL. Every query goes through the
 * store's current executor, so the policy written with its order, and the one issued when the order
 * is paid, join the transaction of the caller (the purchase's own, or the payment's).
 */
export function createInsuranceRepository(store: Store): InsuranceRepository {
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
    async products() {
      const programmes = (
        await all(
          store,
          sql<ProgrammeRow>`SELECT id, product_id, title, coverage, price, period_months, risks FROM insurance_programmes ORDER BY sort, id`,
        )
      ).map(toProgramme);
      const products = await all(
        store,
        sql<ProductRow>`SELECT id, kind, title, insurer, description, conditions, offer FROM insurance_products ORDER BY sort, id`,
      );
      return products.map((row) => {
        const own = programmes.filter((item) => item.productId === row.id);
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
    async programme(programmeId) {
      const row = await first(
        store,
        sql<
          ProgrammeRow & { product_title: string }
        >`SELECT g.id, g.product_id, g.title, g.coverage, g.price, g.period_months, g.risks,
            p.title AS product_title
          FROM insurance_programmes g JOIN insurance_products p ON p.id = g.product_id WHERE g.id = ${programmeId}`,
      );
      return row && { ...toProgramme(row), productTitle: row.product_title };
    },
    async draft(contragentId) {
      const row = await first(
        store,
        sql<DraftRow>`SELECT step, object_id, product_id, programme_id, person, updated_at FROM insurance_drafts WHERE contragent_id = ${contragentId}`,
      );
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
    async saveDraft(contragentId, body, now) {
      const person = body.person && JSON.stringify(body.person);
      await run(
        store,
        sql`INSERT INTO insurance_drafts (contragent_id, step, object_id, product_id, programme_id, person, updated_at)
          VALUES (${contragentId}, ${body.step}, ${body.objectId}, ${body.productId}, ${body.programmeId}, ${person}, ${now})
          ON CONFLICT (contragent_id) DO UPDATE SET step = excluded.step, object_id = excluded.object_id,
            product_id = excluded.product_id, programme_id = excluded.programme_id, person = excluded.person, updated_at = excluded.updated_at`,
      );
      return { ...body, updatedAt: isoTime(now) };
    },
    async deleteDraft(contragentId) {
      await run(store, sql`DELETE FROM insurance_drafts WHERE contragent_id = ${contragentId}`);
    },
    async policies(contragentId, today) {
      const rows = await all(
        store,
        sql<PolicyRow>`${POLICY} WHERE p.contragent_id = ${contragentId} ORDER BY p.created_at DESC, p.id DESC`,
      );
      return rows.map((row) => policyOf(row, today));
    },
    async policy(contragentId, policyId, today) {
      const row = await first(
        store,
        sql<
          PolicyRow & { account_number: string }
        >`SELECT q.*, c.number_personal_account AS account_number FROM (${POLICY}) q
          JOIN contragents c ON c.id = q.contragent_id WHERE q.contragent_id = ${contragentId} AND q.id = ${policyId}`,
      );
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
    async openPolicy(contragentId) {
      const row = await first(
        store,
        sql<{
          id: number;
          order_id: number;
          programme_id: number;
          object_address: string;
          person: string;
          price: number;
        }>`SELECT id, order_id,
            programme_id, object_address, person, price FROM insurance_policies
          WHERE contragent_id = ${contragentId} AND status = 'awaiting-payment' ORDER BY id DESC LIMIT 1`,
      );
      return (
        row && {
          id: row.id,
          orderId: row.order_id,
          programmeId: row.programme_id,
          objectAddress: row.object_address,
          person: row.person,
          price: row.price,
        }
      );
    },
    async insertPolicy(item) {
      const row = await first(
        store,
        sql<{
          id: number;
        }>`INSERT INTO insurance_policies (contragent_id, programme_id, object_address, person, price, order_id, number, status, created_at)
          VALUES (${item.contragentId}, ${item.programmeId}, ${item.objectAddress}, ${JSON.stringify(item.person)}, ${item.price}, ${item.orderId},
            '', 'awaiting-payment', ${item.now}) RETURNING id`,
      );
      if (!row) throw new Error('an inserted policy has no id');
      return row.id;
    },
    async cancelPolicy(policyId) {
      await run(
        store,
        sql`UPDATE insurance_policies SET status = 'cancelled' WHERE id = ${policyId} AND status = 'awaiting-payment'`,
      );
    },
    activate: (orderId, period, now) =>
      // The number needs the id the row already has: set in a second statement of the same transaction
      // (SQLite's printf has no PostgreSQL spelling both share).
      store.transaction(async () => {
        const row = await first(
          store,
          sql<{
            id: number;
            contragent_id: number;
          }>`UPDATE insurance_policies SET status = 'active', starts_on = ${period.startsOn},
              ends_on = ${period.endsOn}, paid_at = ${now}
            WHERE order_id = ${orderId} AND status = 'awaiting-payment' RETURNING id, contragent_id`,
        );
        if (!row) return undefined;
        await run(
          store,
          sql`UPDATE insurance_policies SET number = ${policyNumber(period.startsOn.slice(0, 4), row.id)} WHERE id = ${row.id}`,
        );
        return row.contragent_id;
      }),
  };
}
