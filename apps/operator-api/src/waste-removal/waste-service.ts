import type {
  AdminWastePickup,
  CreateWastePickupBody,
  WastePickup,
  WastePrice,
  WasteSlot,
  WasteType,
} from '@resident/contract';
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
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { ObjectRepository } from '../objects/object-repository.ts';
import type { Orders } from '../orders/orders.ts';
import { createWasteRepository, isSlotTaken, slotKey } from './waste-repository.ts';
import type { PickupRow, WasteRepository } from './waste-repository.ts';
import { isOffered, offeredSlots, slotTimes } from './waste-slots.ts';

/** The order kind a pickup is paid through (payment purpose 'service'). */
export const WASTE_PICKUP_ORDER_KIND = 'waste-pickup';

/** Statuses a resident may still cancel from (before the window starts). */
const CANCELLABLE: readonly WastePickupStatus[] = ['created', 'paid', 'scheduled'];
const PAID: readonly WastePickupStatus[] = ['paid', 'scheduled'];

export interface WasteRemovalDeps {
  store: Store;
  orders: Orders;
  /**
   * Marks the payments past their expiry expired (the payment repository's expireDue), inside the
   * transaction that releases lapsed holds, so none of them can still be charged.
   */
  expirePayments: (now: number) => Promise<number>;
  /** A paid pickup's notice failed (the residents' screens show it at their next load). */
  onAnnounceError?: (error: unknown) => void;
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
  types(): Promise<WasteType[]>;
  /** The windows offered now, each with whether an order holds it. */
  slots(): Promise<WasteSlot[]>;
  /** 400 for a kind the operator does not take. */
  price(wasteType: string, volumeHundredths: number): Promise<WastePrice>;
  pickups(contragentId: number): Promise<WastePickup[]>;
  /**
   * Makes the pickup and its order (the window is held from now on). The same account's unpaid order
   * for the same window and the same waste is answered again (`created` false): a repeated press.
   * 409 when another order holds the window.
   */
  create(
    contragentId: number,
    userId: number,
    body: CreateWastePickupBody,
  ): Promise<{ pickup: WastePickup; created: boolean }>;
  /** Cancels before the window starts: an unpaid order is dropped, a paid one refunded in full. */
  cancel(contragentId: number, pickupId: number): Promise<WastePickup>;
  /** The operator's side. */
  all(status?: WastePickupStatus): Promise<AdminWastePickup[]>;
  setStatus(pickupId: number, status: WasteOperatorStatus): Promise<AdminWastePickup>;
  /** Cancels the unpaid orders whose hold has lapsed; returns how many. */
  releaseLapsedHolds(): Promise<number>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function createWasteRemovalService(deps: WasteRemovalDeps): WasteRemovalService {
  const { store, orders, objects, hub, now, holdMs, expirePayments, onAnnounceError } = deps;
  const repository = createWasteRepository(store);
  // Orders, refunds and the payments' expiry join it (the store's ambient transaction).
  const transaction = <T>(work: () => Promise<T>) => store.transaction(work);

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
      slot: {
        date: slot.date,
        period: slot.period,
        startsAt: new Date(slot.startsAt).toISOString(),
        endsAt: new Date(slot.endsAt).toISOString(),
      },
      comment: row.comment,
      createdAt: new Date(row.created_at).toISOString(),
      paidAt: iso(row.paid_at),
      scheduledAt: iso(row.scheduled_at),
      doneAt: iso(row.done_at),
      cancelledAt: iso(row.cancelled_at),
      cancelReason: row.cancel_reason,
      payUntil: row.status === 'created' ? iso(row.created_at + holdMs) : null,
      refund:
        row.refunded > 0 && row.refunded_at !== null
          ? { amount: row.refunded, at: new Date(row.refunded_at).toISOString() }
          : null,
      cancellable: CANCELLABLE.includes(row.status) && at < slot.startsAt,
    };
  }

  const toAdmin = (row: PickupRow, at: number): AdminWastePickup => ({
    ...toPickup(row, at),
    contragentId: row.contragent_id,
    numberPersonalAccount: row.number_personal_account,
  });

  async function mustGet(id: number): Promise<PickupRow> {
    const row = await repository.get(id);
    if (!row) throw new ApiError(404, 'NOT_FOUND', WASTE_TEXTS.pickupNotFound);
    return row;
  }

  /** Tells every resident of the account that one of its pickups changed (after the change is committed: not store work). */
  async function announce(rows: readonly Pick<PickupRow, 'id' | 'contragent_id'>[]) {
    for (const row of rows) {
      for (const userId of await repository.usersOf(row.contragent_id))
        hub.publish(userId, { type: 'wastePickup', pickupId: row.id });
    }
  }

  /** Inside a transaction: drops lapsed holds. Payments past their expiry are expired first, so none of them can still be charged. */
  async function releaseLapsed(at: number): Promise<PickupRow[]> {
    await expirePayments(at);
    const released: PickupRow[] = [];
    for (const row of await repository.lapsedHolds(at - holdMs, at)) {
      await orders.cancelUnpaid(row.order_id);
      // Another instance may have released it meanwhile (PostgreSQL): only the one that did announces it.
      if (await repository.cancel(row.id, ['created'], 'expired', at)) released.push(row);
    }
    return released;
  }

  /** Runs `work` in a transaction after releasing lapsed holds, and announces what lapsed once committed. */
  async function afterRelease<T>(work: (at: number) => Promise<T>): Promise<T> {
    const at = now();
    const { result, lapsed } = await transaction(async () => {
      const released = await releaseLapsed(at);
      return { result: await work(at), lapsed: released };
    });
    await announce(lapsed);
    return result;
  }

  async function wasteType(code: string) {
    const type = await repository.type(code);
    if (!type) throw new ApiError(400, 'WASTE_TYPE_UNKNOWN', WASTE_TEXTS.typeUnknown);
    return type;
  }

  orders.registerKind(WASTE_PICKUP_ORDER_KIND, {
    // Inside the payment's store transaction (these statements join it); the residents hear of it
    // once it has committed.
    async onPaid(order) {
      if (!(await repository.markPaid(order.id, now()))) return;
      store.afterCommit(() => {
        repository.settled(order.id).then(
          (settled) => {
            if (settled && settled.pickup.status !== 'created') {
              for (const userId of settled.userIds)
                hub.publish(userId, { type: 'wastePickup', pickupId: settled.pickup.id });
            }
          },
          (error: unknown) => onAnnounceError?.(error),
        );
      });
    },
  });

  return {
    repository,

    types: async () =>
      (await repository.types()).map(({ code, name, description, tariff }) => ({ code, name, description, tariff })),

    slots: () =>
      afterRelease(async (at) => {
        const offered = offeredSlots(at);
        const taken = await repository.takenSlots(offered[0]?.date ?? '');
        return offered.map((slot) => ({
          date: slot.date,
          period: slot.period,
          startsAt: new Date(slot.startsAt).toISOString(),
          endsAt: new Date(slot.endsAt).toISOString(),
          available: !taken.has(slotKey(slot.date, slot.period)),
        }));
      }),

    async price(code, volumeHundredths) {
      const type = await wasteType(code);
      return {
        wasteType: type.code,
        volume: hundredthsToVolume(volumeHundredths),
        billableVolume: hundredthsToVolume(billableHundredths(volumeHundredths)),
        tariff: type.tariff,
        amount: wastePickupPrice(type.tariff, volumeHundredths),
      };
    },

    pickups: (contragentId) =>
      afterRelease(async (at) => (await repository.ofContragent(contragentId)).map((row) => toPickup(row, at))),

    async create(contragentId, userId, body) {
      const volume = volumeToHundredths(body.volume);
      if (volume === null) throw new ApiError(400, 'VALIDATION_ERROR', WASTE_TEXTS.volumeRange);
      const type = await wasteType(body.wasteType);
      if (!(await objects.find(contragentId, body.objectId)))
        throw new ApiError(404, 'NOT_FOUND', OBJECT_TEXTS.notFound);
      const comment = body.comment?.trim() || null;
      return afterRelease(async (at) => {
        if (!isOffered(body.date, body.period, at))
          throw new ApiError(400, 'SLOT_UNAVAILABLE', WASTE_TEXTS.slotUnavailable);
        // Orders for one window wait here for each other (PostgreSQL), so a repeated press finds the
        // first order and a second resident gets SLOT_TAKEN without relying on the failed insert.
        await repository.lockSlot(body.date, body.period);
        const mine = await repository.unpaidInSlot(contragentId, body.date, body.period);
        if (
          mine &&
          mine.object_id === body.objectId &&
          mine.waste_type === type.code &&
          mine.volume_hundredths === volume &&
          mine.comment === comment
        ) {
          return { pickup: toPickup(mine, at), created: false };
        }
        const amount = wastePickupPrice(type.tariff, volume);
        const slot = slotTimes(body.date, body.period);
        const taken = await repository.takenSlots(body.date);
        if (taken.has(slotKey(body.date, body.period))) throw new ApiError(409, 'SLOT_TAKEN', WASTE_TEXTS.slotTaken);
        const order = await orders.create({
          contragentId,
          userId,
          kind: WASTE_PICKUP_ORDER_KIND,
          amount,
          description: `Вывоз отходов: ${type.name.toLowerCase()}, ${hundredthsToVolume(volume)} м³, ${body.date.split('-').reverse().join('.')} ${timeOf(slot.startsAt)}–${timeOf(slot.endsAt)}`,
        });
        let id: number;
        try {
          id = await repository.insert(
            {
              contragentId,
              userId,
              orderId: order.id,
              objectId: body.objectId,
              wasteType: type.code,
              volumeHundredths: volume,
              tariff: type.tariff,
              amount,
              date: body.date,
              period: body.period,
              comment,
            },
            at,
          );
        } catch (error) {
          // The window's unique index decides between concurrent orders; the order above rolls back too.
          if (isSlotTaken(error)) throw new ApiError(409, 'SLOT_TAKEN', WASTE_TEXTS.slotTaken);
          throw error;
        }
        return { pickup: toPickup(await mustGet(id), at), created: true };
      });
    },

    async cancel(contragentId, pickupId) {
      const result = await afterRelease(async (at) => {
        const row = await repository.get(pickupId);
        if (row?.contragent_id !== contragentId) throw new ApiError(404, 'NOT_FOUND', WASTE_TEXTS.pickupNotFound);
        if (!CANCELLABLE.includes(row.status))
          throw new ApiError(409, 'PICKUP_NOT_CANCELLABLE', WASTE_TEXTS.cannotCancel);
        if (at >= slotTimes(row.slot_date, row.slot_period).startsAt)
          throw new ApiError(409, 'PICKUP_TOO_LATE', WASTE_TEXTS.tooLateToCancel);
        if (row.status === 'created') {
          if (await repository.paymentOpen(row.order_id, at))
            throw new ApiError(409, 'PAYMENT_IN_PROGRESS', WASTE_TEXTS.paymentInProgress);
          await orders.cancelUnpaid(row.order_id);
          await repository.cancel(row.id, ['created'], 'resident', at);
        } else {
          const order = await orders.ofContragent(row.order_id, contragentId);
          if (!order) throw new Error(`pickup ${row.id} has no order`);
          await orders.refund(order.id, order.amount - order.refunded, WASTE_TEXTS.refundReason, { cancel: true });
          await repository.cancel(row.id, PAID, 'resident', at);
        }
        return toPickup(await mustGet(row.id), at);
      });
      await announce([{ id: result.id, contragent_id: contragentId }]);
      return result;
    },

    all: (status) => afterRelease(async (at) => (await repository.all(status)).map((row) => toAdmin(row, at))),

    async setStatus(pickupId, status) {
      const result = await afterRelease(async (at) => {
        const row = await mustGet(pickupId);
        if (row.status === status) return toAdmin(row, at);
        if (row.status === 'created') throw new ApiError(409, 'PICKUP_NOT_PAID', WASTE_TEXTS.notPaidYet);
        if (row.status === 'cancelled') throw new ApiError(409, 'PICKUP_CANCELLED', WASTE_TEXTS.cancelled);
        if (row.status === 'done') throw new ApiError(409, 'PICKUP_DONE', WASTE_TEXTS.alreadyDone);
        await repository.advance(row.id, status === 'scheduled' ? ['paid'] : PAID, status, at);
        return toAdmin(await mustGet(row.id), at);
      });
      await announce([{ id: result.id, contragent_id: result.contragentId }]);
      return result;
    },

    releaseLapsedHolds: async () => {
      const at = now();
      const lapsed = await transaction(() => releaseLapsed(at));
      await announce(lapsed);
      return lapsed.length;
    },
  };
}

/** 'HH:mm' in Moscow time. */
function timeOf(ms: number): string {
  return new Date(ms + 3 * 3_600_000).toISOString().slice(11, 16);
}
