import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { PaymentSchema, TokenResponseSchema } from '@resident/contract';
import type { CreatePaymentBody, Payment } from '@resident/contract';
import type { TestServer } from './test-server.ts';

export { outboxMessages } from './stored-mail.ts';

export const SUCCESS_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const THREE_DS_CARD = '4000 0000 0000 3220';
export const UNAVAILABLE_CARD = '4000 0000 0000 0119';

export const paymentBody = (overrides: Partial<CreatePaymentBody> = {}): CreatePaymentBody => ({
  amount: 150_000,
  purpose: 'charges',
  receiptEmail: 'ivanov@demo.ru',
  returnPath: '/resident/1/billing?tab=payments',
  ...overrides,
});

export async function accessTokenOf(server: TestServer, login: string): Promise<string> {
  return TokenResponseSchema.parse((await server.login(login)).json()).access_token;
}

/** POST client/{contragentId}/payments with a bearer token and an Idempotency-Key. */
export function postPayment(
  server: TestServer,
  token: string,
  contragentId: number,
  body: unknown,
  key: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: `/api/v3/client/${contragentId}/payments`,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: body as object,
  });
}

export function parsePayment(response: LightMyRequestResponse): Payment {
  return PaymentSchema.parse(response.json());
}

/** Submits the test acquirer's card form as the browser does. */
export function submitCard(server: TestServer, pageUrl: string, cardNumber: string, form: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: pageUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber, expiry: '12/30', cvc: '123', ...form }).toString(),
  });
}

/** Opens the acquirer's page and pays with a card; answers the 303 back to the portal. */
export async function payWithCard(
  server: TestServer,
  payment: Payment,
  cardNumber: string,
): Promise<LightMyRequestResponse> {
  if (!payment.confirmationUrl) throw new Error(`payment ${payment.id} has no acquirer page`);
  await server.app.inject({ method: 'GET', url: payment.confirmationUrl });
  return submitCard(server, payment.confirmationUrl, cardNumber);
}
