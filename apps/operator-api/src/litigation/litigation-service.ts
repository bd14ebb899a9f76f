import type { DatabaseSync } from 'node:sqlite';
import type { StateDutyOrder } from '@resident/contract';
import { createTransaction } from '../db/transaction.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { SyncOrders as Orders } from '../orders/sync-orders.ts';
import { createLitigationRepository } from './litigation-repository.ts';
import type { LitigationRepository } from './litigation-repository.ts';

/** The order kind that pays an account's state duty (payment purpose 'state-duty'). */
export const STATE_DUTY_ORDER_KIND = 'state-duty';

export const LITIGATION_MESSAGES = {
  nothingToPay: 'Неоплаченной госпошлины по лицевому счёту нет',
  documentNotFound: 'Документ не найден',
  orderDescription: 'Госпошлина по судебным делам',
} as const;

export interface LitigationService {
  repository: LitigationRepository;
  /**
   * The order for the account's unpaid state duty: the open one when its amount still matches,
   * otherwise a new one (the stale open order is cancelled). 409 when nothing is unpaid.
   */
  stateDutyOrder(contragentId: number, userId: number): { order: StateDutyOrder; created: boolean };
}

/**
 * Litigation's side of paying the state duty: it makes orders of kind 'state-duty' for exactly the
 * unpaid sum, and when one is paid (through the one payment flow) marks those duties paid and
 * clears the account's debt flag once nothing is left.
 */
export function createLitigationService(db: DatabaseSync, orders: Orders, now: () => number): LitigationService {
  const repository = createLitigationRepository(db);
  const transaction = createTransaction(db);
  orders.registerKind(STATE_DUTY_ORDER_KIND, {
    onPaid: (order) => {
      repository.markDutyPaid(order.contragent_id, order.id, now());
    },
  });

  return {
    repository,
    stateDutyOrder: (contragentId, userId) =>
      transaction(() => {
        const unpaid = repository.unpaidStateDuty(contragentId);
        if (unpaid <= 0) throw new ApiError(409, 'NO_STATE_DUTY', LITIGATION_MESSAGES.nothingToPay);
        const open = repository.openDutyOrder(contragentId);
        if (open && open.amount === unpaid) return { order: { orderId: open.id, amount: open.amount }, created: false };
        if (open) orders.cancelUnpaid(open.id);
        const order = orders.create({ contragentId, userId, kind: STATE_DUTY_ORDER_KIND, amount: unpaid, description: LITIGATION_MESSAGES.orderDescription });
        repository.attachDutyOrder(contragentId, order.id);
        return { order: { orderId: order.id, amount: order.amount }, created: true };
      }),
  };
}
