import type { DatabaseSync } from 'node:sqlite';
import type { Account, NotificationSettings, Profile, Session, UpdateProfileBody } from '@resident/contract';
import { typed } from '../db/rows.ts';

interface ProfileRow {
  login: string;
  password_hash: string;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  phone: string | null;
  inn: string | null;
  snils: string | null;
  receipts_by_email: number;
  news_by_email: number;
  notices_by_sms: number;
}

interface SessionRow {
  id: number;
  device: string | null;
  created_at: number;
  last_used_at: number | null;
}

export interface ProfileRepository {
  profile(userId: number): Profile | undefined;
  passwordHash(userId: number): string | undefined;
  update(userId: number, body: UpdateProfileBody): void;
  setNotifications(userId: number, settings: NotificationSettings): void;
  setPassword(userId: number, passwordHash: string): void;
  accounts(userId: number): Account[];
  /** The open or closed account with this number, whoever holds it. */
  accountByNumber(accountNumber: string): { id: number } | undefined;
  /** Links the account; a resident without a selected account gets this one selected. */
  link(userId: number, contragentId: number, now: number): boolean;
  failedLinks(userId: number, since: number): { count: number; oldest: number | null };
  recordFailedLink(userId: number, now: number): void;
  clearFailedLinks(userId: number): void;
  /** Families that are not revoked and still have a refresh token that can be used. */
  sessions(userId: number, now: number, currentFamily: number | undefined): Session[];
  endSession(userId: number, familyId: number, now: number): boolean;
  endOtherSessions(userId: number, currentFamily: number, now: number): number;
  withdrawConsent(userId: number, now: number): void;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createProfileRepository(db: DatabaseSync): ProfileRepository {
  const row = typed<ProfileRow, [number]>(
    db.prepare(`SELECT login, password_hash, last_name, first_name, middle_name, phone, inn, snils,
      receipts_by_email, news_by_email, notices_by_sms FROM users WHERE id = ?`),
  );
  const consent = typed<{ version: string; accepted_at: number }, [number]>(
    db.prepare(`SELECT version, accepted_at FROM personal_data_consents WHERE user_id = ? AND withdrawn_at IS NULL
      ORDER BY accepted_at DESC LIMIT 1`),
  );
  const update = db.prepare('UPDATE users SET last_name = ?, first_name = ?, middle_name = ?, phone = ?, inn = ?, snils = ? WHERE id = ?');
  const notifications = db.prepare('UPDATE users SET receipts_by_email = ?, news_by_email = ?, notices_by_sms = ? WHERE id = ?');
  const password = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const accounts = typed<{ id: number; number_personal_account: string; address: string; is_closed: number; selected: number }, [number]>(
    db.prepare(`SELECT c.id, c.number_personal_account, c.address, c.is_closed,
        (u.selected_contragent_id = c.id) AS selected
      FROM user_contragents uc JOIN contragents c ON c.id = uc.contragent_id JOIN users u ON u.id = uc.user_id
      WHERE uc.user_id = ? ORDER BY uc.linked_at, c.id`),
  );
  const byNumber = typed<{ id: number }, [string]>(db.prepare('SELECT id FROM contragents WHERE number_personal_account = ?'));
  const link = db.prepare('INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING');
  const selectIfNone = db.prepare('UPDATE users SET selected_contragent_id = ? WHERE id = ? AND selected_contragent_id IS NULL');
  const failed = typed<{ count: number; oldest: number | null }, [number, number]>(
    db.prepare('SELECT COUNT(*) AS count, MIN(at) AS oldest FROM link_attempts WHERE user_id = ? AND at > ?'),
  );
  const recordFailed = db.prepare('INSERT INTO link_attempts (user_id, at) VALUES (?, ?)');
  const clearFailed = db.prepare('DELETE FROM link_attempts WHERE user_id = ?');
  const sessions = typed<SessionRow, [number, number]>(
    db.prepare(`SELECT f.id, f.device, f.created_at, f.last_used_at FROM token_families f
      WHERE f.user_id = ? AND f.revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id AND r.used_at IS NULL AND r.expires_at > ?)
      ORDER BY COALESCE(f.last_used_at, f.created_at) DESC`),
  );
  const endOne = db.prepare('UPDATE token_families SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL');
  const endOthers = db.prepare('UPDATE token_families SET revoked_at = ? WHERE user_id = ? AND id <> ? AND revoked_at IS NULL');
  const withdraw = db.prepare('UPDATE personal_data_consents SET withdrawn_at = ? WHERE user_id = ? AND withdrawn_at IS NULL');

  return {
    profile(userId) {
      const user = row.get(userId);
      if (!user) return undefined;
      const given = consent.get(userId);
      return {
        lastName: user.last_name,
        firstName: user.first_name,
        middleName: user.middle_name,
        email: user.login,
        phone: user.phone,
        inn: user.inn,
        snils: user.snils,
        notifications: { receiptsByEmail: user.receipts_by_email === 1, newsByEmail: user.news_by_email === 1, noticesBySms: user.notices_by_sms === 1 },
        consent: given ? { version: given.version, acceptedAt: iso(given.accepted_at) } : null,
      };
    },
    passwordHash: (userId) => row.get(userId)?.password_hash,
    update(userId, body) {
      update.run(body.lastName, body.firstName, body.middleName, body.phone, body.inn, body.snils, userId);
    },
    setNotifications(userId, settings) {
      notifications.run(Number(settings.receiptsByEmail), Number(settings.newsByEmail), Number(settings.noticesBySms), userId);
    },
    setPassword(userId, passwordHash) {
      password.run(passwordHash, userId);
    },
    accounts(userId) {
      const rows = accounts.all(userId);
      // Without a remembered selection the portal shows the first account (getUser's order).
      const selectedId = rows.find((account) => account.selected === 1)?.id ?? rows[0]?.id;
      return rows.map((account) => ({
        id: account.id,
        numberPersonalAccount: account.number_personal_account,
        address: account.address,
        isClosed: account.is_closed === 1,
        selected: account.id === selectedId,
      }));
    },
    accountByNumber: (accountNumber) => byNumber.get(accountNumber),
    link(userId, contragentId, now) {
      const linked = Number(link.run(userId, contragentId, now).changes) === 1;
      if (linked) selectIfNone.run(contragentId, userId);
      return linked;
    },
    failedLinks: (userId, since) => failed.get(userId, since) ?? { count: 0, oldest: null },
    recordFailedLink(userId, now) {
      recordFailed.run(userId, now);
    },
    clearFailedLinks(userId) {
      clearFailed.run(userId);
    },
    sessions: (userId, now, currentFamily) =>
      sessions.all(userId, now).map((session) => ({
        id: session.id,
        device: session.device,
        createdAt: iso(session.created_at),
        lastUsedAt: iso(session.last_used_at ?? session.created_at),
        current: session.id === currentFamily,
      })),
    endSession: (userId, familyId, now) => Number(endOne.run(now, familyId, userId).changes) === 1,
    endOtherSessions: (userId, currentFamily, now) => Number(endOthers.run(now, userId, currentFamily).changes),
    withdrawConsent(userId, now) {
      withdraw.run(now, userId);
    },
  };
}
