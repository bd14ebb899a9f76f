import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContragentIdParamsSchema,
  CreatePaymentBodySchema,
  ErrorBodySchema,
  PaymentParamsSchema,
  PaymentSchema,
} from '@resident/contract';
import { ApiError } from '../errors/http-errors.ts';
import { STATE_DUTY_ORDER_KIND } from '../litigation/litigation-service.ts';
import { orderNotFound } from '../orders/order-messages.ts';
import type { Orders } from '../orders/orders.ts';
import { paymentErrors, PaymentHeadersSchema, sendNewPayment } from './payment-creation.ts';
import { accountClosed, PAYMENT_MESSAGES, paymentNotFound } from './payment-messages.ts';
import type { PaymentService } from './payment-service.ts';

export interface PaymentRouteDeps {
  payments: PaymentService;
  /** To tell a state-duty order from a service's one. */
  orders: Orders;
  /** The name of a service the account is billed for (a 'charges' payment's serviceId), or undefined. */
  billedServiceName: (contragentId: number, serviceId: string) => Promise<string | undefined>;
}

/** A resident's card payments: client/{contragentId}/payments (v3 base, bearer). */
export async function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): Promise<void> {
  const { payments } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post('/client/:contragentId/payments', {
    schema: {
      operationId: 'createPayment',
      tags: ['payments'],
      summary: 'Оплатить картой',
      description:
        'Creates a card payment and its page at the acquirer (confirmationUrl; open it in the same tab, the ' +
        'acquirer sends the resident back to returnPath with ?payment={id}). Header Idempotency-Key (UUID, one ' +
        'per attempt): the same key with the same body answers the payment it created (200) however often it ' +
        'is sent; with another body → 409. A new payment → 201, status created (pending once the acquirer page ' +
        'is opened), then succeeded | failed | expired (20 minutes on the acquirer page). A closed account → 409, ' +
        "another resident's → 404. purpose 'service' needs orderId of a service's order; 'state-duty' needs the orderId " +
        "from POST client/{contragentId}/litigation/state-duty/order; 'charges' takes none, and may name one of the " +
        "account's billed services as serviceId (GET client/{contragentId}/services; another → 404). saveCard: true " +
        'keeps the card for autopay once the payment succeeds.',
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      headers: PaymentHeadersSchema,
      body: CreatePaymentBodySchema,
      response: { 200: PaymentSchema, 201: PaymentSchema, 409: ErrorBodySchema, ...paymentErrors },
    },
    async handler(request, reply) {
      const userId = request.caller;
      const { contragentId } = request.params;
      const body = request.body;
      const { account } = request;
      if (body.purpose === 'service' && body.orderId === undefined)
        throw new ApiError(400, 'ORDER_REQUIRED', PAYMENT_MESSAGES.orderRequired);
      if (body.purpose === 'state-duty' && body.orderId === undefined) {
        throw new ApiError(400, 'ORDER_REQUIRED', PAYMENT_MESSAGES.stateDutyOrderRequired);
      }
      if (body.purpose === 'charges' && body.orderId !== undefined) {
        throw new ApiError(400, 'ORDER_NOT_EXPECTED', PAYMENT_MESSAGES.orderOnlyForService);
      }
      let description: string | undefined;
      if (body.serviceId !== undefined) {
        if (body.purpose !== 'charges')
          throw new ApiError(400, 'SERVICE_NOT_EXPECTED', PAYMENT_MESSAGES.serviceOnlyForCharges);
        const serviceName = await deps.billedServiceName(contragentId, body.serviceId);
        if (serviceName === undefined) throw new ApiError(404, 'SERVICE_NOT_FOUND', PAYMENT_MESSAGES.serviceNotFound);
        description = PAYMENT_MESSAGES.servicePaymentDescription(serviceName);
      }
      // A state-duty order is paid only as the state duty, and a service never pays one.
      if (body.orderId !== undefined) {
        const order = await deps.orders.ofContragent(body.orderId, contragentId);
        if (order && (order.kind === STATE_DUTY_ORDER_KIND) !== (body.purpose === 'state-duty')) throw orderNotFound();
      }
      if (account.isClosed) throw accountClosed();
      return sendNewPayment(payments, reply, request.headers['idempotency-key'], {
        ...body,
        description,
        contragentId,
        userId,
        scope: `user:${userId}`,
      });
    },
  });

  route.get('/client/:contragentId/payments/:paymentId', {
    schema: {
      operationId: 'getPayment',
      tags: ['payments'],
      summary: 'Платёж',
      description:
        'The payment as it stands now; the portal polls it while it is created or pending. Read by its payer, an ' +
        'open payment is first checked with the acquirer: a charge shows at once, and a page left without a card ' +
        "entered fails as abandoned («Оплата не завершена»). Another resident's contragent or a payment of another account → 404.",
      security: [{ bearer: [] }],
      params: PaymentParamsSchema,
      response: { 200: PaymentSchema, ...paymentErrors },
    },
    async handler(request, reply) {
      const { contragentId, paymentId } = request.params;
      const userId = request.caller;
      const found = await payments.find(paymentId);
      if (!found || found.contragent_id !== contragentId) throw paymentNotFound();
      // The acquirer is asked now; its payer reading it is back from the acquirer's page (anyone
      // else of the account only reads it, so nobody can close another's open payment).
      const row = (await payments.read(paymentId, found.user_id === userId)) ?? found;
      reply.header('cache-control', 'no-store');
      return payments.toPayment(row);
    },
  });
}
