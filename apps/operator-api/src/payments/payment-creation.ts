import { z } from 'zod';
import { ErrorBodySchema, IdempotencyHeadersSchema } from '@resident/contract';
import type { Payment } from '@resident/contract';
import type { NewPaymentRequest, PaymentService } from './payment-service.ts';

// Only the key is read; every other header (authorization…) passes through untouched.
export const PaymentHeadersSchema = z.looseObject(IdempotencyHeadersSchema.shape);
export const paymentErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** The part of a route's reply this needs, so both routes' typed replies fit. */
interface PaymentReply<Sent> {
  code(status: 200 | 201): { send(payment: Payment): Sent };
}

/**
 * A resident's and a guest's payment are made alike: the Idempotency-Key counts in any letter case,
 * a new payment answers 201 and the same key again answers the payment it made with 200.
 */
export async function sendNewPayment<Sent>(
  payments: PaymentService,
  reply: PaymentReply<Sent>,
  idempotencyKey: string,
  request: Omit<NewPaymentRequest, 'key'>,
): Promise<Sent> {
  const { payment, replayed } = await payments.create({ ...request, key: idempotencyKey.toLowerCase() });
  return reply.code(replayed ? 200 : 201).send(payment);
}
