import {
  earliestRussianDate,
  PAYMENT_MAX_KOPECKS,
  RENTAL_TEXTS,
  rentalEarlyReturn,
  rentalExtensionAmount,
  rentalExtensionProblem,
  rentalPeriodProblem,
  rentalPrice,
  rentalReturnProblem,
  rentalDaysInclusive,
  shiftRentalDate,
} from '@resident/contract';
import type {
  ContainerType,
  CreateRentalBody,
  CreatedRental,
  ExtensionQuote,
  ExtensionResult,
  Rental,
  RentalOrder,
  RentalQuote,
  ReturnQuote,
  ReturnResult,
} from '@resident/contract';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { Orders } from '../orders/orders.ts';
import { createContainerRentalRepository, toRental } from './container-rental-repository.ts';
import type { ContainerRentalRepository, RentalOrderRow, RentalRow } from './container-rental-repository.ts';

/** The order kind of a rental and of each of its extensions (payment purpose 'service'). */
export const CONTAINER_RENTAL_ORDER_KIND = 'container-rental';

export const RENTAL_MESSAGES = {
  typeNotFound: 'Такого контейнера нет в аренде',
  rentalNotFound: 'Аренда не найдена',
  objectNotFound: 'Объект не найден',
  tooExpensive: 'Заказ дороже 500 000 ₽ не оплатить одним платежом — выберите срок короче',
  notPaidYet: 'Аренда ещё не оплачена — сначала оплатите её',
  notExtendable: 'Продлить можно только оплаченную аренду, которая ещё не закончилась',
  notReturnable: 'Вернуть досрочно можно только оплаченную аренду, которая ещё не закончилась',
  notCancellable: 'Отменить можно только неоплаченный заказ',
  paymentInProgress: 'По этой аренде идёт оплата — дождитесь её результата',
  refundChanged: 'Сумма возврата изменилась — проверьте её и подтвердите возврат ещё раз',
  refundReason: (returnDate: string) => `Досрочный возврат контейнера ${returnDate.split('-').reverse().join('.')}`,
} as const;

const shownDate = (date: string) => date.split('-').reverse().join('.');

const badRequest = (code: string, message: string) => new ApiError(400, code, message);
const conflict = (code: string, message: string) => new ApiError(409, code, message);
const rentalNotFound = () => new ApiError(404, 'RENTAL_NOT_FOUND', RENTAL_MESSAGES.rentalNotFound);

export interface ContainerRentalService {
  repository: ContainerRentalRepository;
  types(): Promise<ContainerType[]>;
  quote(typeId: number, startDate: string, endDate: string): Promise<RentalQuote>;
  /** The account's rentals, newest first; unpaid ones whose start has passed are cancelled first. */
  list(contragentId: number): Promise<Rental[]>;
  create(contragentId: number, userId: number, body: CreateRentalBody): Promise<CreatedRental>;
  extensionQuote(contragentId: number, rentalId: number, endDate: string): Promise<ExtensionQuote>;
  /** `created`: a new order was made (201); otherwise the open one again or nothing to pay (200). */
  extend(
    contragentId: number,
    userId: number,
    rentalId: number,
    endDate: string,
  ): Promise<ExtensionResult & { created: boolean }>;
  returnQuote(contragentId: number, rentalId: number, returnDate: string): Promise<ReturnQuote>;
  returnEarly(contragentId: number, rentalId: number, returnDate: string, shownRefund: number): Promise<ReturnResult>;
  cancel(contragentId: number, rentalId: number): Promise<Rental>;
}

/**
 * Container rental: the catalogue, the price of a period (limits/container-rental.ts, the same rule
 * the portal shows), rentals paid through orders of kind 'container-rental', extensions paid as
 * their own orders (the end moves when one is paid), early returns recorded as refunds.
 */
