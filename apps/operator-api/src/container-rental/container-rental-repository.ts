import type { DatabaseSync } from 'node:sqlite';
import type { ContainerPicture, ContainerType, Rental, RentalOrder, RentalStatus } from '@resident/contract';
import { typed } from '../db/rows.ts';

interface TypeRow {
  id: number;
  name: string;
  volume_litres: number;
  description: string;
  picture: ContainerPicture;
  price_per_day: number;
  price_per_month: number;
}

/** A rental with its container and its money (from its orders). */
export interface RentalRow {
  id: number;
  contragent_id: number;
  type_id: number;
  type_name: string;
  volume_litres: number;
  picture: ContainerPicture;
  address: string;
  object_id: number | null;
  start_date: string;
  end_date: string;
  status: RentalStatus;
  returned_on: string | null;
  price_per_day: number;
  price_per_month: number;
  created_at: number;
  /** Sum of the orders that were paid (rental and extensions), kopecks. */
  paid: number;
  /** Sum of the refunds on those orders. */
  refunded: number;
}

/** One order of a rental with what paying and refunding it need. */
export interface RentalOrderRow {
  order_id: number;
  purpose: RentalOrder['purpose'];
  end_date: string;
  amount: number;
  status: 'awaiting-payment' | 'paid' | 'cancelled';
  paid_at: number | null;
  refunded: number;
}

export interface NewRental {
  contragentId: number;
  userId: number;
  typeId: number;
  address: string;
  objectId: number | null;
  startDate: string;
  endDate: string;
  pricePerDay: number;
  pricePerMonth: number;
  createdAt: number;
}

export interface ContainerRentalRepository {
  /** The types rented out now, in the operator's order. */
  types(): ContainerType[];
  /** A type rented out now. */
  type(id: number): ContainerType | undefined;
  /** The address of the account's object; undefined for an object of another account. */
  objectAddress(contragentId: number, objectId: number): string | undefined;
  insert(rental: NewRental): number;
  linkOrder(orderId: number, rentalId: number, purpose: RentalOrder['purpose'], endDate: string): void;
  /** The rental if it belongs to this account. */
  get(contragentId: number, rentalId: number): RentalRow | undefined;
  /** The account's rentals, newest first. */
  list(contragentId: number): RentalRow[];
  /** The account's unpaid rentals whose start is before `date`. */
  unpaidStartingBefore(contragentId: number, date: string): RentalRow[];
  /** A rental's orders, newest first. */
  orders(rentalId: number): RentalOrderRow[];
  /** A payment of the order still on the acquirer's page and not yet expired at `now`. */
  paymentInProgress(orderId: number, now: number): boolean;
  /** Which rental an order pays, and for what. */
  link(orderId: number): { rental_id: number; purpose: RentalOrder['purpose']; end_date: string } | undefined;
  /** The first order was paid: false when the rental was not waiting for it. */
  markPaid(rentalId: number): boolean;
  /** Moves a paid rental's end later; false when it was not paid or already ends there. */
  extendTo(rentalId: number, endDate: string): boolean;
  markReturned(rentalId: number, returnedOn: string): void;
  markCancelled(rentalId: number): void;
}

const litresToCubicMetres = (litres: number) => litres / 1000;

function toType(row: TypeRow): ContainerType {
  return {
    id: row.id,
    name: row.name,
    volume: litresToCubicMetres(row.volume_litres),
    description: row.description,
    picture: row.picture,
    pricePerDay: row.price_per_day,
    pricePerMonth: row.price_per_month,
  };
}

