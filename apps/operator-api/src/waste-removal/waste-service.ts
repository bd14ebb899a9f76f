import type { DatabaseSync } from 'node:sqlite';
import type { AdminWastePickup, CreateWastePickupBody, WastePickup, WastePrice, WasteSlot, WasteType } from '@resident/contract';
import {
  billableHundredths,
  hundredthsToVolume,
  OBJECT_TEXTS,
  volumeToHundredths,
  WASTE_TEXTS,
  wastePickupPrice,
  type WasteOperatorStatus,
  type WastePickupStatus,
} from '@resident/contract/limits';
import type { DispatchHub } from '../communication/dispatch-hub.ts';
import { createTransaction } from '../db/transaction.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { ObjectRepository } from '../objects/object-repository.ts';
import type { SyncOrders as Orders } from '../orders/sync-orders.ts';
import { createOnlinePaymentRepository } from '../payments/online-payment-repository.ts';
import { createWasteRepository, slotKey } from './waste-repository.ts';
import type { PickupRow, WasteRepository } from './waste-repository.ts';
import { isOffered, offeredSlots, slotTimes } from './waste-slots.ts';

/** The order kind a pickup is paid through (payment purpose 'service'). */
export const WASTE_PICKUP_ORDER_KIND = 'waste-pickup';

/** Statuses a resident may still cancel from (before the window starts). */
const CANCELLABLE: readonly WastePickupStatus[] = ['created', 'paid', 'scheduled'];
const PAID: readonly WastePickupStatus[] = ['paid', 'scheduled'];

export interface WasteRemovalDeps {
  db: DatabaseSync;
  orders: Orders;
  objects: ObjectRepository;
  /** Each change is pushed to the account's residents, so an open screen reloads its orders. */
  hub: DispatchHub;
  now: () => number;
  /**
   * How long an unpaid order holds its window (the payment TTL): after that, and with no payment
   * open on the acquirer's page, the order is cancelled and the window offered again.
   */
  holdMs: number;
}

