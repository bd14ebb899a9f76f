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
import type { Row } from '../db/database-schema.ts';
import type { Store } from '../db/store/store.ts';

type ProgrammeRow = Omit<Row<'insurance_programmes'>, 'sort'>;

type PolicyRow = Omit<Row<'insurance_policies'>, 'status'> &
  Pick<Row<'insurance_products'>, 'insurer' | 'offer'> &
  Pick<Row<'insurance_programmes'>, 'risks' | 'coverage'> & {
    status: InsurancePolicyStatus;
    product_title: string;
    programme_title: string;
  };

const PROGRAMME_COLUMNS = ['id', 'product_id', 'title', 'coverage', 'price', 'period_months', 'risks'] as const;

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
  /** The policies with their programme and product (PolicyRow). */
  const policies = () =>
    store.q
      .selectFrom('insurance_policies as p')
      .innerJoin('insurance_programmes as g', 'g.id', 'p.programme_id')
      .innerJoin('insurance_products as pr', 'pr.id', 'g.product_id')
      .select([
        'p.id',
        'p.contragent_id',
        'p.number',
        'pr.title as product_title',
        'g.title as programme_title',
        'pr.insurer',
        'pr.offer',
        'g.risks',
        'p.object_address',
        'p.person',
        'g.coverage',
        'p.price',
        'p.status',
        'p.starts_on',
        'p.ends_on',
        'p.order_id',
        'p.programme_id',
        'p.created_at',
        'p.paid_at',
      ])
      .$narrowType<{ status: InsurancePolicyStatus }>();
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
        await store.q
          .selectFrom('insurance_programmes')
          .select(PROGRAMME_COLUMNS)
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(toProgramme);
      const products = await store.q
        .selectFrom('insurance_products')
        .select(['id', 'kind', 'title', 'insurer', 'description', 'conditions', 'offer'])
        .orderBy('sort')
        .orderBy('id')
        .$narrowType<{ kind: InsuranceProductKind }>()
        .execute();
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
      const row = await store.q
        .selectFrom('insurance_programmes as g')
        .innerJoin('insurance_products as p', 'p.id', 'g.product_id')
        .select(PROGRAMME_COLUMNS.map((column) => `g.${column}` as const))
        .select('p.title as product_title')
        .where('g.id', '=', programmeId)
        .executeTakeFirst();
      return row && { ...toProgramme(row), productTitle: row.product_title };
    },
    async draft(contragentId) {
      const row = await store.q
        .selectFrom('insurance_drafts')
        .select(['step', 'object_id', 'product_id', 'programme_id', 'person', 'updated_at'])
        .where('contragent_id', '=', contragentId)
        .$narrowType<{ step: InsuranceStep }>()
        .executeTakeFirst();
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
      await store.q
        .insertInto('insurance_drafts')
        .values({
          contragent_id: contragentId,
          step: body.step,
          object_id: body.objectId,
          product_id: body.productId,
          programme_id: body.programmeId,
          person,
          updated_at: now,
        })
        .onConflict((conflict) =>
          conflict.column('contragent_id').doUpdateSet((eb) => ({
            step: eb.ref('excluded.step'),
            object_id: eb.ref('excluded.object_id'),
            product_id: eb.ref('excluded.product_id'),
            programme_id: eb.ref('excluded.programme_id'),
            person: eb.ref('excluded.person'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
      return { ...body, updatedAt: isoTime(now) };
    },
    async deleteDraft(contragentId) {
      await store.q.deleteFrom('insurance_drafts').where('contragent_id', '=', contragentId).execute();
    },
    async policies(contragentId, today) {
      const rows: PolicyRow[] = await policies()
        .where('p.contragent_id', '=', contragentId)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute();
      return rows.map((row) => policyOf(row, today));
    },
    async policy(contragentId, policyId, today) {
      const row = await policies()
        .innerJoin('contragents as c', 'c.id', 'p.contragent_id')
        .select('c.number_personal_account as account_number')
        .where('p.contragent_id', '=', contragentId)
        .where('p.id', '=', policyId)
        .executeTakeFirst();
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
      const row = await store.q
        .selectFrom('insurance_policies')
        .select(['id', 'order_id', 'programme_id', 'object_address', 'person', 'price'])
        .where('contragent_id', '=', contragentId)
        .where('status', '=', 'awaiting-payment')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
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
      const row = await store.q
        .insertInto('insurance_policies')
        .values({
          contragent_id: item.contragentId,
          programme_id: item.programmeId,
          object_address: item.objectAddress,
          person: JSON.stringify(item.person),
          price: item.price,
          order_id: item.orderId,
          number: '',
          status: 'awaiting-payment',
          created_at: item.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(() => new Error('an inserted policy has no id'));
      return row.id;
    },
    async cancelPolicy(policyId) {
      await store.q
        .updateTable('insurance_policies')
        .set({ status: 'cancelled' })
        .where('id', '=', policyId)
        .where('status', '=', 'awaiting-payment')
        .execute();
    },
    activate: (orderId, period, now) =>
      // The number needs the id the row already has: set in a second statement of the same transaction
      // (SQLite's printf has no PostgreSQL spelling both share).
      store.transaction(async () => {
        const row = await store.q
          .updateTable('insurance_policies')
          .set({ status: 'active', starts_on: period.startsOn, ends_on: period.endsOn, paid_at: now })
          .where('order_id', '=', orderId)
          .where('status', '=', 'awaiting-payment')
          .returning(['id', 'contragent_id'])
          .executeTakeFirst();
        if (!row) return undefined;
        await store.q
          .updateTable('insurance_policies')
          .set({ number: policyNumber(period.startsOn.slice(0, 4), row.id) })
          .where('id', '=', row.id)
          .execute();
        return row.contragent_id;
      }),
  };
}
