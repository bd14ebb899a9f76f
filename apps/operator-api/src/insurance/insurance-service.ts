import type { DatabaseSync } from 'node:sqlite';
import {
  birthDateProblem,
  INSURANCE_ORDER_KIND,
  policyPeriod,
  type InsuranceDraft,
  type InsurancePolicyOrder,
  type SaveInsuranceDraftBody,
} from '@resident/contract';
import { createTransaction } from '../db/transaction.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { ObjectRepository } from '../objects/object-repository.ts';
import type { SyncOrders as Orders } from '../orders/sync-orders.ts';
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

const incomplete = () => new ApiError(400, 'STEP_INCOMPLETE', INSURANCE_MESSAGES.stepIncomplete);

/**
 * The insurer partner's side: a draft per account, policies paid through orders of kind
 * 'insurance-policy'; when one is paid the policy is issued (number, period) and the draft cleared.
 */
export function createInsuranceService(db: DatabaseSync, orders: Orders, objects: ObjectRepository, now: () => number): InsuranceService {
  const repository = createInsuranceRepository(db);
  const transaction = createTransaction(db);

  orders.registerKind(INSURANCE_ORDER_KIND, {
    onPaid: (order) => {
      const programme = repository.openPolicy(order.contragent_id);
      const months = programme ? repository.programme(programme.programmeId)?.periodMonths ?? 12 : 12;
      const contragentId = repository.activate(order.id, policyPeriod(moscowDay(now()), months), now());
      if (contragentId !== undefined) repository.deleteDraft(contragentId);
    },
  });

  /** The account's object addresses, read before a SQLite transaction (which cannot await the store). */
  async function addressesOf(contragentId: number): Promise<Map<number, string>> {
    return new Map((await objects.listOf(contragentId)).map((item) => [item.id, item.address]));
  }

  function objectAddress(addresses: Map<number, string>, objectId: number): string {
    const address = addresses.get(objectId);
    if (address === undefined) throw new ApiError(400, 'OBJECT_NOT_FOUND', INSURANCE_MESSAGES.objectNotFound);
    return address;
  }

  async function checkDraft(contragentId: number, body: SaveInsuranceDraftBody): Promise<void> {
    const step = STEP_INDEX[body.step];
    if (body.objectId !== null) objectAddress(await addressesOf(contragentId), body.objectId);
    // Checked here, not left to the foreign key: an unknown product is the client's mistake (400), not ours.
    if (body.productId !== null && !repository.products().some((product) => product.id === body.productId)) {
      throw new ApiError(400, 'PRODUCT_NOT_FOUND', INSURANCE_MESSAGES.productNotFound);
    }
    if (body.programmeId !== null) {
      const programme = repository.programme(body.programmeId);
      if (!programme) throw new ApiError(400, 'PROGRAMME_NOT_FOUND', INSURANCE_MESSAGES.programmeNotFound);
      if (body.productId !== programme.productId) throw new ApiError(400, 'PROGRAMME_OF_OTHER_PRODUCT', INSURANCE_MESSAGES.programmeOfOtherProduct);
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
    policyOrder: async (contragentId, userId) => {
      const addresses = await addressesOf(contragentId);
      return transaction(() => {
        const draft = repository.draft(contragentId);
        if (draft?.step !== 'confirm' || draft.objectId === null || draft.programmeId === null || draft.person === null) {
          throw new ApiError(409, 'DRAFT_INCOMPLETE', INSURANCE_MESSAGES.draftIncomplete);
        }
        const programme = repository.programme(draft.programmeId);
        if (!programme) throw new ApiError(409, 'DRAFT_INCOMPLETE', INSURANCE_MESSAGES.draftIncomplete);
        const address = objectAddress(addresses, draft.objectId);
        const person = JSON.stringify(draft.person);
        const open = repository.openPolicy(contragentId);
        const today = moscowDay(now());
        if (open && open.programmeId === programme.id && open.objectAddress === address && open.person === person && open.price === programme.price) {
          const policy = repository.policies(contragentId, today).find((item) => item.id === open.id);
          if (policy) return { order: { policy, orderId: open.orderId, amount: open.price }, created: false };
        }
        if (open) {
          orders.cancelUnpaid(open.orderId);
          repository.cancelPolicy(open.id);
        }
        const order = orders.create({
          contragentId,
          userId,
          kind: INSURANCE_ORDER_KIND,
          amount: programme.price,
          description: INSURANCE_MESSAGES.orderDescription(programme.productTitle, programme.title),
        });
        const id = repository.insertPolicy({ contragentId, programmeId: programme.id, objectAddress: address, person: draft.person, price: programme.price, orderId: order.id, now: now() });
        const policy = repository.policies(contragentId, today).find((item) => item.id === id);
        if (!policy) throw new Error('an inserted policy cannot be read');
        return { order: { policy, orderId: order.id, amount: order.amount }, created: true };
      });
    },
  };
}
