import type { LinkSent, PasswordResetBody, RegistrationBody, TokenResponse } from '@resident/contract';
import { brokenPasswordRules, passwordProblemMessage } from '@resident/contract/limits';
import type { AltchaService } from '../altcha/altcha-service.ts';
import { hashPassword } from '../auth/password.ts';
import { toTokenResponse } from '../auth/token-response.ts';
import { generateToken, hashToken } from '../auth/token-service.ts';
import type { TokenService } from '../auth/token-service.ts';
import { maskEmail } from '../billing/mask-email.ts';
import { OPERATOR } from '../db/demo-residents.ts';
import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { ApiError, MESSAGES } from '../errors/http-errors.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { normalizeLogin } from '../residents/resident-repository.ts';
import { personalDataConsent } from './personal-data-consent.ts';
import { createRegistrationRepository } from './registration-repository.ts';
import { confirmationMail, resetMail } from './registration-mails.ts';

export const REGISTRATION_MESSAGES = {
  /** Spec §8: the portal shows this for KEYCLOAK_USER_ALREADY_EXIST. */
  userExists: 'Пользователь с таким email уже зарегистрирован',
  consentOutdated:
    'Текст согласия на обработку персональных данных обновился. Прочитайте его и отметьте согласие ещё раз',
  linkInvalid: 'Ссылка недействительна. Откройте ссылку из последнего письма или запросите новое письмо',
  linkUsed: 'Эта ссылка уже использована. Войдите с email и паролем',
  linkExpired: 'Срок действия ссылки истёк. Запросите новое письмо',
} as const;

export interface RegistrationOptions {
  store: Store;
  altcha: AltchaService;
  tokens: TokenService;
  outbox: Outbox;
  operatorName: string;
  /** Where the emailed links open the portal, e.g. 'https://lk.operator.ru'. */
  portalUrl: string;
  confirmationTtlMs: number;
  resetTtlMs: number;
  now: () => number;
}

export interface RegistrationService {
  register(body: RegistrationBody): Promise<LinkSent>;
  /** `device`: the browser the link was opened in, for the sessions list. */
  confirm(token: string, device?: string): Promise<TokenResponse>;
  requestRecovery(email: string, altcha: string): Promise<LinkSent>;
  reset(body: PasswordResetBody, device?: string): Promise<TokenResponse>;
}

const linkInvalid = () => new ApiError(400, 'LINK_INVALID', REGISTRATION_MESSAGES.linkInvalid);
const linkUsed = () => new ApiError(409, 'LINK_USED', REGISTRATION_MESSAGES.linkUsed);
const linkExpired = () => new ApiError(410, 'LINK_EXPIRED', REGISTRATION_MESSAGES.linkExpired);
const userExists = () => new ApiError(409, 'KEYCLOAK_USER_ALREADY_EXIST', REGISTRATION_MESSAGES.userExists);

function assertStrong(password: string, email: string): void {
  const broken = brokenPasswordRules(password, email);
  if (broken.length > 0) throw new ApiError(400, 'WEAK_PASSWORD', passwordProblemMessage(broken));
}

/**
 * Joining by email and getting back in without the password: single-use emailed links (only their
 * hashes are kept), a separate personal-data consent recorded with its text's version, and a
 * recovery that answers the same for any address, so nobody learns who has an account from it.
 */
export function createRegistrationService(options: RegistrationOptions): RegistrationService {
  const { altcha, tokens, outbox, now } = options;
  const { store } = options;
  const repository = createRegistrationRepository(store);
  const userOf = (userId: number) =>
    first<{ login: string; marketplace_access: number }>(
      store,
      sql`SELECT login, marketplace_access FROM users WHERE id = ${userId}`,
    );
  const consentVersion = personalDataConsent(options.operatorName).version;
  const link = (path: string, token: string) => `${options.portalUrl.replace(/\/$/, '')}${path}?token=${token}`;

  async function assertHuman(payload: string): Promise<void> {
    // The cheap proof-of-work check comes first: no scrypt and no mail for requests without it.
    if ((await altcha.redeem(payload)) !== 'verified')
      throw new ApiError(400, 'ALTCHA_REJECTED', MESSAGES.altchaRejected);
  }

  return {
    async register(body) {
      await assertHuman(body.altcha);
      const email = normalizeLogin(body.email);
      if (body.consentVersion !== consentVersion)
        throw new ApiError(400, 'CONSENT_OUTDATED', REGISTRATION_MESSAGES.consentOutdated);
      assertStrong(body.password, email);
      if ((await repository.userIdByLogin(email)) !== undefined) throw userExists();
      const token = generateToken();
      const at = now();
      await repository.savePending({
        email,
        passwordHash: await hashPassword(body.password),
        lastName: body.lastName,
        firstName: body.firstName,
        middleName: body.middleName ?? null,
        consentVersion,
        tokenHash: hashToken(token),
        expiresAt: at + options.confirmationTtlMs,
        now: at,
      });
      await outbox.send(confirmationMail(email, options.operatorName, link('/registration/confirm', token)));
      return { sentTo: maskEmail(email) };
    },

    async confirm(token, device) {
      const pending = await repository.pendingByToken(hashToken(token));
      if (!pending) throw linkInvalid();
      if (pending.confirmed_at !== null) throw linkUsed();
      const at = now();
      if (pending.expires_at <= at) throw linkExpired();
      const userId = await store.transaction(() => repository.confirm(pending, OPERATOR, at));
      if (userId === undefined) throw userExists();
      return toTokenResponse(await tokens.startSession(userId, false, device));
    },

    async requestRecovery(address, payload) {
      await assertHuman(payload);
      const email = normalizeLogin(address);
      const userId = await repository.userIdByLogin(email);
      if (userId !== undefined) {
        const token = generateToken();
        const at = now();
        await repository.saveReset(hashToken(token), userId, at + options.resetTtlMs, at);
        await outbox.send(resetMail(email, options.operatorName, link('/password-recovery/reset', token)));
      }
      // The same answer whether or not the address has an account.
      return { sentTo: maskEmail(email) };
    },

    async reset({ token, password }, device) {
      const tokenHash = hashToken(token);
      const reset = await repository.resetByToken(tokenHash);
      if (!reset) throw linkInvalid();
      if (reset.used_at !== null) throw linkUsed();
      if (reset.expires_at <= now()) throw linkExpired();
      assertStrong(password, (await userOf(reset.user_id))?.login ?? '');
      const passwordHash = await hashPassword(password);
      const userId = await store.transaction(async () => {
        if (!(await repository.useReset(tokenHash, passwordHash, now()))) throw linkUsed();
        // Whoever knew the old password is signed out everywhere.
        await tokens.revokeUser(reset.user_id);
        return reset.user_id;
      });
      return toTokenResponse(
        await tokens.startSession(userId, (await userOf(userId))?.marketplace_access === 1, device),
      );
    },
  };
}