export interface WasteRemovalService {
  repository: WasteRepository;
  types(): WasteType[];
  /** The windows offered now, each with whether an order holds it. */
  slots(): WasteSlot[];
  /** 400 for a kind the operator does not take. */
  price(wasteType: string, volumeHundredths: number): WastePrice;
  pickups(contragentId: number): WastePickup[];
  /**
   * Makes the pickup and its order (the window is held from now on). The same account's unpaid order
   * for the same window and the same waste is answered again (`created` false): a repeated press.
   * 409 when another order holds the window.
   */
  create(contragentId: number, userId: number, body: CreateWastePickupBody): Promise<{ pickup: WastePickup; created: boolean }>;
  /** Cancels before the window starts: an unpaid order is dropped, a paid one refunded in full. */
  cancel(contragentId: number, pickupId: number): WastePickup;
  /** The operator's side. */
  all(status?: WastePickupStatus): AdminWastePickup[];
  setStatus(pickupId: number, status: WasteOperatorStatus): AdminWastePickup;
  /** Cancels the unpaid orders whose hold has lapsed; returns how many. */
  releaseLapsedHolds(): number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function isSlotTaken(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: waste_pickups\.slot_date/.test(error.message);
}

export function createWasteRemovalService(deps: WasteRemovalDeps): WasteRemovalService {
  const { db, orders, objects, hub, now, holdMs } = deps;
  const repository = createWasteRepository(db);
  const payments = createOnlinePaymentRepository(db);
  const transaction = createTransaction(db);

  function toPickup(row: PickupRow, at: number): WastePickup {
    const slot = slotTimes(row.slot_date, row.slot_period);
    return {
      id: row.id,
      orderId: row.order_id,
      status: row.status,
      object: { id: row.object_id, address: row.address },
      wasteType: { code: row.waste_type, name: row.type_name },
      volume: hundredthsToVolume(row.volume_hundredths),
      billableVolume: hundredthsToVolume(billableHundredths(row.volume_hundredths)),
      tariff: row.tariff,
      amount: row.amount,
      slot: { date: slot.date, period: slot.period, startsAt: new Date(slot.startsAt).toISOString(), endsAt: new Date(slot.endsAt).toISOString() },
      comment: row.comment,
      createdAt: new Date(row.created_at).toISOString(),
      paidAt: iso(row.paid_at),
      scheduledAt: iso(row.scheduled_at),
      doneAt: iso(row.done_at),
      cancelledAt: iso(row.cancelled_at),
      cancelReason: row.cancel_reason,
      payUntil: row.status === 'created' ? iso(row.created_at + holdMs) : null,
      refund: row.refunded > 0 && row.refunded_at !== null ? { amount: row.refunded, at: new Date(row.refunded_at).toISOString() } : null,
      cancellable: CANCELLABLE.includes(row.status) && at < slot.startsAt,
    };
  }

  const toAdmin = (row: PickupRow, at: number): AdminWastePickup => ({
    ...toPickup(row, at),
    contragentId: row.contragent_id,
    numberPersonalAccount: row.number_personal_account,
  });

  function mustGet(id: number): PickupRow {
    const row = repository.get(id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', WASTE_TEXTS.pickupNotFound);
    return row;
  }

  /** Tells every resident of the account that one of its pickups changed (after the change is committed). */
  function announce(rows: readonly Pick<PickupRow, 'id' | 'contragent_id'>[]) {
    for (const row of rows) {
      for (const userId of repository.usersOf(row.contragent_id)) hub.publish(userId, { type: 'wastePickup', pickupId: row.id });
    }
  }

  /** Inside a transaction: drops lapsed holds. Payments past their expiry are expired first, so none of them can still be charged. */
  function releaseLapsed(at: number): PickupRow[] {
    payments.expireDue(at);
    const lapsed = repository.lapsedHolds(at - holdMs, at);
    for (const row of lapsed) {
      orders.cancelUnpaid(row.order_id);
      repository.cancel(row.id, ['created'], 'expired', at);
    }
    return lapsed;
  }

  /** Runs `work` in a transaction after releasing lapsed holds, and announces what lapsed once committed. */
  function afterRelease<T>(work: (at: number) => T): T {
    const at = now();
    const { result, lapsed } = transaction(() => {
      const released = releaseLapsed(at);
      return { result: work(at), lapsed: released };
    });
    announce(lapsed);
    return result;
  }

  function wasteType(code: string) {
    const type = repository.type(code);
    if (!type) throw new ApiError(400, 'WASTE_TYPE_UNKNOWN', WASTE_TEXTS.typeUnknown);
    return type;
  }

  orders.registerKind(WASTE_PICKUP_ORDER_KIND, {
    onPaid(order) {
      // Inside the transaction that settles the payment; the socket frames leave after it commits.
      if (!repository.markPaid(order.id, now())) return;
      const row = repository.byOrder(order.id);
      if (row) announce([row]);
    },
  });

  return {
    repository,

    types: () => repository.types().map(({ code, name, description, tariff }) => ({ code, name, description, tariff })),

    slots: () =>
      afterRelease((at) => {
        const offered = offeredSlots(at);
        const taken = repository.takenSlots(offered[0]?.date ?? '');
        return offered.map((slot) => ({
          date: slot.date,
          period: slot.period,
          startsAt: new Date(slot.startsAt).toISOString(),
          endsAt: new Date(slot.endsAt).toISOString(),
          available: !taken.has(slotKey(slot.date, slot.period)),
        }));
      }),

    price(code, volumeHundredths) {
      const type = wasteType(code);
      return {
        wasteType: type.code,
        volume: hundredthsToVolume(volumeHundredths),
        billableVolume: hundredthsToVolume(billableHundredths(volumeHundredths)),
        tariff: type.tariff,
        amount: wastePickupPrice(type.tariff, volumeHundredths),
      };
    },

    pickups: (contragentId) => afterRelease((at) => repository.ofContragent(contragentId).map((row) => toPickup(row, at))),

    async create(contragentId, userId, body) {
      const volume = volumeToHundredths(body.volume);
      if (volume === null) throw new ApiError(400, 'VALIDATION_ERROR', WASTE_TEXTS.volumeRange);
      const type = wasteType(body.wasteType);
      if (!(await objects.find(contragentId, body.objectId))) throw new ApiError(404, 'NOT_FOUND', OBJECT_TEXTS.notFound);
      const comment = body.comment?.trim() || null;
      return afterRelease((at) => {
        if (!isOffered(body.date, body.period, at)) throw new ApiError(400, 'SLOT_UNAVAILABLE', WASTE_TEXTS.slotUnavailable);
        const mine = repository.unpaidInSlot(contragentId, body.date, body.period);
        if (mine && mine.object_id === body.objectId && mine.waste_type === type.code && mine.volume_hundredths === volume && mine.comment === comment) {
          return { pickup: toPickup(mine, at), created: false };
        }
        const amount = wastePickupPrice(type.tariff, volume);
        const slot = slotTimes(body.date, body.period);
        const order = orders.create({
          contragentId,
          userId,
          kind: WASTE_PICKUP_ORDER_KIND,
          amount,
          description: `Вывоз отходов: ${type.name.toLowerCase()}, ${hundredthsToVolume(volume)} м³, ${body.date.split('-').reverse().join('.')} ${timeOf(slot.startsAt)}–${timeOf(slot.endsAt)}`,
        });
        let id: number;
        try {
          id = repository.insert(
            { contragentId, userId, orderId: order.id, objectId: body.objectId, wasteType: type.code, volumeHundredths: volume, tariff: type.tariff, amount, date: body.date, period: body.period, comment },
            at,
          );
        } catch (error) {
          // The window's unique index decides between concurrent orders; the order above rolls back too.
          if (isSlotTaken(error)) throw new ApiError(409, 'SLOT_TAKEN', WASTE_TEXTS.slotTaken);
          throw error;
        }
        return { pickup: toPickup(mustGet(id), at), created: true };
      });
    },

    cancel(contragentId, pickupId) {
      const result = afterRelease((at) => {
        const row = repository.get(pickupId);
        if (row?.contragent_id !== contragentId) throw new ApiError(404, 'NOT_FOUND', WASTE_TEXTS.pickupNotFound);
        if (!CANCELLABLE.includes(row.status)) throw new ApiError(409, 'PICKUP_NOT_CANCELLABLE', WASTE_TEXTS.cannotCancel);
        if (at >= slotTimes(row.slot_date, row.slot_period).startsAt) throw new ApiError(409, 'PICKUP_TOO_LATE', WASTE_TEXTS.tooLateToCancel);
        if (row.status === 'created') {
          if (repository.paymentOpen(row.order_id, at)) throw new ApiError(409, 'PAYMENT_IN_PROGRESS', WASTE_TEXTS.paymentInProgress);
          orders.cancelUnpaid(row.order_id);
          repository.cancel(row.id, ['created'], 'resident', at);
        } else {
          const order = orders.ofContragent(row.order_id, contragentId);
          if (!order) throw new Error(`pickup ${row.id} has no order`);
          orders.refund(order.id, order.amount - order.refunded, WASTE_TEXTS.refundReason, { cancel: true });
          repository.cancel(row.id, PAID, 'resident', at);
        }
        return toPickup(mustGet(row.id), at);
      });
      announce([{ id: result.id, contragent_id: contragentId }]);
      return result;
    },

    all: (status) => afterRelease((at) => repository.all(status).map((row) => toAdmin(row, at))),

    setStatus(pickupId, status) {
      const result = afterRelease((at) => {
        const row = mustGet(pickupId);
        if (row.status === status) return toAdmin(row, at);
        if (row.status === 'created') throw new ApiError(409, 'PICKUP_NOT_PAID', WASTE_TEXTS.notPaidYet);
        if (row.status === 'cancelled') throw new ApiError(409, 'PICKUP_CANCELLED', WASTE_TEXTS.cancelled);
        if (row.status === 'done') throw new ApiError(409, 'PICKUP_DONE', WASTE_TEXTS.alreadyDone);
        repository.advance(row.id, status === 'scheduled' ? ['paid'] : PAID, status, at);
        return toAdmin(mustGet(row.id), at);
      });
      announce([{ id: result.id, contragent_id: result.contragentId }]);
      return result;
    },

    releaseLapsedHolds: () => {
      const at = now();
      const lapsed = transaction(() => releaseLapsed(at));
      announce(lapsed);
      return lapsed.length;
    },
  };
}

/** 'HH:mm' in Moscow time. */
function timeOf(ms: number): string {
  return new Date(ms + 3 * 3_600_000).toISOString().slice(11, 16);
}
