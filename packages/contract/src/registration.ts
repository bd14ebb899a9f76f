import { z } from 'zod';
import { AltchaPayloadFieldSchema } from './altcha.ts';
import { EmailSchema } from './email.ts';
import { PASSWORD_MAX_LENGTH } from './limits/password.ts';

const Name = z
  .string()
  .trim()
  .min(1, 'Обязательное поле')
  .max(100)
  .regex(/^([А-Яа-яЁё][А-Яа-яЁё\s'-]*)?$/, 'Допустимы только русские буквы');
// Strength is checked by the service (brokenPasswordRules), which names every broken rule.
const Password = z.string().min(1, 'Обязательное поле').max(PASSWORD_MAX_LENGTH);
/** A link's single-use token as it arrives from the portal page the email opened. */
const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Ссылка повреждена — откройте её из письма ещё раз');

/** GET client/freeAccess/consent/personal-data: the text the registration form shows (152-ФЗ). */
export const PersonalDataConsentSchema = z.object({
  /** Recorded with the resident's acceptance: which text they agreed to. */
  version: z.string(),
  title: z.string(),
  text: z.string(),
});

/** POST client/freeAccess/registration (basic client credential). */
export const RegistrationBodySchema = z.object({
  email: EmailSchema,
  password: Password,
  lastName: Name,
  firstName: Name,
  middleName: Name.optional(),
  /** The version of the personal-data consent text the resident accepted (a separate checkbox). */
  consentVersion: z.string().min(1).max(50),
  altcha: AltchaPayloadFieldSchema,
});

/** The answer to a registration or a recovery request: where the link went, masked. */
export const LinkSentSchema = z.object({ sentTo: z.string() });

/** POST client/freeAccess/registration/confirm: the token of the emailed link. */
export const LinkTokenBodySchema = z.object({ token: LinkToken });

/** POST client/freeAccess/password-recovery. */
export const RecoveryBodySchema = z.object({ email: EmailSchema, altcha: AltchaPayloadFieldSchema });

/** POST client/freeAccess/password-recovery/reset. */
export const PasswordResetBodySchema = z.object({ token: LinkToken, password: Password });

export type PersonalDataConsent = z.infer<typeof PersonalDataConsentSchema>;
export type RegistrationBody = z.infer<typeof RegistrationBodySchema>;
export type LinkSent = z.infer<typeof LinkSentSchema>;
export type LinkTokenBody = z.infer<typeof LinkTokenBodySchema>;
export type RecoveryBody = z.infer<typeof RecoveryBodySchema>;
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;
