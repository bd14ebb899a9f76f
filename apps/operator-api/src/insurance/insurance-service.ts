import { sql } from 'kysely';
import {
  birthDateProblem,
  INSURANCE_ORDER_KIND,
  policyPeriod,
  type InsuranceDraft,
  type InsurancePolicyOrder,
  type SaveInsuranceDraftBody,
} from '@resident/contract';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { ObjectRepository } from '../objects/object-repository.ts';
import type { Orders } from '../orders/orders.ts';
import { createInsuranceRepository } from './insurance-repository.ts';
import type { InsuranceRepository } from './insurance-repository.ts';

export const INSURANCE_MESSAGES = {
  objectNotFound: 'Объект недвижимости не найден',
  productNotFound: 'Страховой продукт не найден',
  programmeNotFound: 'Программа страхования не найдена',
  programmeOfOtherProduct: 'Программа не относится к выбранному продукту',
  stepIncomplete: 'Заполните предыдущие шаги оформления полиса',
  draftIncomplete: 'Оформление полиса не завершено: проверьте объект, программу и данные страхователя',
  policyNotFound: 'Полис не найден',
  policyNotPaid: 'Полис будет доступен после оплаты',
  orderDescription: (product: string, programme: string) => `Страховой полис: ${product}, программа «${programme}»`,
} as const;

/** The day (YYYY-MM-DD) of a moment in Moscow, where the insurer issues its policies. */
export const moscowDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

export interface InsuranceService {
  repository: InsuranceRepository;
  /** Checks the draft against the account's objects and the catalogue, then keeps it. */
  saveDraft(contragentId: number, body: SaveInsuranceDraftBody): Promise<InsuranceDraft>;
  /** The policy of the confirmed draft and its order: the open one again if nothing changed. */
  policyOrder(contragentId: number, userId: number): Promise<{ order: InsurancePolicyOrder; created: boolean }>;
}

const STEP_INDEX = { object: 0, programme: 1, person: 2, confirm: 3 } as const;

/** The first key (int4, a constant no other lock uses) of the advisory lock on one account's policy purchase on PostgreSQL. */
const POLICY_ORDER_LOCK = 19_126;

const incomplete = () => new ApiError(400, 'STEP_INCOMPLETE', INSURANCE_MESSAGES.stepIncomplete);

/**
 * The insurer partner's side: a draft per account, policies paid through orders of kind
 * 'insurance-policy'; when one is paid the policy is issued (number, period) and the draft cleared.
 */
export function createInsuranceService(
  store: Store,
  orders: Orders,
  objects: ObjectRepository,
  now: () => number,
): InsuranceService {
  const repository = createInsuranceRepository(store);

  orders.registerKind(INSURANCE_ORDER_KIND, {
    // Inside the payment's store transaction: the repository's queries join it.
    onPaid: async (order) => {
      const programme = await repository.openPolicy(order.contragent_id);
      const months = programme ? ((await repository.programme(programme.programmeId))?.periodMonths ?? 12) : 12;
      const contragentId = await repository.activate(order.id, policyPeriod(moscowDay(now()), months), now());
      if (contragentId !== undefined) await repository.deleteDraft(contragentId);
    },
  });

  async function objectAddress(contragentId: number, objectId: number): Promise<string> {
    const object = (await objects.listOf(contragentId)).find((item) => item.id === objectId);
    if (!object) throw new ApiError(400, 'OBJECT_NOT_FOUND', INSURANCE_MESSAGES.objectNotFound);
    return object.address;
  }

  async function checkDraft(contragentId: number, body: SaveInsuranceDraftBody): Promise<void> {
    const step = STEP_INDEX[body.step];
    if (body.objectId !== null) await objectAddress(contragentId, body.objectId);
    // Checked here, not left to the foreign key: an unknown product is the client's mistake (400), not ours.
    if (body.productId !== null && !(await repository.products()).some((product) => product.id === body.productId)) {
      throw new ApiError(400, 'PRODUCT_NOT_FOUND', INSURANCE_MESSAGES.productNotFound);
    }
    if (body.programmeId !== null) {
      const programme = await repository.programme(body.programmeId);
      if (!programme) throw new ApiError(400, 'PROGRAMME_NOT_FOUND', INSURANCE_MESSAGES.programmeNotFound);
      if (body.productId !== programme.productId)
        throw new ApiError(400, 'PROGRAMME_OF_OTHER_PRODUCT', INSURANCE_MESSAGES.programmeOfOtherProduct);
    }
    if (body.person) {
      const problem = birthDateProblem(body.person.birthDate, moscowDay(now()));
      if (problem) throw new ApiError(400, 'BIRTH_DATE', problem);
    }
    if (step >= 1 && body.objectId === null) throw incomplete();
    if (step >= 2 && body.programmeId === null) throw incomplete();
    if (step >= 3 && body.person === null) throw incomplete();
  }

  return {
    repository,
    async saveDraft(contragentId, body) {
      await checkDraft(contragentId, body);
      return repository.saveDraft(contragentId, body, now());
    },
    policyOrder: (contragentId, userId) =>
      store.transaction(async (tx) => {
        // SQLite's transaction holds the write lock from BEGIN; PostgreSQL's reads what committed
        // before it, so two purchases at once would each find no open policy and make an order: the
        // account's purchases are serialized here until the commit.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${POLICY_ORDER_LOCK}, ${contragentId})`.execute(tx);
        const draft = await repository.draft(contragentId);
        if (
          draft?.step !== 'confirm' ||
          draft.objectId === null ||
          draft.programmeId === null ||
          draft.person === null
        ) {
          throw new ApiError(409, 'DRAFT_INCOMPLETE', INSURANCE_MESSAGES.draftIncomplete);
        }
        const programme = await repository.programme(draft.programmeId);
        if (!programme) throw new ApiError(409, 'DRAFT_INCOMPLETE', INSURANCE_MESSAGES.draftIncomplete);
        const address = await objectAddress(contragentId, draft.objectId);
        const person = JSON.stringify(draft.person);
        const open = await repository.openPolicy(contragentId);
        const today = moscowDay(now());
        if (
          open &&
          open.programmeId === programme.id &&
          open.objectAddress === address &&
          open.person === person &&
          open.price === programme.price
        ) {
          const policy = (await repository.policies(contragentId, today)).find((item) => item.id === open.id);
          if (policy) return { order: { policy, orderId: open.orderId, amount: open.price }, created: false };
        }
        if (open) {
          await orders.cancelUnpaid(open.orderId);
          await repository.cancelPolicy(open.id);
        }
        const order = await orders.create({
          contragentId,
          userId,
          kind: INSURANCE_ORDER_KIND,
          amount: programme.price,
          description: INSURANCE_MESSAGES.orderDescription(programme.productTitle, programme.title),
        });
        const id = await repository.insertPolicy({
          contragentId,
          programmeId: programme.id,
          objectAddress: address,
          person: draft.person,
          price: programme.price,
          orderId: order.id,
          now: now(),
        });
        const policy = (await repository.policies(contragentId, today)).find((item) => item.id === id);
        if (!policy) throw new Error('an inserted policy cannot be read');
        return { order: { policy, orderId: order.id, amount: order.amount }, created: true };
      }),
  };
}
