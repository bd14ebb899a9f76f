import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { ContainerPicture, ContainerType, Rental, RentalOrder, RentalStatus } from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { ownRefund } from '../orders/order-repository.ts';

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
  types(): Promise<ContainerType[]>;
  /** A type rented out now. */
  type(id: number): Promise<ContainerType | undefined>;
  /** The address of the account's object; undefined for an object of another account. */
  objectAddress(contragentId: number, objectId: number): Promise<string | undefined>;
  insert(rental: NewRental): Promise<number>;
  linkOrder(orderId: number, rentalId: number, purpose: RentalOrder['purpose'], endDate: string): Promise<void>;
  /** The rental if it belongs to this account. */
  get(contragentId: number, rentalId: number): Promise<RentalRow | undefined>;
  /**
   * The same, its row locked until the caller's transaction ends (PostgreSQL; SQLite's BEGIN
   * IMMEDIATE serializes writers already): a decision read here holds until it is written.
   */
  lock(contragentId: number, rentalId: number): Promise<RentalRow | undefined>;
  /** The account's rentals, newest first. */
  list(contragentId: number): Promise<RentalRow[]>;
  /** The account's unpaid rentals whose start is before `date`. */
  unpaidStartingBefore(contragentId: number, date: string): Promise<RentalRow[]>;
  /** A rental's orders, newest first. */
  orders(rentalId: number): Promise<RentalOrderRow[]>;
  /** A payment of the order still on the acquirer's page and not yet expired at `now`. */
  paymentInProgress(orderId: number, now: number): Promise<boolean>;
  /** Which rental an order pays, and for what. */
  link(orderId: number): Promise<{ rental_id: number; purpose: RentalOrder['purpose']; end_date: string } | undefined>;
  /** The first order was paid: false when the rental was not waiting for it. */
  markPaid(rentalId: number): Promise<boolean>;
  /** Moves a paid rental's end later; false when it was not paid or already ends there. */
  extendTo(rentalId: number, endDate: string): Promise<boolean>;
  markReturned(rentalId: number, returnedOn: string): Promise<void>;
  markCancelled(rentalId: number): Promise<void>;
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
    container: {
      typeId: row.type_id,
      name: row.type_name,
      volume: litresToCubicMetres(row.volume_litres),
      picture: row.picture,
    },
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

const TYPE_COLUMNS = sql`id, name, volume_litres, description, picture, price_per_day, price_per_month`;
const RENTAL_COLUMNS = sql`r.id, r.contragent_id, r.type_id, t.name AS type_name, t.volume_litres, t.picture, r.address, r.object_id,
  r.start_date, r.end_date, r.status, r.returned_on, r.price_per_day, r.price_per_month, r.created_at,
  (SELECT COALESCE(SUM(o.amount), 0) FROM container_rental_orders l JOIN service_orders o ON o.id = l.order_id
    WHERE l.rental_id = r.id AND o.paid_at IS NOT NULL) AS paid,
  (SELECT COALESCE(SUM(f.amount), 0) FROM container_rental_orders l JOIN order_refunds f ON f.order_id = l.order_id
    WHERE l.rental_id = r.id AND ${ownRefund('f')}) AS refunded`;
const RENTALS = sql`SELECT ${RENTAL_COLUMNS} FROM container_rentals r JOIN container_types t ON t.id = r.type_id`;

/**
 * On the async store: the same SQL on SQLite and PostgreSQL. Every query goes through
 * `store` (its current executor), so a service's transaction, or the payment's one around onPaid,
 * takes these statements in.
 */
