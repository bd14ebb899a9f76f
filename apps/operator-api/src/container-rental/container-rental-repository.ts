import { sql } from 'kysely';
import type { ContainerPicture, ContainerType, Rental, RentalOrder, RentalStatus } from '@resident/contract';
import type { Row, RowUpdate } from '../db/database-schema.ts';
import { all, first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { ownRefund } from '../orders/order-repository.ts';

type TypeRow = Omit<Row<'container_types'>, 'position' | 'active' | 'picture'> & { picture: ContainerPicture };

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

const TYPE_COLUMNS = [
  'id',
  'name',
  'volume_litres',
  'description',
  'picture',
  'price_per_day',
  'price_per_month',
] as const;
/**
 * Literals, not parameters: a statement on the open payments must match the partial index
 * payments_open_expiry (`WHERE status IN ('created', 'pending')`) to use it, on both backends.
 */
const OPEN_STATUSES = [sql.lit('created' as const), sql.lit('pending' as const)];
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
  const changed = ({ numUpdatedRows }: { numUpdatedRows: bigint }) => numUpdatedRows === 1n;
  const types = () =>
    store.q
      .selectFrom('container_types')
      .select(TYPE_COLUMNS)
      .where('active', '=', 1)
      // Only the seed and the operator write pictures, each one of ContainerPicture.
      .$narrowType<{ picture: ContainerPicture }>();
  /** Moves a rental from `from` to what `set` says; whether it was in `from`. */
  const move = async (rentalId: number, from: RentalStatus, set: RowUpdate<'container_rentals'>) =>
    changed(
      await store.q
        .updateTable('container_rentals')
        .set(set)
        .where('id', '=', rentalId)
        .where('status', '=', from)
        .executeTakeFirst(),
    );

  return {
    types: async () => (await types().orderBy('position').orderBy('id').execute()).map(toType),
    async type(id) {
      const row = await types().where('id', '=', id).executeTakeFirst();
      return row && toType(row);
    },
    objectAddress: async (contragentId, objectId) =>
      (
        await store.q
          .selectFrom('real_estate_objects')
          .select('address')
          .where('id', '=', objectId)
          .where('contragent_id', '=', contragentId)
          .executeTakeFirst()
      )?.address,
    async insert(rental) {
      const row = await store.q
        .insertInto('container_rentals')
        .values({
          contragent_id: rental.contragentId,
          user_id: rental.userId,
          type_id: rental.typeId,
          address: rental.address,
          object_id: rental.objectId,
          start_date: rental.startDate,
          end_date: rental.endDate,
          status: 'awaiting-payment',
          price_per_day: rental.pricePerDay,
          price_per_month: rental.pricePerMonth,
          created_at: rental.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow(() => new Error('an inserted rental has no id'));
      return row.id;
    },
    async linkOrder(orderId, rentalId, purpose, endDate) {
      await store.q
        .insertInto('container_rental_orders')
        .values({ order_id: orderId, rental_id: rentalId, purpose, end_date: endDate })
        .execute();
    },
    get: (contragentId, rentalId) =>
      first(store, sql<RentalRow>`${RENTALS} WHERE r.id = ${rentalId} AND r.contragent_id = ${contragentId}`),
    async lock(contragentId, rentalId) {
      if (store.dialect === 'postgres') {
        await store.q
          .selectFrom('container_rentals')
          .select('id')
          .where('id', '=', rentalId)
          .where('contragent_id', '=', contragentId)
          .forUpdate()
          .execute();
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
      (await store.q
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', 'in', OPEN_STATUSES)
        .where('expires_at', '>', now)
        .limit(1)
        .executeTakeFirst()) !== undefined,
    link: (orderId) =>
      store.q
        .selectFrom('container_rental_orders')
        .select(['rental_id', 'purpose', 'end_date'])
        .where('order_id', '=', orderId)
        .$narrowType<{ purpose: RentalOrder['purpose'] }>()
        .executeTakeFirst(),
    markPaid: (rentalId) => move(rentalId, 'awaiting-payment', { status: 'paid' }),
    extendTo: async (rentalId, endDate) =>
      changed(
        await store.q
          .updateTable('container_rentals')
          .set({ end_date: endDate })
          .where('id', '=', rentalId)
          .where('status', '=', 'paid')
          .where('end_date', '<', endDate)
          .executeTakeFirst(),
      ),
    async markReturned(rentalId, returnedOn) {
      await move(rentalId, 'paid', { status: 'returned', returned_on: returnedOn });
    },
    async markCancelled(rentalId) {
      await move(rentalId, 'awaiting-payment', { status: 'cancelled' });
    },
  };
}
