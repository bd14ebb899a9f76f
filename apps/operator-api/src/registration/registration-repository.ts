import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';

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
  userIdByLogin(email: string): number | undefined;
  /** Replaces an earlier unconfirmed registration of the same address (its link stops working). */
  savePending(registration: NewPendingRegistration): void;
  pendingByToken(tokenHash: Buffer): PendingRegistrationRow | undefined;
  /** Creates the user with the consent and marks the registration confirmed; answers the user's id. */
  confirm(pending: PendingRegistrationRow, operator: string, now: number): number;
  saveReset(tokenHash: Buffer, userId: number, expiresAt: number, now: number): void;
  resetByToken(tokenHash: Buffer): PasswordResetRow | undefined;
  /** Uses a reset link once and sets the new password; false when it was used meanwhile. */
  useReset(tokenHash: Buffer, passwordHash: string, now: number): boolean;
}

export function createRegistrationRepository(db: DatabaseSync): RegistrationRepository {
  const userByLogin = typed<{ id: number }, [string]>(db.prepare('SELECT id FROM users WHERE login = ?'));
  const upsertPending = db.prepare(`INSERT INTO pending_registrations
      (email, password_hash, last_name, first_name, middle_name, consent_version, consent_accepted_at, token_hash, expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, last_name = excluded.last_name,
      first_name = excluded.first_name, middle_name = excluded.middle_name, consent_version = excluded.consent_version,
      consent_accepted_at = excluded.consent_accepted_at, token_hash = excluded.token_hash,
      expires_at = excluded.expires_at, created_at = excluded.created_at, confirmed_at = NULL`);
  const pendingByToken = typed<PendingRegistrationRow, [Buffer]>(
    db.prepare(`SELECT id, email, password_hash, last_name, first_name, middle_name, consent_version, consent_accepted_at,
      expires_at, confirmed_at FROM pending_registrations WHERE token_hash = ?`),
  );
  const insertUser = typed<{ id: number }>(
    db.prepare(`INSERT INTO users (login, password_hash, last_name, first_name, middle_name, operator, verified, created_at)
      VALUES (?, ?, ?, ?, ?, ?, 1, ?) RETURNING id`),
  );
  const insertConsent = db.prepare('INSERT INTO personal_data_consents (user_id, version, accepted_at) VALUES (?, ?, ?)');
  const markConfirmed = db.prepare('UPDATE pending_registrations SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL');
  const insertReset = db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)');
  const resetByToken = typed<PasswordResetRow, [Buffer]>(
    db.prepare('SELECT user_id, expires_at, used_at FROM password_resets WHERE token_hash = ?'),
  );
  const markResetUsed = db.prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  // A reset ends every other link of the user too: only the newest email could still change it.
  const dropOtherResets = db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL');
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');

  return {
    userIdByLogin: (email) => userByLogin.get(email)?.id,
    savePending(r) {
      upsertPending.run(r.email, r.passwordHash, r.lastName, r.firstName, r.middleName, r.consentVersion, r.now, r.tokenHash, r.expiresAt, r.now);
    },
    pendingByToken: (tokenHash) => pendingByToken.get(tokenHash),
    confirm(pending, operator, now) {
      const user = insertUser.get(pending.email, pending.password_hash, pending.last_name, pending.first_name, pending.middle_name, operator, now);
      if (!user) throw new Error('a confirmed user was not created');
      insertConsent.run(user.id, pending.consent_version, pending.consent_accepted_at);
      markConfirmed.run(now, pending.id);
      return user.id;
    },
    saveReset(tokenHash, userId, expiresAt, now) {
      insertReset.run(tokenHash, userId, expiresAt, now);
    },
    resetByToken: (tokenHash) => resetByToken.get(tokenHash),
    useReset(tokenHash, passwordHash, now) {
      const reset = resetByToken.get(tokenHash);
      if (!reset || Number(markResetUsed.run(now, tokenHash).changes) !== 1) return false;
      dropOtherResets.run(now, reset.user_id);
      setPassword.run(passwordHash, reset.user_id);
      return true;
    },
  };
}