export function createContainerRentalRepository(store: Store): ContainerRentalRepository {
  const changed = async (query: RawBuilder<unknown>) => (await run(store, query)) === 1;

  return {
    types: async () =>
      (
        await all(
          store,
          sql<TypeRow>`SELECT ${TYPE_COLUMNS} FROM container_types WHERE active = 1 ORDER BY position, id`,
        )
      ).map(toType),
    async type(id) {
      const row = await first(
        store,
        sql<TypeRow>`SELECT ${TYPE_COLUMNS} FROM container_types WHERE id = ${id} AND active = 1`,
      );
      return row && toType(row);
    },
    objectAddress: async (contragentId, objectId) =>
      (
        await first(
          store,
          sql<{
            address: string;
          }>`SELECT address FROM real_estate_objects WHERE id = ${objectId} AND contragent_id = ${contragentId}`,
        )
      )?.address,
    async insert(rental) {
      const row = await first(
        store,
        sql<{ id: number }>`INSERT INTO container_rentals
          (contragent_id, user_id, type_id, address, object_id, start_date, end_date, status, price_per_day, price_per_month, created_at)
          VALUES (${rental.contragentId}, ${rental.userId}, ${rental.typeId}, ${rental.address}, ${rental.objectId}, ${rental.startDate},
            ${rental.endDate}, 'awaiting-payment', ${rental.pricePerDay}, ${rental.pricePerMonth}, ${rental.createdAt}) RETURNING id`,
      );
      if (!row) throw new Error('an inserted rental has no id');
      return row.id;
    },
    async linkOrder(orderId, rentalId, purpose, endDate) {
      await run(
        store,
        sql`INSERT INTO container_rental_orders (order_id, rental_id, purpose, end_date) VALUES (${orderId}, ${rentalId}, ${purpose}, ${endDate})`,
      );
    },
    get: (contragentId, rentalId) =>
      first(store, sql<RentalRow>`${RENTALS} WHERE r.id = ${rentalId} AND r.contragent_id = ${contragentId}`),
    async lock(contragentId, rentalId) {
      if (store.dialect === 'postgres') {
        await run(
          store,
          sql`SELECT id FROM container_rentals WHERE id = ${rentalId} AND contragent_id = ${contragentId} FOR UPDATE`,
        );
      }
      return first(store, sql<RentalRow>`${RENTALS} WHERE r.id = ${rentalId} AND r.contragent_id = ${contragentId}`);
    },
    list: (contragentId) =>
      all(
        store,
        sql<RentalRow>`${RENTALS} WHERE r.contragent_id = ${contragentId} ORDER BY r.created_at DESC, r.id DESC`,
      ),
    unpaidStartingBefore: (contragentId, date) =>
      all(
        store,
        sql<RentalRow>`${RENTALS} WHERE r.contragent_id = ${contragentId} AND r.status = 'awaiting-payment' AND r.start_date < ${date}`,
      ),
    orders: (rentalId) =>
      all(
        store,
        sql<RentalOrderRow>`SELECT l.order_id, l.purpose, l.end_date, o.amount, o.status, o.paid_at,
            (SELECT COALESCE(SUM(f.amount), 0) FROM order_refunds f WHERE f.order_id = o.id AND ${ownRefund('f')}) AS refunded
          FROM container_rental_orders l JOIN service_orders o ON o.id = l.order_id
          WHERE l.rental_id = ${rentalId} ORDER BY l.order_id DESC`,
      ),
    paymentInProgress: async (orderId, now) =>
      (await first(
        store,
        sql<{
          id: number;
        }>`SELECT id FROM payments WHERE order_id = ${orderId} AND status IN ('created', 'pending') AND expires_at > ${now} LIMIT 1`,
      )) !== undefined,
    link: (orderId) =>
      first(
        store,
        sql<{
          rental_id: number;
          purpose: RentalOrder['purpose'];
          end_date: string;
        }>`SELECT rental_id, purpose, end_date
          FROM container_rental_orders WHERE order_id = ${orderId}`,
      ),
    markPaid: (rentalId) =>
      changed(sql`UPDATE container_rentals SET status = 'paid' WHERE id = ${rentalId} AND status = 'awaiting-payment'`),
    extendTo: (rentalId, endDate) =>
      changed(
        sql`UPDATE container_rentals SET end_date = ${endDate} WHERE id = ${rentalId} AND status = 'paid' AND end_date < ${endDate}`,
      ),
    async markReturned(rentalId, returnedOn) {
      await run(
        store,
        sql`UPDATE container_rentals SET status = 'returned', returned_on = ${returnedOn} WHERE id = ${rentalId} AND status = 'paid'`,
      );
    },
    async markCancelled(rentalId) {
      await run(
        store,
        sql`UPDATE container_rentals SET status = 'cancelled' WHERE id = ${rentalId} AND status = 'awaiting-payment'`,
      );
    },
  };
}
