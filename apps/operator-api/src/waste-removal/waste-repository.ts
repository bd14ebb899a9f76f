import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { WasteCancelReason, WastePickupStatus, WasteSlotPeriod } from '@resident/contract/limits';
import type { Row } from '../db/database-schema.ts';
import { all, first, run } from '../db/store/store.ts';
import type { Db, Store } from '../db/store/store.ts';
import { ownRefund } from '../orders/order-repository.ts';

export type WasteTypeRow = Pick<Row<'waste_types'>, 'code' | 'name' | 'description' | 'tariff'>;

export type PickupRow = Omit<Row<'waste_pickups'>, 'slot_period' | 'status' | 'cancel_reason'> & {
  slot_period: WasteSlotPeriod;
  status: WastePickupStatus;
  cancel_reason: WasteCancelReason | null;
  number_personal_account: string;
  address: string;
  type_name: string;
  /** Kopecks given back on its order, and when the last refund was made. */
  refunded: number;
  refunded_at: number | null;
};

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

const usersOf = async (target: Db, contragentId: number) =>
  (
    await target
      .selectFrom('user_contragents')
      .select('user_id')
      .where('contragent_id', '=', contragentId)
      .orderBy('user_id')
      .execute()
  ).map((row) => row.user_id);

const TYPE_COLUMNS = ['code', 'name', 'description', 'tariff'] as const;

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
  const changed = ({ numUpdatedRows }: { numUpdatedRows: bigint }) => numUpdatedRows === 1n;

  return {
    types: () =>
      store.q
        .selectFrom('waste_types')
        .select(TYPE_COLUMNS)
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('code')
        .execute(),
    type: (code) =>
      store.q
        .selectFrom('waste_types')
        .select(TYPE_COLUMNS)
        .where('active', '=', 1)
        .where('code', '=', code)
        .executeTakeFirst(),
    async insert(pickup, now) {
      const row = await store.q
        .insertInto('waste_pickups')
        .values({
          contragent_id: pickup.contragentId,
          user_id: pickup.userId,
          order_id: pickup.orderId,
          object_id: pickup.objectId,
          waste_type: pickup.wasteType,
          volume_hundredths: pickup.volumeHundredths,
          tariff: pickup.tariff,
          amount: pickup.amount,
          slot_date: pickup.date,
          slot_period: pickup.period,
          comment: pickup.comment,
          status: 'created',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow(() => new Error('an inserted pickup returned no id'));
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
      const rows = await store.q
        .selectFrom('waste_pickups')
        .select(['slot_date', 'slot_period'])
        // A literal, not a parameter: the planner matches it to the partial index waste_pickups_slot.
        .where('status', '<>', sql.lit('cancelled'))
        .where('slot_date', '>=', fromDate)
        .$narrowType<{ slot_period: WasteSlotPeriod }>()
        .execute();
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
    markPaid: async (orderId, now) =>
      changed(
        await store.q
          .updateTable('waste_pickups')
          .set({ status: 'paid', paid_at: now })
          .where('order_id', '=', orderId)
          // A literal, as the partial index waste_pickups_unpaid names it.
          .where('status', '=', sql.lit('created'))
          .executeTakeFirst(),
      ),
    advance: async (id, from, to, now) =>
      changed(
        await store.q
          .updateTable('waste_pickups')
          .set(to === 'scheduled' ? { status: to, scheduled_at: now } : { status: to, done_at: now })
          .where('id', '=', id)
          .where('status', 'in', from)
          .executeTakeFirst(),
      ),
    cancel: async (id, from, reason, now) =>
      changed(
        await store.q
          .updateTable('waste_pickups')
          .set({ status: 'cancelled', cancel_reason: reason, cancelled_at: now })
          .where('id', '=', id)
          .where('status', 'in', from)
          .executeTakeFirst(),
      ),
    usersOf: (contragentId) => usersOf(store.q, contragentId),
    async settled(orderId) {
      const pickup = await first(store, sql<PickupRow>`${PICKUPS} WHERE p.order_id = ${orderId}`);
      return pickup && { pickup, userIds: await usersOf(store.q, pickup.contragent_id) };
    },
  };
}
