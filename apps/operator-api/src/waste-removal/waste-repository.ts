import type { DatabaseSync } from 'node:sqlite';
import type { WasteCancelReason, WastePickupStatus, WasteSlotPeriod } from '@resident/contract/limits';
import { typed } from '../db/rows.ts';

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
  types(): WasteTypeRow[];
  /** An offered kind of waste, or undefined. */
  type(code: string): WasteTypeRow | undefined;
  /** Throws SQLite's constraint error when the window is taken (waste_pickups_slot). */
  insert(pickup: NewPickup, now: number): number;
  get(id: number): PickupRow | undefined;
  byOrder(orderId: number): PickupRow | undefined;
  ofContragent(contragentId: number): PickupRow[];
  all(status: WastePickupStatus | undefined): PickupRow[];
  /** The account's unpaid order for exactly this window, if any (a repeated «Оформить»). */
  unpaidInSlot(contragentId: number, date: string, period: WasteSlotPeriod): PickupRow | undefined;
  /** 'date/period' of every window an order holds from `fromDate` on. */
  takenSlots(fromDate: string): Set<string>;
  /** Unpaid pickups made at or before `createdBefore` whose order has no payment open at `now`. */
  lapsedHolds(createdBefore: number, now: number): PickupRow[];
  /** Whether a payment of the order is still on the acquirer's page at `now`. */
  paymentOpen(orderId: number, now: number): boolean;
  /** created → paid; false when it was not awaiting payment. */
  markPaid(orderId: number, now: number): boolean;
  /** Moves a pickup from one of `from` to `to`, stamping that step's time; false when it was elsewhere. */
  advance(id: number, from: readonly WastePickupStatus[], to: 'scheduled' | 'done', now: number): boolean;
  cancel(id: number, from: readonly WastePickupStatus[], reason: WasteCancelReason, now: number): boolean;
  /** The residents who hold the account: each of them sees its pickups. */
  usersOf(contragentId: number): number[];
}

export const slotKey = (date: string, period: WasteSlotPeriod) => `${date}/${period}`;

const COLUMNS = `p.id, p.contragent_id, c.number_personal_account, p.user_id, p.order_id, p.object_id, o.address,
  p.waste_type, t.name AS type_name, p.volume_hundredths, p.tariff, p.amount, p.slot_date, p.slot_period, p.comment,
  p.status, p.cancel_reason, p.created_at, p.paid_at, p.scheduled_at, p.done_at, p.cancelled_at,
  (SELECT COALESCE(SUM(r.amount), 0) FROM order_refunds r WHERE r.order_id = p.order_id) AS refunded,
  (SELECT MAX(r.created_at) FROM order_refunds r WHERE r.order_id = p.order_id) AS refunded_at`;
const FROM = `FROM waste_pickups p
  JOIN contragents c ON c.id = p.contragent_id
  JOIN real_estate_objects o ON o.id = p.object_id
  JOIN waste_types t ON t.code = p.waste_type`;

// A statement per set of statuses, made once: the sets are few and fixed.
function statusList(statuses: readonly WastePickupStatus[]): string {
  return statuses.map((status) => `'${status}'`).join(', ');
}

