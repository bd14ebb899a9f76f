import { z } from 'zod';
import { EmailSchema } from './email.ts';
import { KopecksSchema } from './billing.ts';
import { isValidInn } from './limits/inn.ts';
import { VALIDATION_MESSAGES } from './limits/messages.ts';
import { PASSWORD_MAX_LENGTH } from './limits/password.ts';
import { isValidSnils } from './limits/snils.ts';
import { AccountNumberSchema } from './payments.ts';
import { IdSchema } from './user.ts';

const Name = z
  .string()
  .trim()
  .min(1, VALIDATION_MESSAGES.required)
  .max(100)
  .regex(/^([А-Яа-яЁё][А-Яа-яЁё\s'-]*)?$/, VALIDATION_MESSAGES.cyrillicOnly);

/** E.164 of a Russian number; the portal's mask turns 8 (912) … into +7912…. */
const Phone = z.string().regex(/^\+7[3-9]\d{9}$/, VALIDATION_MESSAGES.phone);
const Inn = z.string().refine(isValidInn, VALIDATION_MESSAGES.inn);
const Snils = z.string().refine((value) => /^\d{11}$/.test(value) && isValidSnils(value), VALIDATION_MESSAGES.snils);

export const NotificationSettingsSchema = z.object({
  /** Receipts as PDF to the email every month. */
  receiptsByEmail: z.boolean(),
  /** The operator's news (schedules, tariffs) to the email. */
  newsByEmail: z.boolean(),
  /** Payment reminders and answers to appeals by SMS (needs a phone). */
  noticesBySms: z.boolean(),
});

export const PersonalDataConsentRecordSchema = z.object({
  version: z.string(),
  /** ISO date-time. */
  acceptedAt: z.string(),
});

/** GET client/profile: the signed-in resident's own data. */
export const ProfileSchema = z.object({
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  /** The login. */
  email: z.string(),
  phone: z.string().nullable(),
  inn: z.string().nullable(),
  snils: z.string().nullable(),
  notifications: NotificationSettingsSchema,
  /** The personal-data consent in force; null for a resident registered before the portal recorded it. */
  consent: PersonalDataConsentRecordSchema.nullable(),
});

/** PUT client/profile: null clears a field. ИНН and СНИЛС are checked by their checksums here too. */
export const UpdateProfileBodySchema = z.object({
  lastName: Name,
  firstName: Name,
  middleName: Name.nullable(),
  phone: Phone.nullable(),
  inn: Inn.nullable(),
  snils: Snils.nullable(),
});

/** One of the resident's personal accounts (GET client/accounts). */
export const AccountSchema = z.object({
  id: IdSchema,
  numberPersonalAccount: z.string(),
  address: z.string(),
  isClosed: z.boolean(),
  /** The account the portal shows now (select_contragent). */
  selected: z.boolean(),
});

/** POST client/accounts/link: the receipt proves the resident holds the account. */
export const LinkAccountBodySchema = z.object({
  accountNumber: AccountNumberSchema,
  /** The month of the receipt, 'YYYY-MM'. */
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Укажите месяц квитанции'),
  /** «Итого к оплате» of that receipt, kopecks. */
  amount: KopecksSchema.refine((value) => value > 0, 'Укажите сумму из квитанции'),
});

/** A signed-in device: one family of refresh tokens (GET client/sessions). */
export const SessionSchema = z.object({
  id: IdSchema,
  device: z.string().nullable(),
  /** ISO date-times. */
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});

export const EndedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

/** PUT client/profile/password. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, VALIDATION_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1, VALIDATION_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});

/** POST client/profile/email: the new login, confirmed by a link sent to it. */
export const ChangeEmailBodySchema = z.object({ email: EmailSchema });

/** POST client/freeAccess/email-change/confirm answers the address that is the login now. */
export const EmailChangedSchema = z.object({ email: z.string() });

export const SessionParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;
export type Account = z.infer<typeof AccountSchema>;
export type LinkAccountBody = z.infer<typeof LinkAccountBodySchema>;
export type Session = z.infer<typeof SessionSchema>;
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;
export type EmailChanged = z.infer<typeof EmailChangedSchema>;
