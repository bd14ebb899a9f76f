import type { Row } from '../db/database-schema.ts';
import type { Store } from '../db/store/store.ts';

export type PendingRegistrationRow = Omit<Row<'pending_registrations'>, 'token_hash' | 'created_at'>;

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

export type PasswordResetRow = Pick<Row<'password_resets'>, 'user_id' | 'expires_at' | 'used_at'>;

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
    store.q
      .selectFrom('password_resets')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();

  return {
    async userIdByLogin(email) {
      return (await store.q.selectFrom('users').select('id').where('login', '=', email).executeTakeFirst())?.id;
    },
    async savePending(r) {
      await store.q
        .insertInto('pending_registrations')
        .values({
          email: r.email,
          password_hash: r.passwordHash,
          last_name: r.lastName,
          first_name: r.firstName,
          middle_name: r.middleName,
          consent_version: r.consentVersion,
          consent_accepted_at: r.now,
          token_hash: r.tokenHash,
          expires_at: r.expiresAt,
          created_at: r.now,
        })
        .onConflict((conflict) =>
          conflict.column('email').doUpdateSet((eb) => ({
            password_hash: eb.ref('excluded.password_hash'),
            last_name: eb.ref('excluded.last_name'),
            first_name: eb.ref('excluded.first_name'),
            middle_name: eb.ref('excluded.middle_name'),
            consent_version: eb.ref('excluded.consent_version'),
            consent_accepted_at: eb.ref('excluded.consent_accepted_at'),
            token_hash: eb.ref('excluded.token_hash'),
            expires_at: eb.ref('excluded.expires_at'),
            created_at: eb.ref('excluded.created_at'),
            confirmed_at: null,
          })),
        )
        .execute();
    },
    pendingByToken: (tokenHash) =>
      store.q
        .selectFrom('pending_registrations')
        .select([
          'id',
          'email',
          'password_hash',
          'last_name',
          'first_name',
          'middle_name',
          'consent_version',
          'consent_accepted_at',
          'expires_at',
          'confirmed_at',
        ])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),
    async confirm(pending, operator, now) {
      // The login's unique key decides between two confirmations at once (PostgreSQL runs them side by side).
      const user = await store.q
        .insertInto('users')
        .values({
          login: pending.email,
          password_hash: pending.password_hash,
          last_name: pending.last_name,
          first_name: pending.first_name,
          middle_name: pending.middle_name,
          operator,
          verified: 1,
          created_at: now,
        })
        .onConflict((conflict) => conflict.column('login').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) return undefined;
      await store.q
        .insertInto('personal_data_consents')
        .values({ user_id: user.id, version: pending.consent_version, accepted_at: pending.consent_accepted_at })
        .execute();
      await store.q
        .updateTable('pending_registrations')
        .set({ confirmed_at: now })
        .where('id', '=', pending.id)
        .where('confirmed_at', 'is', null)
        .execute();
      return user.id;
    },
    async saveReset(tokenHash, userId, expiresAt, now) {
      await store.q
        .insertInto('password_resets')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: now })
        .execute();
    },
    resetByToken,
    async useReset(tokenHash, passwordHash, now) {
      const reset = await resetByToken(tokenHash);
      if (!reset) return false;
      // The guard on used_at makes the link single-use also when two requests race for it.
      const used = await store.q
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (used.numUpdatedRows !== 1n) return false;
      // A reset ends every other link of the user too: only the newest email could still change it.
      await store.q
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
      await store.q.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', reset.user_id).execute();
      return true;
    },
  };
}