export function createWasteRepository(db: DatabaseSync): WasteRepository {
  const types = typed<WasteTypeRow, []>(db.prepare('SELECT code, name, description, tariff FROM waste_types WHERE active = 1 ORDER BY sort_order, code'));
  const type = typed<WasteTypeRow, [string]>(db.prepare('SELECT code, name, description, tariff FROM waste_types WHERE active = 1 AND code = ?'));
  const insert = typed<{ id: number }, [number, number, number, number, string, number, number, number, string, string, string | null, number]>(
    db.prepare(`INSERT INTO waste_pickups (contragent_id, user_id, order_id, object_id, waste_type, volume_hundredths, tariff, amount,
        slot_date, slot_period, comment, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'created', ?) RETURNING id`),
  );
  const get = typed<PickupRow, [number]>(db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.id = ?`));
  const byOrder = typed<PickupRow, [number]>(db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.order_id = ?`));
  const ofContragent = typed<PickupRow, [number]>(db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.contragent_id = ? ORDER BY p.created_at DESC, p.id DESC`));
  const all = typed<PickupRow, []>(db.prepare(`SELECT ${COLUMNS} ${FROM} ORDER BY p.slot_date, p.slot_period DESC, p.id`));
  const allWith = typed<PickupRow, [string]>(db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.status = ? ORDER BY p.slot_date, p.slot_period DESC, p.id`));
  const unpaidInSlot = typed<PickupRow, [number, string, string]>(
    db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.contragent_id = ? AND p.slot_date = ? AND p.slot_period = ? AND p.status = 'created'`),
  );
  const taken = typed<{ slot_date: string; slot_period: WasteSlotPeriod }, [string]>(
    db.prepare("SELECT slot_date, slot_period FROM waste_pickups WHERE status <> 'cancelled' AND slot_date >= ?"),
  );
  // A payment still on the acquirer's page: created or pending, and not past its expiry.
  const openPaymentOf = (order: string) => `EXISTS (SELECT 1 FROM payments pay WHERE pay.order_id = ${order}
    AND pay.status IN ('created', 'pending') AND pay.expires_at > ?)`;
  const lapsed = typed<PickupRow, [number, number]>(
    db.prepare(`SELECT ${COLUMNS} ${FROM} WHERE p.status = 'created' AND p.created_at <= ? AND NOT ${openPaymentOf('p.order_id')}`),
  );
  const paymentOpen = typed<{ open: number }, [number, number]>(db.prepare(`SELECT ${openPaymentOf('?')} AS open`));
  const markPaid = typed<never, [number, number]>(db.prepare("UPDATE waste_pickups SET status = 'paid', paid_at = ? WHERE order_id = ? AND status = 'created'"));
  const advanceTo = {
    scheduled: (from: string) => db.prepare(`UPDATE waste_pickups SET status = 'scheduled', scheduled_at = ? WHERE id = ? AND status IN (${from})`),
    done: (from: string) => db.prepare(`UPDATE waste_pickups SET status = 'done', done_at = ? WHERE id = ? AND status IN (${from})`),
  };
  const users = typed<{ user_id: number }, [number]>(db.prepare('SELECT user_id FROM user_contragents WHERE contragent_id = ? ORDER BY user_id'));

  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  function cached(key: string, make: () => ReturnType<DatabaseSync['prepare']>) {
    let statement = statements.get(key);
    if (!statement) {
      statement = make();
      statements.set(key, statement);
    }
    return statement;
  }

  return {
    types: () => types.all(),
    type: (code) => type.get(code),
    insert(pickup, now) {
      const row = insert.get(
        pickup.contragentId,
        pickup.userId,
        pickup.orderId,
        pickup.objectId,
        pickup.wasteType,
        pickup.volumeHundredths,
        pickup.tariff,
        pickup.amount,
        pickup.date,
        pickup.period,
        pickup.comment,
        now,
      );
      if (!row) throw new Error('an inserted pickup returned no id');
      return row.id;
    },
    get: (id) => get.get(id),
    byOrder: (orderId) => byOrder.get(orderId),
    ofContragent: (contragentId) => ofContragent.all(contragentId),
    all: (status) => (status ? allWith.all(status) : all.all()),
    unpaidInSlot: (contragentId, date, period) => unpaidInSlot.get(contragentId, date, period),
    takenSlots: (fromDate) => new Set(taken.all(fromDate).map((row) => slotKey(row.slot_date, row.slot_period))),
    lapsedHolds: (createdBefore, now) => lapsed.all(createdBefore, now),
    paymentOpen: (orderId, now) => paymentOpen.get(orderId, now)?.open === 1,
    markPaid: (orderId, now) => Number(markPaid.run(now, orderId).changes) === 1,
    advance(id, from, to, now) {
      const list = statusList(from);
      return Number(cached(`${to}:${list}`, () => advanceTo[to](list)).run(now, id).changes) === 1;
    },
    cancel(id, from, reason, now) {
      const list = statusList(from);
      const statement = cached(`cancel:${list}`, () =>
        db.prepare(`UPDATE waste_pickups SET status = 'cancelled', cancel_reason = ?, cancelled_at = ? WHERE id = ? AND status IN (${list})`),
      );
      return Number(statement.run(reason, now, id).changes) === 1;
    },
    usersOf: (contragentId) => users.all(contragentId).map((row) => row.user_id),
  };
}
