import type { LinkSent } from '@resident/contract';
import { generateToken, hashToken } from '../auth/token-service.ts';
import { maskEmail } from '../billing/mask-email.ts';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { REGISTRATION_MESSAGES } from '../registration/registration-service.ts';
import { normalizeLogin } from '../residents/resident-repository.ts';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export const EMAIL_CHANGE_MESSAGES = {
  sameEmail: 'Это и есть ваш текущий адрес',
} as const;

export interface EmailChanges {
  /** Sends a link to the new address; the login changes only when it is opened. */
  request(userId: number, email: string): Promise<LinkSent>;
  /** Opens the link: the new address becomes the login. Answers it. */
  confirm(token: string): Promise<{ email: string }>;
}

const userExists = () => new ApiError(409, 'KEYCLOAK_USER_ALREADY_EXIST', REGISTRATION_MESSAGES.userExists);

/** PostgreSQL's unique_violation: another transaction took the login after this one looked. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

export function createEmailChanges(store: Store, outbox: Outbox, portalUrl: string, now: () => number): EmailChanges {
  const loginOf = async (userId: number) =>
    (await store.q.selectFrom('users').select('login').where('id', '=', userId).executeTakeFirst())?.login;
  const userByLogin = (login: string) =>
    store.q.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst();

  return {
    async request(userId, address) {
      const email = normalizeLogin(address);
      if ((await loginOf(userId)) === email) throw new ApiError(400, 'SAME_EMAIL', EMAIL_CHANGE_MESSAGES.sameEmail);
      if (await userByLogin(email)) throw userExists();
      const token = generateToken();
      const at = now();
      await store.q
        .insertInto('email_changes')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          new_email: email,
          expires_at: at + EMAIL_CHANGE_TTL_MS,
          created_at: at,
        })
        .execute();
      await outbox.send({
        to: email,
        kind: 'email-change',
        subject: 'Подтвердите новый адрес для входа в личный кабинет',
        text: [
          'Здравствуйте!',
          '',
          'Этот адрес указали как новый логин личного кабинета жителя. Чтобы подтвердить его, откройте ссылку:',
          `${portalUrl.replace(/\/$/, '')}/email/confirm?token=${token}`,
          '',
          'Ссылка действует 24 часа и открывается один раз. До подтверждения вход остаётся по прежнему адресу.',
        ].join('\n'),
      });
      return { sentTo: maskEmail(email) };
    },

    async confirm(token) {
      const hash = hashToken(token);
      const change = await store.q
        .selectFrom('email_changes')
        .select(['user_id', 'new_email', 'expires_at', 'used_at'])
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (!change) throw new ApiError(400, 'LINK_INVALID', REGISTRATION_MESSAGES.linkInvalid);
      if (change.used_at !== null) throw new ApiError(409, 'LINK_USED', REGISTRATION_MESSAGES.linkUsed);
      if (change.expires_at <= now()) throw new ApiError(410, 'LINK_EXPIRED', REGISTRATION_MESSAGES.linkExpired);
      const previous = await store
        .transaction(async () => {
          // Someone may have registered the address meanwhile.
          if (await userByLogin(change.new_email)) throw userExists();
          // The guard on used_at makes the link single-use also when two requests race for it.
          const used = await store.q
            .updateTable('email_changes')
            .set({ used_at: now() })
            .where('token_hash', '=', hash)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          if (used.numUpdatedRows !== 1n) throw new ApiError(409, 'LINK_USED', REGISTRATION_MESSAGES.linkUsed);
          const login = await loginOf(change.user_id);
          await store.q
            .updateTable('users')
            .set({ login: change.new_email })
            .where('id', '=', change.user_id)
            .execute();
          return login;
        })
        .catch((error: unknown) => {
          // On PostgreSQL a registration or another change may take the address between the check and the update.
          throw isUniqueViolation(error) ? userExists() : error;
        });
      // The old address hears of it (after the change is stored: the outbox writes in its own
      // transaction): if someone else changed it, its owner knows whom to call.
      if (previous) {
        await outbox.send({
          to: previous,
          kind: 'email-changed',
          subject: 'Адрес для входа в личный кабинет изменён',
          text: [
            'Здравствуйте!',
            '',
            `Адрес для входа в ваш личный кабинет жителя изменён на ${maskEmail(change.new_email)}. С этим адресом (${previous}) войти больше нельзя.`,
            'Если вы этого не делали, сразу обратитесь в службу поддержки оператора.',
          ].join('\n'),
        });
      }
      return { email: change.new_email };
    },
  };
}
