import { z } from 'zod';
import { EmailSchema } from './email.ts';
import { AltchaPayloadFieldSchema } from './altcha.ts';
import { KopecksSchema, PaymentPurposeSchema, PaymentStatusSchema } from './billing.ts';
import { PAYMENT_MAX_KOPECKS } from './limits/payments.ts';
import { IdSchema } from './user.ts';

export { PAYMENT_MAX_KOPECKS };

/**
 * Every payment attempt carries the header `Idempotency-Key` (a UUID the portal makes once per
 * attempt and keeps through retries, reloads and double clicks): the same key never charges twice
 * and answers the payment it created first.
 */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z.uuid(),
});

/** What RFC 3986 lets a path, query or fragment hold as it is (unreserved, sub-delims, ':', '@') or percent-encoded. */
const URL_CHAR = String.raw`(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})`;
/** A path, then at most one query and one fragment, every character one a URL may hold. */
const URL_PATH = new RegExp(String.raw`^${URL_CHAR}*(?:\?(?:${URL_CHAR}|\?)*)?(?:#(?:${URL_CHAR}|\?)*)?$`);

/**
 * A relative portal path the acquirer's page sends the resident back to: never another origin
 * ('//host', '/\\host'), and only what a URL may hold as it is, so it goes into a Location header
 * unchanged (Cyrillic and spaces percent-encoded, as `location.pathname` gives them).
 */
export const ReturnPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'Адрес возврата должен быть путём портала')
  .regex(URL_PATH, 'Адрес возврата содержит недопустимые символы');

/** The fiscal receipt (54-ФЗ) goes to an email or a phone, asked before paying. */
const receiptContact = {
  receiptEmail: EmailSchema.optional(),
  /** E.164, e.g. '+79991234567'. */
  receiptPhone: z
    .string()
    .regex(/^\+7\d{10}$/)
    .optional(),
};

const amount = KopecksSchema.refine((value) => value > 0 && value <= PAYMENT_MAX_KOPECKS, {
  message: 'Сумма должна быть больше 0 и не больше 500 000 ₽',
});

/** POST client/{contragentId}/payments (bearer, header Idempotency-Key). */
export const CreatePaymentBodySchema = z
  .object({
    amount,
    purpose: PaymentPurposeSchema,
    ...receiptContact,
    returnPath: ReturnPathSchema,
    /** The test acquirer issues a card token for autopay when asked. */
    saveCard: z.boolean().optional(),
    /** For purpose 'service': the order being paid. */
    orderId: IdSchema.optional(),
    /**
     * For purpose 'charges': the billed service paid (GET client/{contragentId}/services); the
     * ledger counts the payment to that service's debt first.
     */
    serviceId: z.string().min(1).max(50).optional(),
  })
  .refine((body) => body.receiptEmail !== undefined || body.receiptPhone !== undefined, {
    message: 'Укажите email или телефон для чека',
    path: ['receiptEmail'],
  });

/** A payment as the resident sees it. */
export const PaymentSchema = z.object({
  id: IdSchema,
  status: PaymentStatusSchema,
  amount: KopecksSchema,
  purpose: PaymentPurposeSchema,
  /** ISO date-time. */
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The acquirer's page to open while the payment is created or pending; null once settled. */
  confirmationUrl: z.string().nullable(),
  /** A Russian text for a failed or expired payment (declined card, acquirer unavailable, …). */
  failureReason: z.string().nullable(),
  /** Where the fiscal receipt goes, masked (e.g. 'i***@demo.ru'). */
  receiptSentTo: z.string().nullable(),
});

/** GET client/{contragentId}/payments/{paymentId}. */
export const PaymentParamsSchema = z.object({
  contragentId: z.coerce.number().int().positive(),
  paymentId: z.coerce.number().int().positive(),
});

/** A personal account number as typed on the public /pay page. */
export const AccountNumberSchema = z.string().regex(/^\d{10}$/, 'Номер лицевого счёта — 10 цифр');

