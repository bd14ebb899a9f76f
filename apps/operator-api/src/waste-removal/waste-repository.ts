import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { WasteCancelReason, WastePickupStatus, WasteSlotPeriod } from '@resident/contract/limits';
import { all, first, run } from '../db/store/store.ts';
import type { Db, Store } from '../db/store/store.ts';
import { ownRefund } from '../orders/order-repository.ts';

export interface WasteTypeRow {
  code: string;
  name: string;
  description: string;
  tariff: number;
}

export interface PickupRow {
  id: number;
  contragent_id: number;
  number_personal_account: string;
  user_id: number | null;
  order_id: number;
  object_id: number;
  address: string;
  waste_type: string;
  type_name: string;
  volume_hundredths: number;
  tariff: number;
  amount: number;
  slot_date: string;
  slot_period: WasteSlotPeriod;
  comment: string | null;
  status: WastePickupStatus;
  cancel_reason: WasteCancelReason | null;
  created_at: number;
  paid_at: number | null;
  scheduled_at: number | null;
  done_at: number | null;
  cancelled_at: number | null;
  /** Kopecks given back on its order, and when the last refund was made. */
  refunded: number;
  refunded_at: number | null;
}

export interface NewPickup {
  contragentId: number;
  userId: number;
  orderId: number;
  objectId: number;
  wasteType: string;
  volumeHundredths: number;
  tariff: number;
  amount: number;
  date: string;
  period: WasteSlotPeriod;
  comment: string | null;
}

export interface WasteRepository {
  types(): Promise<WasteTypeRow[]>;
  /** An offered kind of waste, or undefined. */
  type(code: string): Promise<WasteTypeRow | undefined>;
  /** Throws the backend's unique-constraint error when the window is taken (waste_pickups_slot): see isSlotTaken. */
  insert(pickup: NewPickup, now: number): Promise<number>;
  get(id: number): Promise<PickupRow | undefined>;
  byOrder(orderId: number): Promise<PickupRow | undefined>;
  ofContragent(contragentId: number): Promise<PickupRow[]>;
  all(status: WastePickupStatus | undefined): Promise<PickupRow[]>;
  /** The account's unpaid order for exactly this window, if any (a repeated «Оформить»). */
  unpaidInSlot(contragentId: number, date: string, period: WasteSlotPeriod): Promise<PickupRow | undefined>;
  /** 'date/period' of every window an order holds from `fromDate` on. */
  takenSlots(fromDate: string): Promise<Set<string>>;
  /**
   * Inside a transaction: waits until no other transaction decides about this window (PostgreSQL's
   * advisory transaction lock, let go at commit or rollback). SQLite's BEGIN IMMEDIATE serializes
   * every writer already.
   */
  lockSlot(date: string, period: WasteSlotPeriod): Promise<void>;
  /** Unpaid pickups made at or before `createdBefore` whose order has no payment open at `now`. */
  lapsedHolds(createdBefore: number, now: number): Promise<PickupRow[]>;
  /** Whether a payment of the order is still on the acquirer's page at `now`. */
  paymentOpen(orderId: number, now: number): Promise<boolean>;
  /** created → paid; false when it was not awaiting payment. */
  markPaid(orderId: number, now: number): Promise<boolean>;
  /** Moves a pickup from one of `from` to `to`, stamping that step's time; false when it was elsewhere. */
  advance(id: number, from: readonly WastePickupStatus[], to: 'scheduled' | 'done', now: number): Promise<boolean>;
  cancel(id: number, from: readonly WastePickupStatus[], reason: WasteCancelReason, now: number): Promise<boolean>;
  /** The residents who hold the account: each of them sees its pickups. */
  usersOf(contragentId: number): Promise<number[]>;
  /** The pickup an order pays and its account's residents (read once the payment has committed). */
  settled(orderId: number): Promise<{ pickup: PickupRow; userIds: number[] } | undefined>;
}

export const slotKey = (date: string, period: WasteSlotPeriod) => `${date}/${period}`;

const COLUMNS = sql`p.id, p.contragent_id, c.number_personal_account, p.user_id, p.order_id, p.object_id, o.address,
  p.waste_type, t.name AS type_name, p.volume_hundredths, p.tariff, p.amount, p.slot_date, p.slot_period, p.comment,
  p.status, p.cancel_reason, p.created_at, p.paid_at, p.scheduled_at, p.done_at, p.cancelled_at,
  (SELECT COALESCE(SUM(r.amount), 0) FROM order_refunds r WHERE r.order_id = p.order_id AND ${ownRefund('r')}) AS refunded,
  (SELECT MAX(r.created_at) FROM order_refunds r WHERE r.order_id = p.order_id AND ${ownRefund('r')}) AS refunded_at`;
const PICKUPS = sql`SELECT ${COLUMNS} FROM waste_pickups p
  JOIN contragents c ON c.id = p.contragent_id
  JOIN real_estate_objects o ON o.id = p.object_id
  JOIN waste_types t ON t.code = p.waste_type`;

/** The first key (int4, a constant no other lock uses) of the advisory lock on one window on PostgreSQL. */
const SLOT_LOCK = 19_027;

/** The second key: the window's day number and half, one int4 per window. */
function slotLockKey(date: string, period: WasteSlotPeriod): number {
  return (Date.parse(`${date}T00:00:00Z`) / 86_400_000) * 2 + (period === 'morning' ? 0 : 1);
}

/** Whether an insert failed on the window's unique index (SQLite's or PostgreSQL's wording). */
export function isSlotTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (
    (error as { code?: unknown }).code === '23505' &&
    (error as { constraint?: unknown }).constraint === 'waste_pickups_slot'
  )
    return true;
  return /UNIQUE constraint failed: waste_pickups\.slot_date/.test(error.message);
}

