import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AcquirerNotificationSchema, ErrorBodySchema } from '@resident/contract';
import { ApiError } from '../errors/http-errors.ts';
import type { Acquirer } from './acquirer.ts';
import type { PaymentSettlement } from './notification-types.ts';
import { SIGNATURE_HEADER } from './notification-signature.ts';

export interface NotificationRouteDeps {
  acquirer: Acquirer;
  settlement: PaymentSettlement;
}

export const NOTIFICATION_MESSAGES = {
  badSignature: 'Подпись уведомления не прошла проверку',
  malformed: 'Уведомление не соответствует формату',
  unknownPayment: 'Платёж не найден',
  mismatch: 'Сумма или идентификатор уведомления не совпадают с платежом',
} as const;

const AcknowledgedSchema = z.object({ received: z.literal(true) });

/**
 * POST /api/acquirer/notifications: the acquirer's server-to-server word on a payment. The body is
 * read as raw text because the signature covers the exact bytes; it is parsed only after the
 * signature holds. Acquirers resend until they get a 200, so a repeat answers 200 and changes nothing.
 */
export async function notificationRoutes(app: FastifyInstance, deps: NotificationRouteDeps): Promise<void> {
  // Only inside this plugin: every other route keeps the shared JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post('/notifications', {
    schema: {
      operationId: 'receiveAcquirerNotification',
      tags: ['payments'],
      summary: 'Уведомление эквайера о платеже',
      description:
        'Server to server, from the acquirer. Body: AcquirerNotification as JSON; header X-Acquirer-Signature: ' +
        'HMAC-SHA256 of the raw body with the shared secret (ACQUIRER_HMAC_SECRET), hex. A bad signature → 401, ' +
        'logged, nothing changes; an amount or acquirer id that differs from the payment → 400; a repeated ' +
        'notification → 200 and changes nothing.',
      // Not a caller's credential: the signature over the body is checked by the handler.
      security: [],
      headers: z.looseObject({ [SIGNATURE_HEADER]: z.string().optional() }),
      body: AcquirerNotificationSchema.describe('The raw JSON text; parsed after the signature check'),
      response: { 200: AcknowledgedSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    },
    // The schema above documents the body; validation happens after the signature check instead.
    validatorCompiler: () => (data) => ({ value: data }),
    async handler(request) {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = deps.acquirer.verifyNotification(raw, request.headers);
      if (!check.ok && check.problem === 'signature') {
        request.log.warn({ ip: request.ip, bytes: raw.length }, 'acquirer notification with a bad signature refused');
        throw new ApiError(401, 'INVALID_SIGNATURE', NOTIFICATION_MESSAGES.badSignature);
      }
      if (!check.ok) throw new ApiError(400, 'INVALID_NOTIFICATION', NOTIFICATION_MESSAGES.malformed);
      const outcome = await deps.settlement.settle(check.notification);
      if (outcome === 'unknown-payment') throw new ApiError(404, 'NOT_FOUND', NOTIFICATION_MESSAGES.unknownPayment);
      if (outcome === 'mismatch') {
        request.log.error({ notification: check.notification }, 'acquirer notification does not match its payment');
        throw new ApiError(400, 'NOTIFICATION_MISMATCH', NOTIFICATION_MESSAGES.mismatch);
      }
      return { received: true as const };
    },
  });
}
