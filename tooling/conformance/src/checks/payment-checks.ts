import { createHmac, randomUUID } from 'node:crypto';
import type { Context } from '../context.ts';
import { detailsBodyDifferences } from '../error-bodies.ts';
import { jsonBody } from '../http.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { throwawayAddress } from '../throwaway.ts';
import { altchaValue } from './sign-in.ts';

/** The smallest payment: the command's own payments stay unpaid at the acquirer and expire there. */
const AMOUNT = 100;
const RETURN_PATH = '/';
/** The fiscal receipt's address: no receipt of the command's reaches a person. */
const RECEIPT_EMAIL = throwawayAddress();

/**
 * Payments as the portal starts them: a resident's and a guest's (public page) card payment of 1 ₽,
 * left on the acquirer's page, where it expires unpaid; the idempotent repeat; reading them back.
 * The acquirer's notification: a wrong signature is refused; with the shared secret, a signed one
 * whose acquirer id is not the payment's is refused too — neither changes anything.
 */
export async function paymentChecks(ctx: Context, state: RunState, acquirerSecret?: string): Promise<void> {
  if (!state.a || state.contragentId === undefined) return;
  const auth = { bearer: state.a.access };
  const id = state.contragentId;
  const key = randomUUID();
  const body = { amount: AMOUNT, purpose: 'charges', returnPath: RETURN_PATH, receiptEmail: RECEIPT_EMAIL };
  const created = await ctx.expect(
    OP.createPayment,
    'a card payment of 1 ₽ (left unpaid) → 201',
    { auth, path: [id], json: body, headers: { 'idempotency-key': key } },
    {
      status: [201],
    },
  );
  const paymentId = idOf(created.answer?.json);
  await ctx.expect(
    OP.createPayment,
    'the same Idempotency-Key and body again → 200 the same payment',
    { auth, path: [id], json: body, headers: { 'idempotency-key': key } },
    {
      status: [200],
      also: (answer) =>
        paymentId !== undefined && idOf(answer.json) !== paymentId
          ? [`payment ${String(idOf(answer.json))}, expected ${paymentId}`]
          : [],
    },
  );
  if (paymentId !== undefined)
    await ctx.expect(OP.payment, 'the payment it started → 200', { auth, path: [id, paymentId] }, { status: [200] });
  else ctx.skip(OP.payment, 'the payment it started', 'creating the payment gave no id');
  await publicPaymentChecks(ctx, auth, id);
  await notificationChecks(ctx, paymentId, acquirerSecret);
}

async function publicPaymentChecks(ctx: Context, auth: { bearer: string }, id: number): Promise<void> {
  const number = (await ctx.call(OP.accountNumber, { auth, path: [id] }))?.json as
    { numberPersonalAccount?: string } | undefined;
  if (!number?.numberPersonalAccount) {
    for (const key of [OP.publicLookup, OP.createPublicPayment, OP.publicPayment])
      ctx.skip(key, 'the test account', 'numberPersonalAccount gave no number');
    return;
  }
  const lookup = await ctx.expect(
    OP.publicLookup,
    'the test account’s number (client credential, altcha) → 200',
    { auth: 'client', json: { accountNumber: number.numberPersonalAccount, altcha: await altchaValue(ctx) } },
    { status: [200] },
  );
  const accountToken = (lookup.answer?.json as { accountToken?: string } | undefined)?.accountToken;
  if (!accountToken) {
    for (const key of [OP.createPublicPayment, OP.publicPayment])
      ctx.skip(key, 'the looked-up account', 'the lookup gave no accountToken');
    return;
  }
  const created = await ctx.expect(
    OP.createPublicPayment,
    'a guest’s card payment of 1 ₽ (left unpaid) → 201',
    {
      auth: 'client',
      json: { accountToken, amount: AMOUNT, returnPath: RETURN_PATH, receiptEmail: RECEIPT_EMAIL },
      headers: { 'idempotency-key': randomUUID() },
    },
    { status: [201] },
  );
  const paymentId = idOf(created.answer?.json);
  const guestSecret = (created.answer?.json as { guestSecret?: unknown } | undefined)?.guestSecret;
  if (paymentId !== undefined && typeof guestSecret === 'string') {
    await ctx.expect(
      OP.publicPayment,
      'the guest payment it started, with the secret its answer gave → 200',
      { auth: 'client', path: [paymentId], query: { accountToken }, headers: { 'x-payment-secret': guestSecret } },
      { status: [200] },
    );
    await ctx.expect(
      OP.publicPayment,
      'the same payment with a secret its creator was not given → 404',
      {
        auth: 'client',
        path: [paymentId],
        query: { accountToken },
        headers: { 'x-payment-secret': 'not-the-creators-secret' },
      },
      { status: [404] },
    );
  } else
    ctx.skip(OP.publicPayment, 'the guest payment it started', 'creating the payment gave no id or no guestSecret');
}

async function notificationChecks(
  ctx: Context,
  paymentId: number | undefined,
  secret: string | undefined,
): Promise<void> {
  // The acquirer's id of the payment is known only to the backend and the acquirer: none is valid here.
  const notification = {
    paymentId: paymentId ?? 2_000_000_000,
    acquirerPaymentId: 'conformance-not-the-acquirers-id',
    status: 'failed',
    amount: AMOUNT,
  };
  const refused = (status: number) => ({
    status: [status],
    also: (answer: { json: unknown }) => detailsBodyDifferences(answer.json, { russian: false }),
  });
  await ctx.expect(
    OP.acquirerNotification,
    'a wrong signature → 401, nothing changes',
    { json: notification, headers: { 'x-acquirer-signature': '0'.repeat(64) } },
    refused(401),
  );
  if (!secret) {
    ctx.skip(
      OP.acquirerNotification,
      'a signed notification',
      'needs the acquirer’s shared secret: set CONFORMANCE_ACQUIRER_SECRET',
    );
    return;
  }
  const signature = createHmac('sha256', secret).update(jsonBody(notification), 'utf8').digest('hex');
  await ctx.expect(
    OP.acquirerNotification,
    paymentId === undefined
      ? 'signed, an unknown payment → 404, nothing changes'
      : 'signed, an acquirer id not the payment’s → 400, nothing changes',
    { json: notification, headers: { 'x-acquirer-signature': signature } },
    refused(paymentId === undefined ? 404 : 400),
  );
}

const idOf = (body: unknown): number | undefined => {
  const id = (body as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
};