const usersOf = async (target: Store | Db, contragentId: number) =>
  (
    await all(
      target,
      sql<{
        user_id: number;
      }>`SELECT user_id FROM user_contragents WHERE contragent_id = ${contragentId} ORDER BY user_id`,
    )
  ).map((row) => row.user_id);

/**
 * On the async store: the same SQL on SQLite and PostgreSQL, every query through `store`
 * (its current executor), so a service's transaction, or the payment's one around onPaid, takes
 * these statements in.
 */
export function createWasteRepository(store: Store): WasteRepository {
  // A payment still on the acquirer's page: created or pending, and not past its expiry.
  const openPaymentOf = (
    order: RawBuilder<unknown>,
    now: number,
  ) => sql`EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = ${order}
    AND pay.status IN ('created', 'pending') AND pay.expires_at > ${now})`;
  const statusList = (statuses: readonly WastePickupStatus[]) => sql.join(statuses);
  const changed = async (query: RawBuilder<unknown>) => (await run(store, query)) === 1;

  return {
    types: () =>
      all(
        store,
        sql<WasteTypeRow>`SELECT code, name, description, tariff FROM waste_types WHERE active = 1 ORDER BY sort_order, code`,
      ),
    type: (code) =>
      first(
        store,
        sql<WasteTypeRow>`SELECT code, name, description, tariff FROM waste_types WHERE active = 1 AND code = ${code}`,
      ),
    async insert(pickup, now) {
      const row = await first(
        store,
        sql<{
          id: number;
        }>`INSERT INTO waste_pickups (contragent_id, user_id, order_id, object_id, waste_type, volume_hundredths, tariff, amount,
            slot_date, slot_period, comment, status, created_at)
          VALUES (${pickup.contragentId}, ${pickup.userId}, ${pickup.orderId}, ${pickup.objectId}, ${pickup.wasteType}, ${pickup.volumeHundredths},
            ${pickup.tariff}, ${pickup.amount}, ${pickup.date}, ${pickup.period}, ${pickup.comment}, 'created', ${now}) RETURNING id`,
      );
      if (!row) throw new Error('an inserted pickup returned no id');
      return row.id;
    },
    get: (id) => first(store, sql<PickupRow>`${PICKUPS} WHERE p.id = ${id}`),
    byOrder: (orderId) => first(store, sql<PickupRow>`${PICKUPS} WHERE p.order_id = ${orderId}`),
    ofContragent: (contragentId) =>
      all(
        store,
        sql<PickupRow>`${PICKUPS} WHERE p.contragent_id = ${contragentId} ORDER BY p.created_at DESC, p.id DESC`,
      ),
    all: (status) =>
      all(
        store,
        sql<PickupRow>`${PICKUPS}${status ? sql` WHERE p.status = ${status}` : sql``} ORDER BY p.slot_date, p.slot_period DESC, p.id`,
      ),
    unpaidInSlot: (contragentId, date, period) =>
      first(
        store,
        sql<PickupRow>`${PICKUPS} WHERE p.contragent_id = ${contragentId} AND p.slot_date = ${date} AND p.slot_period = ${period} AND p.status = 'created'`,
      ),
    async takenSlots(fromDate) {
      const rows = await all(
        store,
        sql<{ slot_date: string; slot_period: WasteSlotPeriod }>`SELECT slot_date, slot_period FROM waste_pickups
          WHERE status <> 'cancelled' AND slot_date >= ${fromDate}`,
      );
      return new Set(rows.map((row) => slotKey(row.slot_date, row.slot_period)));
    },
    async lockSlot(date, period) {
      if (store.dialect === 'postgres')
        await run(store, sql`SELECT pg_advisory_xact_lock(${SLOT_LOCK}, ${slotLockKey(date, period)})`);
    },
    lapsedHolds: (createdBefore, now) =>
      all(
        store,
        sql<PickupRow>`${PICKUPS} WHERE p.status = 'created' AND p.created_at <= ${createdBefore} AND NOT ${openPaymentOf(sql.ref('p.order_id'), now)}`,
      ),
    paymentOpen: async (orderId, now) =>
      // A CASE, not the bare EXISTS: PostgreSQL answers a boolean, SQLite 0/1.
      (
        await first(
          store,
          sql<{ open: number }>`SELECT CASE WHEN ${openPaymentOf(sql`${orderId}`, now)} THEN 1 ELSE 0 END AS open`,
        )
      )?.open === 1,
    markPaid: (orderId, now) =>
      changed(
        sql`UPDATE waste_pickups SET status = 'paid', paid_at = ${now} WHERE order_id = ${orderId} AND status = 'created'`,
      ),
    advance: (id, from, to, now) =>
      changed(
        to === 'scheduled'
          ? sql`UPDATE waste_pickups SET status = 'scheduled', scheduled_at = ${now} WHERE id = ${id} AND status IN (${statusList(from)})`
          : sql`UPDATE waste_pickups SET status = 'done', done_at = ${now} WHERE id = ${id} AND status IN (${statusList(from)})`,
      ),
    cancel: (id, from, reason, now) =>
      changed(sql`UPDATE waste_pickups SET status = 'cancelled', cancel_reason = ${reason}, cancelled_at = ${now}
        WHERE id = ${id} AND status IN (${statusList(from)})`),
    usersOf: (contragentId) => usersOf(store, contragentId),
    async settled(orderId) {
      const pickup = await first(store, sql<PickupRow>`${PICKUPS} WHERE p.order_id = ${orderId}`);
      return pickup && { pickup, userIds: await usersOf(store, pickup.contragent_id) };
    },
  };
}