export function createContainerRentalService(store: Store, orders: Orders, now: () => number): ContainerRentalService {
  const repository = createContainerRentalRepository(store);
  // Orders and refunds made inside join it (the store's ambient transaction).
  const transaction = <T>(work: () => Promise<T>) => store.transaction(work);
  // The earliest date anywhere in Russia: never refuses a start that is still today for a resident.
  const today = () => earliestRussianDate(now());

  orders.registerKind(CONTAINER_RENTAL_ORDER_KIND, {
    // Inside the payment's store transaction: these statements join it.
    async onPaid(order) {
      const link = await repository.link(order.id);
      if (!link) return;
      if (link.purpose === 'rental') await repository.markPaid(link.rental_id);
      else await repository.extendTo(link.rental_id, link.end_date);
    },
  });

  async function activeType(typeId: number): Promise<ContainerType> {
    const type = await repository.type(typeId);
    if (!type) throw new ApiError(404, 'CONTAINER_TYPE_NOT_FOUND', RENTAL_MESSAGES.typeNotFound);
    return type;
  }

  function checkPeriod(startDate: string, endDate: string) {
    const problem = rentalPeriodProblem(startDate, endDate, today());
    if (problem)
      throw badRequest(
        `RENTAL_${problem.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
        RENTAL_TEXTS[problem],
      );
  }

  async function mustGet(contragentId: number, rentalId: number, lock = false): Promise<RentalRow> {
    const rental = await (lock ? repository.lock(contragentId, rentalId) : repository.get(contragentId, rentalId));
    if (!rental) throw rentalNotFound();
    return rental;
  }

  const pricesOf = (rental: RentalRow) => ({ perDay: rental.price_per_day, perMonth: rental.price_per_month });
  const toOrder = (row: Pick<RentalOrderRow, 'order_id' | 'amount' | 'purpose' | 'end_date'>): RentalOrder => ({
    orderId: row.order_id,
    amount: row.amount,
    purpose: row.purpose,
    endDate: row.end_date,
  });
  const pendingOf = async (rentalId: number) =>
    (await repository.orders(rentalId)).find((order) => order.status === 'awaiting-payment');
  const view = async (contragentId: number, rentalId: number): Promise<Rental> => {
    const pending = await pendingOf(rentalId);
    return toRental(await mustGet(contragentId, rentalId), pending ? toOrder(pending) : null);
  };

  /** Cancels an unpaid order, refusing while one of its payments is still on the acquirer's page. */
  async function dropUnpaid(order: RentalOrderRow) {
    if (await repository.paymentInProgress(order.order_id, now()))
      throw conflict('RENTAL_PAYMENT_IN_PROGRESS', RENTAL_MESSAGES.paymentInProgress);
    await orders.cancelUnpaid(order.order_id);
  }

  /** A paid rental that has not ended (for extending or returning it); `lock` inside a transaction that changes it. */
  async function runningRental(
    contragentId: number,
    rentalId: number,
    refusal: { code: string; message: string },
    lock = false,
  ): Promise<RentalRow> {
    const rental = await mustGet(contragentId, rentalId, lock);
    if (rental.status === 'awaiting-payment') throw conflict('RENTAL_NOT_PAID', RENTAL_MESSAGES.notPaidYet);
    if (rental.status !== 'paid' || rental.end_date < today()) throw conflict(refusal.code, refusal.message);
    return rental;
  }
  const notExtendable = { code: 'RENTAL_NOT_EXTENDABLE', message: RENTAL_MESSAGES.notExtendable };
  const notReturnable = { code: 'RENTAL_NOT_RETURNABLE', message: RENTAL_MESSAGES.notReturnable };

  function checkedExtension(rental: RentalRow, endDate: string): number {
    const problem = rentalExtensionProblem(rental.start_date, rental.end_date, endDate);
    if (problem === 'extensionNotLater') throw badRequest('RENTAL_EXTENSION_NOT_LATER', RENTAL_TEXTS.extensionNotLater);
    if (problem === 'tooLong') throw badRequest('RENTAL_TOO_LONG', RENTAL_TEXTS.tooLong);
    const amount = rentalExtensionAmount(pricesOf(rental), rental.start_date, rental.end_date, endDate);
    if (amount > PAYMENT_MAX_KOPECKS) throw badRequest('RENTAL_TOO_EXPENSIVE', RENTAL_MESSAGES.tooExpensive);
    return amount;
  }

  function checkedReturn(rental: RentalRow, returnDate: string): ReturnQuote {
    const problem = rentalReturnProblem(rental.end_date, returnDate, today());
    if (problem === 'returnInPast') throw badRequest('RENTAL_RETURN_IN_PAST', RENTAL_TEXTS.returnInPast);
    if (problem === 'returnNotEarly') throw badRequest('RENTAL_RETURN_NOT_EARLY', RENTAL_TEXTS.returnNotEarly);
    const paid = rental.paid - rental.refunded;
    return { returnDate, paid, ...rentalEarlyReturn(pricesOf(rental), rental.start_date, paid, returnDate) };
  }

  return {
    repository,
    types: () => repository.types(),

    async quote(typeId, startDate, endDate) {
      const type = await activeType(typeId);
      checkPeriod(startDate, endDate);
      const price = rentalPrice({ perDay: type.pricePerDay, perMonth: type.pricePerMonth }, startDate, endDate);
      return { typeId, startDate, endDate, pricePerDay: type.pricePerDay, pricePerMonth: type.pricePerMonth, ...price };
    },

    async list(contragentId) {
      const stale = await repository.unpaidStartingBefore(contragentId, today());
      for (const rental of stale) {
        await transaction(async () => {
          await repository.lock(contragentId, rental.id);
          const pending = (await repository.orders(rental.id)).filter((order) => order.status === 'awaiting-payment');
          // One still being paid stays: its payment decides.
          for (const order of pending) if (await repository.paymentInProgress(order.order_id, now())) return;
          for (const order of pending) await orders.cancelUnpaid(order.order_id);
          await repository.markCancelled(rental.id);
        });
      }
      const rows = await repository.list(contragentId);
      const rentals: Rental[] = [];
      for (const row of rows) {
        const pending = await pendingOf(row.id);
        rentals.push(toRental(row, pending ? toOrder(pending) : null));
      }
      return rentals;
    },

    async create(contragentId, userId, body) {
      const type = await activeType(body.typeId);
      checkPeriod(body.startDate, body.endDate);
      let address = body.address;
      if (body.objectId !== undefined) {
        address = await repository.objectAddress(contragentId, body.objectId);
        if (address === undefined) throw new ApiError(404, 'OBJECT_NOT_FOUND', RENTAL_MESSAGES.objectNotFound);
      }
      const { amount } = rentalPrice(
        { perDay: type.pricePerDay, perMonth: type.pricePerMonth },
        body.startDate,
        body.endDate,
      );
      if (amount > PAYMENT_MAX_KOPECKS) throw badRequest('RENTAL_TOO_EXPENSIVE', RENTAL_MESSAGES.tooExpensive);
      return transaction(async () => {
        const rentalId = await repository.insert({
          contragentId,
          userId,
          typeId: type.id,
          address: address ?? '',
          objectId: body.objectId ?? null,
          startDate: body.startDate,
          endDate: body.endDate,
          pricePerDay: type.pricePerDay,
          pricePerMonth: type.pricePerMonth,
          createdAt: now(),
        });
        const order = await orders.create({
          contragentId,
          userId,
          kind: CONTAINER_RENTAL_ORDER_KIND,
          amount,
          description: `Аренда: ${type.name}, ${shownDate(body.startDate)}–${shownDate(body.endDate)}`,
        });
        await repository.linkOrder(order.id, rentalId, 'rental', body.endDate);
        return {
          rental: await view(contragentId, rentalId),
          order: { orderId: order.id, amount, purpose: 'rental', endDate: body.endDate },
        };
      });
    },

    async extensionQuote(contragentId, rentalId, endDate) {
      const rental = await runningRental(contragentId, rentalId, notExtendable);
      const amount = checkedExtension(rental, endDate);
      return {
        currentEndDate: rental.end_date,
        endDate,
        addedDays: rentalDaysInclusive(shiftRentalDate(rental.end_date, 1), endDate),
        amount,
      };
    },

    extend: async (contragentId, userId, rentalId, endDate) => {
      return transaction(async () => {
        const rental = await runningRental(contragentId, rentalId, notExtendable, true);
        const amount = checkedExtension(rental, endDate);
        const pending = await pendingOf(rentalId);
        if (pending?.purpose === 'extension' && pending.end_date === endDate && pending.amount === amount) {
          return { rental: await view(contragentId, rentalId), order: toOrder(pending), created: false };
        }
        if (pending) await dropUnpaid(pending);
        if (amount === 0) {
          // The added days fall under a month already charged in full: nothing to pay, the end moves now.
          await repository.extendTo(rentalId, endDate);
          return { rental: await view(contragentId, rentalId), order: null, created: false };
        }
        const order = await orders.create({
          contragentId,
          userId,
          kind: CONTAINER_RENTAL_ORDER_KIND,
          amount,
          description: `Продление аренды: ${rental.type_name}, до ${shownDate(endDate)}`,
        });
        await repository.linkOrder(order.id, rentalId, 'extension', endDate);
        return {
          rental: await view(contragentId, rentalId),
          order: { orderId: order.id, amount, purpose: 'extension', endDate },
          created: true,
        };
      });
    },

    async returnQuote(contragentId, rentalId, returnDate) {
      return checkedReturn(await runningRental(contragentId, rentalId, notReturnable), returnDate);
    },

    returnEarly: (contragentId, rentalId, returnDate, shownRefund) =>
      transaction(async () => {
        const rental = await runningRental(contragentId, rentalId, notReturnable, true);
        const quote = checkedReturn(rental, returnDate);
        if (quote.refund !== shownRefund) throw conflict('RENTAL_REFUND_CHANGED', RENTAL_MESSAGES.refundChanged);
        const pending = await pendingOf(rentalId);
        if (pending) await dropUnpaid(pending);
        // The refund comes off the newest paid orders first (the last extension, then earlier ones).
        let left = quote.refund;
        for (const order of await repository.orders(rentalId)) {
          if (left === 0) break;
          if (order.paid_at === null || order.status !== 'paid') continue;
          const part = Math.min(left, order.amount - order.refunded);
          if (part <= 0) continue;
          await orders.refund(order.order_id, part, RENTAL_MESSAGES.refundReason(returnDate), {
            cancel: part === order.amount - order.refunded,
          });
          left -= part;
        }
        if (left !== 0) throw new Error(`rental ${rentalId}: ${left} kopecks of the refund found no paid order`);
        await repository.markReturned(rentalId, returnDate);
        return { rental: await view(contragentId, rentalId), refund: quote.refund };
      }),

    cancel: (contragentId, rentalId) =>
      transaction(async () => {
        const rental = await mustGet(contragentId, rentalId, true);
        if (rental.status !== 'awaiting-payment')
          throw conflict('RENTAL_NOT_CANCELLABLE', RENTAL_MESSAGES.notCancellable);
        for (const order of await repository.orders(rentalId))
          if (order.status === 'awaiting-payment') await dropUnpaid(order);
        await repository.markCancelled(rentalId);
        return view(contragentId, rentalId);
      }),
  };
}
