import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export interface PendingRegistrationRow {
  id: number;
  email: string;
  password_hash: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  consent_version: string;
  consent_accepted_at: number;
  expires_at: number;
  confirmed_at: number | null;
}

export interface NewPendingRegistration {
  email: string;
  passwordHash: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  consentVersion: string;
  tokenHash: Buffer;
  expiresAt: number;
  now: number;
}

export interface PasswordResetRow {
  user_id: number;
  expires_at: number;
  used_at: number | null;
}

export interface RegistrationRepository {
  userIdByLogin(email: string): Promise<number | undefined>;
  /** Replaces an earlier unconfirmed registration of the same address (its link stops working). */
  savePending(registration: NewPendingRegistration): Promise<void>;
  pendingByToken(tokenHash: Buffer): Promise<PendingRegistrationRow | undefined>;
  /**
   * Creates the user with the consent and marks the registration confirmed; answers the user's id,
   * or undefined when the login is taken (also by a confirmation running at the same moment).
   */
  confirm(pending: PendingRegistrationRow, operator: string, now: number): Promise<number | undefined>;
  saveReset(tokenHash: Buffer, userId: number, expiresAt: number, now: number): Promise<void>;
  resetByToken(tokenHash: Buffer): Promise<PasswordResetRow | undefined>;
  /** Uses a reset link once and sets the new password; false when it was used meanwhile. */
  useReset(tokenHash: Buffer, passwordHash: string, now: number): Promise<boolean>;
}

export function createRegistrationRepository(store: Store): RegistrationRepository {
  const resetByToken = (tokenHash: Buffer) =>
    first<PasswordResetRow>(
      store,
      sql`SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ${tokenHash}`,
    );

  return {
    async userIdByLogin(email) {
      return (await first<{ id: number }>(store, sql`SELECT id FROM users WHERE login = ${email}`))?.id;
    },
    async savePending(r) {
      await run(
        store,
        sql`INSERT INTO pending_registrations
            (email, password_hash, last_name, first_name, middle_name, consent_version, consent_accepted_at, token_hash, expires_at, created_at)
          VALUES (${r.email}, ${r.passwordHash}, ${r.lastName}, ${r.firstName}, ${r.middleName}, ${r.consentVersion}, ${r.now},
            ${r.tokenHash}, ${r.expiresAt}, ${r.now})
          ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, last_name = excluded.last_name,
            first_name = excluded.first_name, middle_name = excluded.middle_name, consent_version = excluded.consent_version,
            consent_accepted_at = excluded.consent_accepted_at, token_hash = excluded.token_hash,
            expires_at = excluded.expires_at, created_at = excluded.created_at, confirmed_at = NULL`,
      );
    },
    pendingByToken: (tokenHash) =>
      first<PendingRegistrationRow>(
        store,
        sql`SELECT id, email, password_hash, last_name, first_name, middle_name, consent_version, consent_accepted_at,
          expires_at, confirmed_at FROM pending_registrations WHERE token_hash = ${tokenHash}`,
      ),
    async confirm(pending, operator, now) {
      // The login's unique key decides between two confirmations at once (PostgreSQL runs them side by side).
      const user = await first<{ id: number }>(
        store,
        sql`INSERT INTO users (login, password_hash, last_name, first_name, middle_name, operator, verified, created_at)
          VALUES (${pending.email}, ${pending.password_hash}, ${pending.last_name}, ${pending.first_name}, ${pending.middle_name},
            ${operator}, 1, ${now})
          ON CONFLICT (login) DO NOTHING RETURNING id`,
      );
      if (!user) return undefined;
      await run(
        store,
        sql`INSERT INTO personal_data_consents (user_id, version, accepted_at)
          VALUES (${user.id}, ${pending.consent_version}, ${pending.consent_accepted_at})`,
      );
      await run(
        store,
        sql`UPDATE pending_registrations SET confirmed_at = ${now} WHERE id = ${pending.id} AND confirmed_at IS NULL`,
      );
      return user.id;
    },
    async saveReset(tokenHash, userId, expiresAt, now) {
      await run(
        store,
        sql`INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (${tokenHash}, ${userId}, ${expiresAt}, ${now})`,
      );
    },
    resetByToken,
    async useReset(tokenHash, passwordHash, now) {
      const reset = await resetByToken(tokenHash);
      if (!reset) return false;
      // The guard on used_at makes the link single-use also when two requests race for it.
      if (
        (await run(
          store,
          sql`UPDATE password_resets SET used_at = ${now} WHERE token_hash = ${tokenHash} AND used_at IS NULL`,
        )) !== 1
      ) {
        return false;
      }
      // A reset ends every other link of the user too: only the newest email could still change it.
      await run(
        store,
        sql`UPDATE password_resets SET used_at = ${now} WHERE user_id = ${reset.user_id} AND used_at IS NULL`,
      );
      await run(store, sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${reset.user_id}`);
      return true;
    },
  };
}
