import { sql } from 'kysely';
import type { StateDutyOrder } from '@resident/contract';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { Orders } from '../orders/orders.ts';
import { createLitigationRepository } from './litigation-repository.ts';
import type { LitigationRepository } from './litigation-repository.ts';

/** The order kind that pays an account's state duty (payment purpose 'state-duty'). */
export const STATE_DUTY_ORDER_KIND = 'state-duty';

export const LITIGATION_MESSAGES = {
  nothingToPay: 'Неоплаченной госпошлины по лицевому счёту нет',
  documentNotFound: 'Документ не найден',
  orderDescription: 'Госпошлина по судебным делам',
  caseNotFound: 'Дело не найдено',
  dutyPaid: 'Госпошлина по этому делу уже оплачена',
  dutyBeingPaid: 'Госпошлина по этому делу уже включена в заказ на оплату — изменить её сейчас нельзя',
} as const;

/** The first key (int4, a constant no other lock uses) of the advisory lock on one account's state-duty order on PostgreSQL. */
const DUTY_ORDER_LOCK = 19_026;

export interface LitigationService {
  repository: LitigationRepository;
  /**
   * The order for the account's unpaid state duty: the open one when its amount still matches,
   * otherwise a new one (the stale open order is cancelled). 409 when nothing is unpaid.
   */
  stateDutyOrder(contragentId: number, userId: number): Promise<{ order: StateDutyOrder; created: boolean }>;
  /**
   * The operator's side: the duty a court put on the resident in a case. A duty already paid, or
   * in an order awaiting payment (its sum is what the resident is paying), is not changed (409).
   */
  setCaseDuty(caseId: number, amount: number): Promise<void>;
}

/**
 * Litigation's side of paying the state duty: it makes orders of kind 'state-duty' for exactly the
 * unpaid sum, and when one is paid (through the one payment flow) marks those duties paid and
 * clears the account's debt flag once nothing is left.
 */
/** `timeZone`: the operator's region zone (the brand's), in which a document's date is told. */
export function createLitigationService(
  store: Store,
  orders: Orders,
  now: () => number,
  timeZone?: string,
): LitigationService {
  const repository = createLitigationRepository(store, timeZone);
  orders.registerKind(STATE_DUTY_ORDER_KIND, {
    // Inside the payment's store transaction: the repository's queries join it.
    onPaid: async (order) => {
      await repository.markDutyPaid(order.contragent_id, order.id, now());
    },
  });

  return {
    repository,
    stateDutyOrder: (contragentId, userId) =>
      store.transaction(async (tx) => {
        // SQLite's transaction holds the write lock from BEGIN; PostgreSQL's reads what committed
        // before it, so two requests at once would each find no open order and make one: the
        // account's state-duty orders are serialized here until the commit.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${DUTY_ORDER_LOCK}, ${contragentId})`.execute(tx);
        const unpaid = await repository.unpaidStateDuty(contragentId);
        if (unpaid <= 0) throw new ApiError(409, 'NO_STATE_DUTY', LITIGATION_MESSAGES.nothingToPay);
        const open = await repository.openDutyOrder(contragentId);
        if (open && open.amount === unpaid) return { order: { orderId: open.id, amount: open.amount }, created: false };
        if (open) await orders.cancelUnpaid(open.id);
        const order = await orders.create({
          contragentId,
          userId,
          kind: STATE_DUTY_ORDER_KIND,
          amount: unpaid,
          description: LITIGATION_MESSAGES.orderDescription,
        });
        await repository.attachDutyOrder(contragentId, order.id);
        return { order: { orderId: order.id, amount: order.amount }, created: true };
      }),
    setCaseDuty: (caseId, amount) =>
      store.transaction(async (tx) => {
        const found = await repository.caseDuty(caseId);
        if (!found) throw new ApiError(404, 'NOT_FOUND', LITIGATION_MESSAGES.caseNotFound);
        // The same lock as the account's state-duty order: a duty is not changed under an order being made.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${DUTY_ORDER_LOCK}, ${found.contragentId})`.execute(tx);
        const duty = await repository.caseDuty(caseId);
        if (duty?.paid) throw new ApiError(409, 'STATE_DUTY_PAID', LITIGATION_MESSAGES.dutyPaid);
        if (duty?.inOpenOrder) throw new ApiError(409, 'STATE_DUTY_BEING_PAID', LITIGATION_MESSAGES.dutyBeingPaid);
        await repository.setCaseDuty(caseId, found.contragentId, amount);
      }),
  };
}