/** POST client/freeAccess/pay/lookup (basic client credential, altcha proof). */
export const PublicPayLookupBodySchema = z.object({
  accountNumber: AccountNumberSchema,
  altcha: AltchaPayloadFieldSchema,
});

/**
 * What a guest who typed an account number may see: never the owner's name or full address
 * (design.md §5), only enough to recognise the account.
 */
export const PublicPayAccountSchema = z.object({
  /** Opaque, short-lived; stands for the account in the guest's next calls. */
  accountToken: z.string(),
  accountNumber: AccountNumberSchema,
  /** e.g. 'г. Тверь, ул. Сов***, д. **, кв. **'. */
  maskedAddress: z.string(),
  /** What is due now (0 when settled or overpaid). */
  amountDue: KopecksSchema,
});

/** POST client/freeAccess/pay/payments (basic client credential, header Idempotency-Key). */
export const CreatePublicPaymentBodySchema = z
  .object({
    accountToken: z.string().min(1),
    amount,
    ...receiptContact,
    returnPath: ReturnPathSchema,
  })
  .refine((body) => body.receiptEmail !== undefined || body.receiptPhone !== undefined, {
    message: 'Укажите email или телефон для чека',
    path: ['receiptEmail'],
  });

/**
 * The answer to POST client/freeAccess/pay/payments: the payment and `guestSecret`, which only its
 * creator gets (each idempotent replay hands over another). Reading the payment needs it in the
 * header `X-Payment-Secret`; keep it for the return from the acquirer's page.
 */
export const PublicPaymentCreatedSchema = PaymentSchema.extend({ guestSecret: z.string() });

/** GET client/freeAccess/pay/payments/{paymentId}?accountToken=… with the header X-Payment-Secret. */
export const PublicPaymentParamsSchema = z.object({ paymentId: z.coerce.number().int().positive() });
export const PublicPaymentQuerySchema = z.object({ accountToken: z.string().min(1) });
/** The header name the secret travels in (lower case, as Node reads headers). */
export const PAYMENT_SECRET_HEADER = 'x-payment-secret';
const paymentSecretMissing = 'Платёж можно проверить только в той вкладке, где начата оплата';
export const PublicPaymentHeadersSchema = z.object({
  [PAYMENT_SECRET_HEADER]: z
    .string({ error: paymentSecretMissing })
    .min(1, paymentSecretMissing)
    .max(200, paymentSecretMissing),
});

/**
 * POST /api/acquirer/notifications — the acquirer's server-to-server notification, signed with
 * HMAC-SHA256 of the raw body in the header `X-Acquirer-Signature` (hex). It settles a payment once;
 * a repeated one changes nothing, a bad signature is refused and logged.
 */
export const AcquirerNotificationSchema = z.object({
  paymentId: IdSchema,
  acquirerPaymentId: z.string(),
  status: z.enum(['succeeded', 'failed']),
  amount: KopecksSchema,
  /** e.g. '•••• 4242' for a saved card. */
  cardMask: z.string().optional(),
  cardToken: z.string().optional(),
  reason: z.string().optional(),
});

export type IdempotencyHeaders = z.infer<typeof IdempotencyHeadersSchema>;
export type CreatePaymentBody = z.infer<typeof CreatePaymentBodySchema>;
export type Payment = z.infer<typeof PaymentSchema>;
export type PaymentParams = z.infer<typeof PaymentParamsSchema>;
export type PublicPayLookupBody = z.infer<typeof PublicPayLookupBodySchema>;
export type PublicPayAccount = z.infer<typeof PublicPayAccountSchema>;
export type CreatePublicPaymentBody = z.infer<typeof CreatePublicPaymentBodySchema>;
export type PublicPaymentCreated = z.infer<typeof PublicPaymentCreatedSchema>;
export type AcquirerNotification = z.infer<typeof AcquirerNotificationSchema>;
