import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AutopayBodySchema,
  AutopayPreviewQuerySchema,
  AutopayPreviewSchema,
  AutopayRunSchema,
  AutopayStateSchema,
  BilledServicesSchema,
  CardRemovedSchema,
  ContragentIdParamsSchema,
  ErrorBodySchema,
  SavedCardParamsSchema,
} from '@resident/contract';
import type { LedgerMonth } from '../billing/ledger.ts';
import { accountClosed } from '../payments/payment-messages.ts';
import type { AutopayService } from './autopay-service.ts';

export interface ServicePayRouteDeps {
  autopay: AutopayService;
  lastMonthOf: (contragentId: number) => Promise<LedgerMonth | undefined>;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const security = [{ bearer: [] }];
const tags = ['service-pay'];

/**
 * «Оплата услуг», v3 base, bearer: the account's billed services (each paid through
 * POST client/{contragentId}/payments with its serviceId), its autopay and the caller's saved cards.
 */
export async function servicePayRoutes(app: FastifyInstance, deps: ServicePayRouteDeps): Promise<void> {
  const { autopay } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/:contragentId/services', {
    schema: {
      operationId: 'listBilledServices',
      tags,
      summary: 'Услуги лицевого счёта',
      description:
        "The services of the account's newest receipt, in its order, each with its debt (kopecks; < 0 overpaid). Pay one " +
        "with POST client/{contragentId}/payments, purpose 'charges' and its id as serviceId: the ledger counts the " +
        "payment to that service first. Another resident's account → 404.",
      security,
      params: ContragentIdParamsSchema,
      response: { 200: BilledServicesSchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      const month = await deps.lastMonthOf(contragentId);
      reply.header('cache-control', 'no-store');
      return {
        services: (month?.lines ?? []).map((line) => ({
          id: line.serviceId,
          name: line.serviceName,
          debt: line.debtEnd,
          period: month?.period ?? '',
        })),
      };
    },
  });

  route.get('/client/:contragentId/autopay', {
    schema: {
      operationId: 'getAutopay',
      tags,
      summary: 'Автоплатёж',
      description:
        "The account's autopay (null: none) with its card (masked), its problem and next date, and the caller's saved " +
        "cards (a payment with saveCard: true saves one). Another resident's account → 404.",
      security,
      params: ContragentIdParamsSchema,
      response: { 200: AutopayStateSchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      reply.header('cache-control', 'no-store');
      return autopay.state(request.caller, contragentId);
    },
  });

  route.get('/client/:contragentId/autopay/preview', {
    schema: {
      operationId: 'previewAutopay',
      tags,
      summary: 'Первое списание автоплатежа',
      description:
        "What saving these settings now would lead to, by the rule the operator's runs follow (Moscow dates): a day " +
        'of the month charges on the first such day from today on, never a day already past this month; without ' +
        '`day` («при поступлении квитанции») a receipt not charged yet is charged today, else the next receipt is. ' +
        'The amount is the debt as it is now (the run takes the debt of its day), 0 when nothing is owed or the debt is ' +
        'over the maximum. `needsConfirmation`: the charge is within 3 days, so PUT needs `confirmedCharge` with this ' +
        "date and amount. Another resident's account → 404.",
      security,
      params: ContragentIdParamsSchema,
      querystring: AutopayPreviewQuerySchema,
      response: { 200: AutopayPreviewSchema, ...errors },
    },
    async handler(request, reply) {
      const { contragentId } = request.params;
      reply.header('cache-control', 'no-store');
      return { firstCharge: await autopay.preview(contragentId, request.query) };
    },
  });

  route.put('/client/:contragentId/autopay', {
    schema: {
      operationId: 'setAutopay',
      tags,
      summary: 'Подключить или изменить автоплатёж',
      description:
        'On/off, the maximum (kopecks, 1 … 500 000 ₽), the day of the month (1–28) or null for «при поступлении ' +
        "квитанции», and one of the caller's saved cards. The operator charges the account's debt on the due date, at " +
        'most once per date, and emails a reminder the day before a day-of-month charge; the first charge is the one ' +
        'GET …/autopay/preview names (a day already past this month is not charged now). A first charge within 3 days ' +
        'needs `confirmedCharge` with its date and amount as they are now: without it, or with others, 409 ' +
        'AUTOPAY_CONFIRMATION_REQUIRED and nothing saved. A debt above the maximum or a declined card charges nothing ' +
        'and waits for a change here, which clears the problem; the next charge is then the next by the schedule. A ' +
        "card that is not the caller's → 404; a closed account → 409; another resident's account → 404.",
      security,
      params: ContragentIdParamsSchema,
      body: AutopayBodySchema,
      response: { 200: AutopayStateSchema, 409: ErrorBodySchema, ...errors },
    },
    async handler(request) {
      const { contragentId } = request.params;
      const { account } = request;
      if (account.isClosed) throw accountClosed();
      return autopay.save(request.caller, contragentId, request.body);
    },
  });

  route.delete('/client/:contragentId/autopay', {
    schema: {
      operationId: 'deleteAutopay',
      tags,
      summary: 'Удалить автоплатёж',
      description:
        "Removes the account's autopay (the saved card stays). None → 404; another resident's account → 404.",
      security,
      params: ContragentIdParamsSchema,
      response: { 200: AutopayStateSchema, ...errors },
    },
    async handler(request) {
      const { contragentId } = request.params;
      return autopay.remove(request.caller, contragentId);
    },
  });

  route.delete('/client/cards/:cardId', {
    schema: {
      operationId: 'deleteCard',
      tags,
      summary: 'Удалить сохранённую карту',
      description:
        "Forgets one of the caller's saved cards and removes the autopays that charge it. Another resident's card → 404.",
      security,
      params: SavedCardParamsSchema,
      response: { 200: CardRemovedSchema, ...errors },
    },
    async handler(request) {
      return autopay.removeCard(request.caller, request.params.cardId);
    },
  });
}

export interface AutopayAdminRouteDeps {
  autopay: AutopayService;
}

/** The operator's side: POST /api/admin/autopay/run charges the due autopays now (the CLI's `operator autopay run`). */
export async function autopayAdminRoutes(app: FastifyInstance, deps: AutopayAdminRouteDeps): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.post('/autopay/run', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Провести автоплатежи',
      description: 'Runs the due autopays now, like the scheduler does; answers what each due one did.',
      response: { 200: AutopayRunSchema, 401: ErrorBodySchema },
    },
    handler: () => deps.autopay.runDue(),
  });
}
