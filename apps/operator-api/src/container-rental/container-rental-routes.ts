import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContainerTypesSchema,
  ContragentIdParamsSchema,
  CreatedRentalSchema,
  CreateRentalBodySchema,
  ErrorBodySchema,
  ExtensionBodySchema,
  ExtensionQuerySchema,
  ExtensionQuoteSchema,
  ExtensionResultSchema,
  RentalParamsSchema,
  RentalQuoteQuerySchema,
  RentalQuoteSchema,
  RentalSchema,
  RentalsSchema,
  ReturnBodySchema,
  ReturnQuerySchema,
  ReturnQuoteSchema,
  ReturnResultSchema,
} from '@resident/contract';
import { accountClosed } from '../payments/payment-messages.ts';
import type { ContainerRentalService } from './container-rental-service.ts';

export interface ContainerRentalRouteDeps {
  rentals: ContainerRentalService;
}

const tags = ['container-rental'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const withConflict = { ...errors, 409: ErrorBodySchema };
const PRICE_RULE =
  'Price rule (limits/container-rental.ts, the same the portal shows): full months counted from the start date (a month from ' +
  'the 31st ends on the last day of the next month) at the monthly price, the days after them at the daily price but never ' +
  'more than one more month, and never more than every day at the daily price.';
const PERIOD_RULES =
  'Refused with 400: an end before the start (RENTAL_END_BEFORE_START), a start in the past (RENTAL_START_IN_PAST, by the ' +
  'earliest date anywhere in Russia), a start more than 90 days ahead (RENTAL_START_TOO_FAR), a period over 12 months ' +
  '(RENTAL_TOO_LONG), a date that does not exist (VALIDATION).';

/**
 * Container rental, v3 base, bearer. The catalogue and the price need no personal
 * account (the route is in the reduced set); rentals belong to one of the resident's accounts
 * and are paid with POST client/{contragentId}/payments, purpose 'service' and the orderId.
 */
export async function containerRentalRoutes(
  app: FastifyInstance,
  { rentals }: ContainerRentalRouteDeps,
): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/container-rental/types', {
    schema: {
      operationId: 'listContainerTypes',
      tags,
      summary: 'Контейнеры в аренду',
      description:
        'The container types rented out now, in the operator’s order: name, volume (m³), description, picture, price per day and per month (kopecks).',
      security,
      response: { 200: ContainerTypesSchema, 401: ErrorBodySchema },
    },
    async handler(_request, reply) {
      reply.header('cache-control', 'no-store');
      return rentals.types();
    },
  });

  route.get('/client/container-rental/quote', {
    schema: {
      operationId: 'getContainerRentalQuote',
      tags,
      summary: 'Стоимость аренды',
      description: `The price of renting a type from startDate to endDate (both included), with the full months and days it counts. ${PRICE_RULE} ${PERIOD_RULES} An unknown type → 404.`,
      security,
      querystring: RentalQuoteQuerySchema,
      response: { 200: RentalQuoteSchema, ...errors },
    },
    async handler(request) {
      const { typeId, startDate, endDate } = request.query;
      return rentals.quote(typeId, startDate, endDate);
    },
  });

  route.get('/client/:contragentId/container-rentals', {
    schema: {
      operationId: 'listContainerRentals',
      tags,
      summary: 'Аренды лицевого счёта',
      description:
        'The account’s rentals, newest first, with their container, address, period, status (awaiting-payment, paid, returned, ' +
        'cancelled), the prices fixed when ordered, what was paid and refunded, and the order still to pay. An unpaid rental whose ' +
        "start has passed is cancelled when listed. Another resident's account → 404.",
      security,
      params: ContragentIdParamsSchema,
      response: { 200: RentalsSchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.account;
      reply.header('cache-control', 'no-store');
      return rentals.list(contragentId);
    },
  });

  route.post('/client/:contragentId/container-rentals', {
    schema: {
      operationId: 'createContainerRental',
      tags,
      summary: 'Заказать контейнер',
      description:
        'A rental of a type to an address (one of the account’s objects by objectId, or typed text) for a period, and its order ' +
        `(kind container-rental) to pay with purpose 'service' and exactly its amount; paid, the rental becomes 'paid'. ${PERIOD_RULES} ` +
        'An unknown type or another account’s object → 404; a closed account → 409.',
      security,
      params: ContragentIdParamsSchema,
      body: CreateRentalBodySchema,
      response: { 201: CreatedRentalSchema, ...withConflict },
    },
    async handler(request, reply) {
      const { account } = request;
      if (account.isClosed) throw accountClosed();
      return reply.code(201).send(await rentals.create(account.contragentId, request.caller, request.body));
    },
  });

  route.get('/client/:contragentId/container-rentals/:rentalId/extension-quote', {
    schema: {
      operationId: 'getContainerRentalExtensionQuote',
      tags,
      summary: 'Стоимость продления',
      description:
        'What moving the end to endDate costs: the whole rental’s price to the new end minus its price to the current end, at the ' +
        'rental’s own prices (0 when the added days fall under a month already charged in full). An end not later than the current ' +
        'one → 400 RENTAL_EXTENSION_NOT_LATER, past 12 months from the start → 400 RENTAL_TOO_LONG; an unpaid, ended, returned or ' +
        "cancelled rental → 409; another account's → 404.",
      security,
      params: RentalParamsSchema,
      querystring: ExtensionQuerySchema,
      response: { 200: ExtensionQuoteSchema, ...withConflict },
    },
    async handler(request) {
      const { contragentId, rentalId } = request.params;
      return rentals.extensionQuote(contragentId, rentalId, request.query.endDate);
    },
  });

  route.post('/client/:contragentId/container-rentals/:rentalId/extension', {
    schema: {
      operationId: 'extendContainerRental',
      tags,
      summary: 'Продлить аренду',
      description:
        'The order (kind container-rental) for the difference the extension quote names: 201 with the order; the rental’s end moves ' +
        'when it is paid. The same open extension again → 200 with it; another end cancels the open one (409 while one of its ' +
        'payments is on the acquirer’s page). Nothing to pay → 200 with order null and the end moved at once. Refusals as the ' +
        'quote’s; a closed account → 409.',
      security,
      params: RentalParamsSchema,
      body: ExtensionBodySchema,
      response: { 200: ExtensionResultSchema, 201: ExtensionResultSchema, ...withConflict },
    },
    async handler(request, reply) {
      const { contragentId, rentalId } = request.params;
      const { account } = request;
      if (account.isClosed) throw accountClosed();
      const { created, ...result } = await rentals.extend(contragentId, request.caller, rentalId, request.body.endDate);
      return reply.code(created ? 201 : 200).send(result);
    },
  });

  route.get('/client/:contragentId/container-rentals/:rentalId/return-quote', {
    schema: {
      operationId: 'getContainerRentalReturnQuote',
      tags,
      summary: 'Досрочный возврат: сумма к возврату',
      description:
        'What returning on returnDate gives back: the days from the start to the return date (both included, none before the ' +
        'start) priced by the rental rule are kept, everything else paid is refunded. A return date in the past → 400 ' +
        "RENTAL_RETURN_IN_PAST, not before the end → 400 RENTAL_RETURN_NOT_EARLY; an unpaid, ended, returned or cancelled rental → 409; another account's → 404.",
      security,
      params: RentalParamsSchema,
      querystring: ReturnQuerySchema,
      response: { 200: ReturnQuoteSchema, ...withConflict },
    },
    async handler(request) {
      const { contragentId, rentalId } = request.params;
      return rentals.returnQuote(contragentId, rentalId, request.query.returnDate);
    },
  });

  route.post('/client/:contragentId/container-rentals/:rentalId/return', {
    schema: {
      operationId: 'returnContainerRental',
      tags,
      summary: 'Вернуть досрочно',
      description:
        'Returns the container on returnDate: the refund of the return quote is recorded against the rental’s paid orders (the ' +
        'newest first) and the rental becomes returned. `refund` must be the amount the resident was shown, else 409 ' +
        'RENTAL_REFUND_CHANGED and nothing changes. An open extension is cancelled (409 while it is being paid). Refusals as the quote’s.',
      security,
      params: RentalParamsSchema,
      body: ReturnBodySchema,
      response: { 200: ReturnResultSchema, ...withConflict },
    },
    async handler(request) {
      const { contragentId, rentalId } = request.params;
      return rentals.returnEarly(contragentId, rentalId, request.body.returnDate, request.body.refund);
    },
  });

  route.post('/client/:contragentId/container-rentals/:rentalId/cancel', {
    schema: {
      operationId: 'cancelContainerRental',
      tags,
      summary: 'Отменить неоплаченный заказ',
      description:
        "Cancels a rental that was never paid, and its order. A paid one → 409 (return it instead); one being paid → 409; another account's → 404.",
      security,
      params: RentalParamsSchema,
      response: { 200: RentalSchema, ...withConflict },
    },
    async handler(request) {
      const { contragentId, rentalId } = request.params;
      return rentals.cancel(contragentId, rentalId);
    },
  });
}
