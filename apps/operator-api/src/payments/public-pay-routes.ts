import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatePublicPaymentBodySchema,
  ErrorBodySchema,
  PAYMENT_SECRET_HEADER,
  PaymentSchema,
  PublicPayAccountSchema,
  PublicPayLookupBodySchema,
  PublicPaymentCreatedSchema,
  PublicPaymentHeadersSchema,
  PublicPaymentParamsSchema,
  PublicPaymentQuerySchema,
} from '@resident/contract';
import type { AltchaService } from '../altcha/altcha-service.ts';
import { ApiError, MESSAGES, RateLimitExceeded } from '../errors/http-errors.ts';
import type { AccountTokens } from './account-token.ts';
import type { GuestSecrets } from './guest-secrets.ts';
import { maskAddress } from './mask-address.ts';
import type { PayAccounts } from './pay-accounts.ts';
import { paymentErrors, PaymentHeadersSchema } from './payment-creation.ts';
import { accountClosed, PAYMENT_MESSAGES, paymentNotFound } from './payment-messages.ts';
import type { PaymentService } from './payment-service.ts';

export interface PublicPayRouteDeps {
  altcha: AltchaService;
  accounts: PayAccounts;
  /** Billing's ledger. */
  debtOf: (contragentId: number) => Promise<number>;
  accountTokens: AccountTokens;
  /** Who created which guest payment: only they read it. */
  guestSecrets: GuestSecrets;
  payments: PaymentService;
  lookupRateLimit: number;
}

// The result page reads the status after the acquirer's page, which may outlast the token.
const STATUS_GRACE_MS = 2 * 60 * 60 * 1000;

/** Guests' payments of one account share an idempotency scope; it also tells them from residents' own. */
const publicScope = (contragentId: number) => `public:${contragentId}`;

const accountTokenInvalid = () => new ApiError(400, 'ACCOUNT_TOKEN_INVALID', PAYMENT_MESSAGES.accountTokenInvalid);

/**
 * Public /pay (client/freeAccess/pay/…, basic client credential, no sign-in): a guest types an
 * account number, proves with altcha that they are not a robot, sees only the masked address and
 * the amount due, and pays with a short-lived token standing for that account.
 */
export async function publicPayRoutes(app: FastifyInstance, deps: PublicPayRouteDeps): Promise<void> {
  const { accounts, accountTokens, guestSecrets, payments } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  /** The open account a token stands for. */
  async function accountOf(token: string, graceMs = 0) {
    const contragentId = accountTokens.verify(token, graceMs);
    if (typeof contragentId !== 'number') throw accountTokenInvalid();
    const account = await accounts.byId(contragentId);
    if (!account) throw accountTokenInvalid();
    return account;
  }

  route.post('/client/freeAccess/pay/lookup', {
    config: {
      rateLimit: {
        max: deps.lookupRateLimit,
        timeWindow: 60_000,
        errorResponseBuilder: (_request, context) => new RateLimitExceeded(Math.max(1, Math.ceil(context.ttl / 1000))),
      },
    },
    schema: {
      operationId: 'lookupPublicPayAccount',
      tags: ['payments'],
      summary: 'Найти лицевой счёт для оплаты без входа',
      description:
        'Body: accountNumber (10 digits) and altcha (the widget payload for a challenge from getChallenge; each ' +
        'challenge is accepted once). Answers the masked address (never the owner or the full address), the ' +
        'amount due and accountToken (valid 30 minutes) for the next calls. Unknown number → 404, closed ' +
        'account → 409, altcha not passed → 400, too many lookups from one address → 429.',
      security: [{ clientBasic: [] }],
      body: PublicPayLookupBodySchema,
      response: { 200: PublicPayAccountSchema, 409: ErrorBodySchema, 429: ErrorBodySchema, ...paymentErrors },
    },
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      const verdict = await deps.altcha.redeem(request.body.altcha);
      if (verdict !== 'verified') throw new ApiError(400, 'ALTCHA', MESSAGES.altchaRejected);
      const account = await accounts.byNumber(request.body.accountNumber);
      if (!account) throw new ApiError(404, 'NOT_FOUND', PAYMENT_MESSAGES.accountNumberNotFound);
      if (account.isClosed) throw accountClosed();
      return {
        accountToken: accountTokens.issue(account.contragentId),
        accountNumber: account.accountNumber,
        maskedAddress: maskAddress(account.address),
        amountDue: Math.max(await deps.debtOf(account.contragentId), 0),
      };
    },
  });

  route.post('/client/freeAccess/pay/payments', {
    schema: {
      operationId: 'createPublicPayment',
      tags: ['payments'],
      summary: 'Оплатить без входа',
      description:
        'Like POST client/{contragentId}/payments for the account of accountToken, purpose charges. Header ' +
        'Idempotency-Key: the same key and body answer the same payment (200), another body → 409. The answer holds ' +
        'guestSecret, which reading the payment needs (header X-Payment-Secret): only the creator (the holder of the ' +
        'key) gets one, a new one with each replay, up to 20 (then 429). An expired or forged token → 400 (look the ' +
        'account up again).',
      security: [{ clientBasic: [] }],
      headers: PaymentHeadersSchema,
      body: CreatePublicPaymentBodySchema,
      response: {
        200: PublicPaymentCreatedSchema,
        201: PublicPaymentCreatedSchema,
        409: ErrorBodySchema,
        429: ErrorBodySchema,
        ...paymentErrors,
      },
    },
    async handler(request, reply) {
      const { accountToken, ...body } = request.body;
      const account = await accountOf(accountToken);
      if (account.isClosed) throw accountClosed();
      const { payment, replayed } = await payments.create({
        ...body,
        purpose: 'charges',
        contragentId: account.contragentId,
        userId: null,
        scope: publicScope(account.contragentId),
        key: request.headers['idempotency-key'].toLowerCase(),
      });
      reply.header('cache-control', 'no-store');
      return reply.code(replayed ? 200 : 201).send({ ...payment, guestSecret: await guestSecrets.issue(payment.id) });
    },
  });

  route.get('/client/freeAccess/pay/payments/:paymentId', {
    schema: {
      operationId: 'getPublicPayment',
      tags: ['payments'],
      summary: 'Платёж без входа',
      description:
        'A payment made on the public page for the account of accountToken (still readable two hours after the ' +
        "token's expiry, for the result page), by its creator: header X-Payment-Secret with the guestSecret of the " +
        "create answer. Another guest's payment (even of the same account), payments of other accounts and " +
        "residents' own payments → 404. Never holds confirmationUrl: the acquirer's page is the creator's alone.",
      security: [{ clientBasic: [] }],
      params: PublicPaymentParamsSchema,
      querystring: PublicPaymentQuerySchema,
      headers: z.looseObject(PublicPaymentHeadersSchema.shape),
      response: { 200: PaymentSchema, ...paymentErrors },
    },
    async handler(request, reply) {
      const account = await accountOf(request.query.accountToken, STATUS_GRACE_MS);
      const found = await payments.find(request.params.paymentId);
      if (!found || found.idempotency_scope !== publicScope(account.contragentId)) throw paymentNotFound();
      if (!(await guestSecrets.matches(found.id, request.headers[PAYMENT_SECRET_HEADER]))) throw paymentNotFound();
      // The acquirer is asked now; the secret proves this is the payment's creator, back from its
      // page, so a page left with nothing entered is closed as «Оплата не завершена».
      const row = (await payments.read(found.id, true)) ?? found;
      reply.header('cache-control', 'no-store');
      return { ...payments.toPayment(row), confirmationUrl: null };
    },
  });
}
