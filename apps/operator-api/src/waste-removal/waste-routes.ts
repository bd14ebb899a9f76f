import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContragentIdParamsSchema,
  CreateWastePickupBodySchema,
  ErrorBodySchema,
  WastePickupParamsSchema,
  WastePickupSchema,
  WastePickupsSchema,
  WastePriceQuerySchema,
  WastePriceSchema,
  WasteSlotsSchema,
  WasteTypesSchema,
} from '@resident/contract';
import type { Contragent } from '@resident/contract';
import { volumeToHundredths, WASTE_TEXTS } from '@resident/contract/limits';
import { ApiError, contragentNotFound } from '../errors/http-errors.ts';
import { accountClosed } from '../payments/payment-messages.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';
import type { WasteRemovalService } from './waste-service.ts';

export interface WasteRouteDeps {
  residents: ResidentRepository;
  waste: WasteRemovalService;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const TAGS = ['waste-removal'];

/**
 * Individual waste removal on one of the resident's accounts: client/{contragentId}/waste-removal/…
 * (v3 base, bearer). Another resident's account → 404; ordering needs the account's wasteDisposal
 * flag (403 without it). The orders themselves stay visible and cancellable without the flag.
 */
export async function wasteRoutes(app: FastifyInstance, deps: WasteRouteDeps): Promise<void> {
  const { residents, waste } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  async function account(request: FastifyRequest, contragentId: number): Promise<Contragent> {
    const contragent = await residents.getOwnContragent(request.caller, contragentId);
    if (!contragent) throw contragentNotFound();
    return contragent;
  }

  async function ordering(request: FastifyRequest, contragentId: number): Promise<Contragent> {
    const contragent = await account(request, contragentId);
    if (!contragent.wasteDisposal) throw new ApiError(403, 'WASTE_DISPOSAL_OFF', WASTE_TEXTS.notAllowed);
    return contragent;
  }

  route.get('/client/:contragentId/waste-removal/types', {
    schema: {
      operationId: 'listWasteRemovalTypes',
      tags: TAGS,
      summary: 'Виды отходов и тарифы',
      description:
        'What the operator takes away, each with its tariff in kopecks per m³. Needs the account’s wasteDisposal flag (403).',
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: WasteTypesSchema, ...errors },
    },
    async handler(request) {
      await ordering(request, request.params.contragentId);
      return waste.types();
    },
  });

  route.get('/client/:contragentId/waste-removal/slots', {
    schema: {
      operationId: 'listWasteRemovalSlots',
      tags: TAGS,
      summary: 'Время вывоза',
      description:
        'The collection windows of the next 14 days (working days from tomorrow, Moscow time, 09:00–13:00 and 14:00–18:00), ' +
        'in time order. A window takes one order: `available` is false while an order holds it. An unpaid order holds its ' +
        'window for the payment time (PAYMENT_TTL, 20 min by default) and as long as a payment of it is open on the acquirer’s page.',
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: WasteSlotsSchema, ...errors },
    },
    async handler(request, reply) {
      await ordering(request, request.params.contragentId);
      reply.header('cache-control', 'no-store');
      return waste.slots();
    },
  });

  route.get('/client/:contragentId/waste-removal/price', {
    schema: {
      operationId: 'getWasteRemovalPrice',
      tags: TAGS,
      summary: 'Стоимость вывоза',
      description:
        'The price the API charges for a kind of waste and a volume (m³, at most two decimals, 0.1–30): the tariff times ' +
        'the volume, never less than 1 m³, rounded half up to the kopeck — the rule of @resident/contract/limits ' +
        '`wastePickupPrice`. An unknown kind or a bad volume → 400.',
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      querystring: WastePriceQuerySchema,
      response: { 200: WastePriceSchema, ...errors },
    },
    async handler(request) {
      await ordering(request, request.params.contragentId);
      const volume = volumeToHundredths(request.query.volume);
      if (volume === null) throw new ApiError(400, 'VALIDATION_ERROR', WASTE_TEXTS.volumeRange);
      return waste.price(request.query.wasteType, volume);
    },
  });

  route.get('/client/:contragentId/waste-removal/pickups', {
    schema: {
      operationId: 'listWastePickups',
      tags: TAGS,
      summary: 'Заказы на вывоз',
      description:
        'The account’s pickups, newest first, with their status (created → paid → scheduled → done | cancelled), price and refund.',
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: WastePickupsSchema, ...errors },
    },
    async handler(request, reply) {
      await account(request, request.params.contragentId);
      reply.header('cache-control', 'no-store');
      return waste.pickups(request.params.contragentId);
    },
  });

  route.post('/client/:contragentId/waste-removal/pickups', {
    schema: {
      operationId: 'createWastePickup',
      tags: TAGS,
      summary: 'Заказать вывоз',
      description:
        'Makes a pickup for one of the account’s objects and its order (kind waste-pickup) at the price the API computes; ' +
        "pay it with POST client/{contragentId}/payments, purpose 'service', this orderId and exactly this amount. The " +
        'window is held from now: another order for it → 409 SLOT_TAKEN. The same unpaid order for the same window sent ' +
        'again → 200 with it; a new one → 201. Another account’s object → 404; a window not offered → 400; a closed ' +
        'account → 409; no wasteDisposal flag → 403.',
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      body: CreateWastePickupBodySchema,
      response: { 200: WastePickupSchema, 201: WastePickupSchema, 409: ErrorBodySchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      if ((await ordering(request, contragentId)).isClosed) throw accountClosed();
      const { pickup, created } = await waste.create(contragentId, request.caller, request.body);
      return reply.code(created ? 201 : 200).send(pickup);
    },
  });

  route.post('/client/:contragentId/waste-removal/pickups/:pickupId/cancel', {
    schema: {
      operationId: 'cancelWastePickup',
      tags: TAGS,
      summary: 'Отменить заказ на вывоз',
      description:
        'Cancels before the window starts and gives the window back. An unpaid order is dropped (409 while a payment of it is ' +
        'still open on the acquirer’s page); a paid or scheduled one is refunded in full and answers with `refund`. Done, ' +
        'cancelled or too late → 409; another account’s → 404.',
      security: [{ bearer: [] }],
      params: WastePickupParamsSchema,
      response: { 200: WastePickupSchema, 409: ErrorBodySchema, ...errors },
    },
    async handler(request) {
      const { contragentId, pickupId } = request.params;
      await account(request, contragentId);
      return waste.cancel(contragentId, pickupId);
    },
  });
}