/** The API's view of a rental row, with the order still to pay (if any). */
export function toRental(row: RentalRow, pendingOrder: RentalOrder | null): Rental {
  return {
    id: row.id,
    container: { typeId: row.type_id, name: row.type_name, volume: litresToCubicMetres(row.volume_litres), picture: row.picture },
    address: row.address,
    objectId: row.object_id,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status,
    returnedOn: row.returned_on,
    pricePerDay: row.price_per_day,
    pricePerMonth: row.price_per_month,
    paid: row.paid,
    refunded: row.refunded,
    pendingOrder,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const TYPE_COLUMNS = 'id, name, volume_litres, description, picture, price_per_day, price_per_month';
const RENTAL_COLUMNS = `r.id, r.contragent_id, r.type_id, t.name AS type_name, t.volume_litres, t.picture, r.address, r.object_id,
  r.start_date, r.end_date, r.status, r.returned_on, r.price_per_day, r.price_per_month, r.created_at,
  (SELECT COALESCE(SUM(o.amount), 0) FROM container_rental_orders l JOIN service_orders o ON o.id = l.order_id
    WHERE l.rental_id = r.id AND o.paid_at IS NOT NULL) AS paid,
  (SELECT COALESCE(SUM(f.amount), 0) FROM container_rental_orders l JOIN order_refunds f ON f.order_id = l.order_id
    WHERE l.rental_id = r.id) AS refunded`;
const RENTALS = `SELECT ${RENTAL_COLUMNS} FROM container_rentals r JOIN container_types t ON t.id = r.type_id`;

export function createContainerRentalRepository(db: DatabaseSync): ContainerRentalRepository {
  const types = typed<TypeRow, []>(db.prepare(`SELECT ${TYPE_COLUMNS} FROM container_types WHERE active = 1 ORDER BY position, id`));
  const type = typed<TypeRow, [number]>(db.prepare(`SELECT ${TYPE_COLUMNS} FROM container_types WHERE id = ? AND active = 1`));
  const objectAddress = typed<{ address: string }, [number, number]>(
    db.prepare('SELECT address FROM real_estate_objects WHERE id = ? AND contragent_id = ?'),
  );
  const insert = typed<{ id: number }, [number, number, number, string, number | null, string, string, number, number, number]>(
    db.prepare(`INSERT INTO container_rentals
      (contragent_id, user_id, type_id, address, object_id, start_date, end_date, status, price_per_day, price_per_month, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'awaiting-payment', ?, ?, ?) RETURNING id`),
  );
  const linkOrder = typed<never, [number, number, string, string]>(
    db.prepare('INSERT INTO container_rental_orders (order_id, rental_id, purpose, end_date) VALUES (?, ?, ?, ?)'),
  );
  const get = typed<RentalRow, [number, number]>(db.prepare(`${RENTALS} WHERE r.id = ? AND r.contragent_id = ?`));
  const list = typed<RentalRow, [number]>(db.prepare(`${RENTALS} WHERE r.contragent_id = ? ORDER BY r.created_at DESC, r.id DESC`));
  const unpaid = typed<RentalRow, [number, string]>(
    db.prepare(`${RENTALS} WHERE r.contragent_id = ? AND r.status = 'awaiting-payment' AND r.start_date < ?`),
  );
  const orders = typed<RentalOrderRow, [number]>(
    db.prepare(`SELECT l.order_id, l.purpose, l.end_date, o.amount, o.status, o.paid_at,
        (SELECT COALESCE(SUM(f.amount), 0) FROM order_refunds f WHERE f.order_id = o.id) AS refunded
      FROM container_rental_orders l JOIN service_orders o ON o.id = l.order_id
      WHERE l.rental_id = ? ORDER BY l.order_id DESC`),
  );
  const inProgress = typed<{ id: number }, [number, number]>(
    db.prepare(`SELECT id FROM payments WHERE order_id = ? AND status IN ('created', 'pending') AND expires_at > ? LIMIT 1`),
  );
  const link = typed<{ rental_id: number; purpose: RentalOrder['purpose']; end_date: string }, [number]>(
    db.prepare('SELECT rental_id, purpose, end_date FROM container_rental_orders WHERE order_id = ?'),
  );
  const markPaid = typed<never, [number]>(db.prepare("UPDATE container_rentals SET status = 'paid' WHERE id = ? AND status = 'awaiting-payment'"));
  const extendTo = typed<never, [string, number, string]>(
    db.prepare("UPDATE container_rentals SET end_date = ? WHERE id = ? AND status = 'paid' AND end_date < ?"),
  );
  const markReturned = typed<never, [string, number]>(
    db.prepare("UPDATE container_rentals SET status = 'returned', returned_on = ? WHERE id = ? AND status = 'paid'"),
  );
  const markCancelled = typed<never, [number]>(
    db.prepare("UPDATE container_rentals SET status = 'cancelled' WHERE id = ? AND status = 'awaiting-payment'"),
  );

  return {
    types: () => types.all().map(toType),
    type(id) {
      const row = type.get(id);
      return row && toType(row);
    },
    objectAddress: (contragentId, objectId) => objectAddress.get(objectId, contragentId)?.address,
    insert(rental) {
      const row = insert.get(
        rental.contragentId,
        rental.userId,
        rental.typeId,
        rental.address,
        rental.objectId,
        rental.startDate,
        rental.endDate,
        rental.pricePerDay,
        rental.pricePerMonth,
        rental.createdAt,
      );
      if (!row) throw new Error('an inserted rental has no id');
      return row.id;
    },
    linkOrder(orderId, rentalId, purpose, endDate) {
      linkOrder.run(orderId, rentalId, purpose, endDate);
    },
    get: (contragentId, rentalId) => get.get(rentalId, contragentId),
    list: (contragentId) => list.all(contragentId),
    unpaidStartingBefore: (contragentId, date) => unpaid.all(contragentId, date),
    orders: (rentalId) => orders.all(rentalId),
    paymentInProgress: (orderId, now) => inProgress.get(orderId, now) !== undefined,
    link: (orderId) => link.get(orderId),
    markPaid: (rentalId) => Number(markPaid.run(rentalId).changes) === 1,
    extendTo: (rentalId, endDate) => Number(extendTo.run(endDate, rentalId, endDate).changes) === 1,
    markReturned(rentalId, returnedOn) {
      markReturned.run(returnedOn, rentalId);
    },
    markCancelled(rentalId) {
      markCancelled.run(rentalId);
    },
  };
}
