import { sql } from 'kysely';
import type { Account, NotificationSettings, Profile, Session, UpdateProfileBody } from '@resident/contract';
import { all, first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

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
  profile(userId: number): Promise<Profile | undefined>;
  passwordHash(userId: number): Promise<string | undefined>;
  update(userId: number, body: UpdateProfileBody): Promise<void>;
  setNotifications(userId: number, settings: NotificationSettings): Promise<void>;
  setPassword(userId: number, passwordHash: string): Promise<void>;
  accounts(userId: number): Promise<Account[]>;
  /** The open or closed account with this number, whoever holds it. */
  accountByNumber(accountNumber: string): Promise<{ id: number } | undefined>;
  /**
   * Runs a linking attempt of the user (count the failures, decide, record) in one transaction, one
   * attempt of a user at a time: on PostgreSQL several instances could otherwise each count four
   * failures and let a sixth guess through.
   */
  linkingOf<T>(userId: number, work: () => Promise<T>): Promise<T>;
  /** The logins of the residents other than `userId` who hold the account, and its number. */
  otherHolders(contragentId: number, userId: number): Promise<{ accountNumber: string; logins: string[] }>;
  /** The resident's login (email). */
  loginOf(userId: number): Promise<string | undefined>;
  /** Links the account; a resident without a selected account gets this one selected. */
  link(userId: number, contragentId: number, now: number): Promise<boolean>;
  failedLinks(userId: number, since: number): Promise<{ count: number; oldest: number | null }>;
  recordFailedLink(userId: number, now: number): Promise<void>;
  clearFailedLinks(userId: number): Promise<void>;
  /** Families that are not revoked and still have a refresh token that can be used. */
  sessions(userId: number, now: number, currentFamily: number | undefined): Promise<Session[]>;
  endSession(userId: number, familyId: number, now: number): Promise<boolean>;
  endOtherSessions(userId: number, currentFamily: number, now: number): Promise<number>;
  withdrawConsent(userId: number, now: number): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The advisory lock class of account linking (pg_advisory_xact_lock(class, user)). */
const LINKING_LOCK = 19000022;

export function createProfileRepository(store: Store): ProfileRepository {
  const row = (userId: number) =>
    first<ProfileRow>(
      store,
      sql`SELECT login, password_hash, last_name, first_name, middle_name, phone, inn, snils,
        receipts_by_email, news_by_email, notices_by_sms FROM users WHERE id = ${userId}`,
    );

  const accounts = async (userId: number): Promise<Account[]> => {
    const rows = await all<{
      id: number;
      number_personal_account: string;
      address: string;
      is_closed: number;
      selected: number;
    }>(
      store,
      sql`SELECT c.id, c.number_personal_account, c.address, c.is_closed,
          CASE WHEN u.selected_contragent_id = c.id THEN 1 ELSE 0 END AS selected
        FROM user_contragents uc JOIN contragents c ON c.id = uc.contragent_id JOIN users u ON u.id = uc.user_id
        WHERE uc.user_id = ${userId} ORDER BY uc.linked_at, c.id`,
    );
    // Without a remembered selection the portal shows the first account (getUser's order).
    const selectedId = rows.find((account) => account.selected === 1)?.id ?? rows[0]?.id;
    return rows.map((account) => ({
      id: account.id,
      numberPersonalAccount: account.number_personal_account,
      address: account.address,
      isClosed: account.is_closed === 1,
      selected: account.id === selectedId,
    }));
  };

  return {
    async profile(userId) {
      // The consent in force (the newest not withdrawn) joined to the user: one round trip.
      const user = await first<
        Omit<ProfileRow, 'password_hash'> & { consent_version: string | null; consent_accepted_at: number | null }
      >(
        store,
        sql`SELECT u.login, u.last_name, u.first_name, u.middle_name, u.phone, u.inn, u.snils,
            u.receipts_by_email, u.news_by_email, u.notices_by_sms, c.version AS consent_version, c.accepted_at AS consent_accepted_at
          FROM users u
            LEFT JOIN personal_data_consents c ON c.id = (SELECT g.id FROM personal_data_consents g
              WHERE g.user_id = u.id AND g.withdrawn_at IS NULL ORDER BY g.accepted_at DESC, g.id DESC LIMIT 1)
          WHERE u.id = ${userId}`,
      );
      if (!user) return undefined;
      return {
        lastName: user.last_name,
        firstName: user.first_name,
        middleName: user.middle_name,
        email: user.login,
        phone: user.phone,
        inn: user.inn,
        snils: user.snils,
        notifications: {
          receiptsByEmail: user.receipts_by_email === 1,
          newsByEmail: user.news_by_email === 1,
          noticesBySms: user.notices_by_sms === 1,
        },
        consent:
          user.consent_version !== null && user.consent_accepted_at !== null
            ? { version: user.consent_version, acceptedAt: iso(user.consent_accepted_at) }
            : null,
      };
    },
    passwordHash: async (userId) => (await row(userId))?.password_hash,
    async update(userId, body) {
      await run(
        store,
        sql`UPDATE users SET last_name = ${body.lastName}, first_name = ${body.firstName}, middle_name = ${body.middleName},
          phone = ${body.phone}, inn = ${body.inn}, snils = ${body.snils} WHERE id = ${userId}`,
      );
    },
    async setNotifications(userId, settings) {
      await run(
        store,
        sql`UPDATE users SET receipts_by_email = ${Number(settings.receiptsByEmail)}, news_by_email = ${Number(settings.newsByEmail)},
          notices_by_sms = ${Number(settings.noticesBySms)} WHERE id = ${userId}`,
      );
    },
    async setPassword(userId, passwordHash) {
      await run(store, sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`);
    },
    accounts,
    accountByNumber: (accountNumber) =>
      first<{ id: number }>(store, sql`SELECT id FROM contragents WHERE number_personal_account = ${accountNumber}`),
    linkingOf(userId, work) {
      return store.transaction(async () => {
        // SQLite's BEGIN IMMEDIATE already runs one transaction at a time.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${LINKING_LOCK}::integer, ${userId}::integer)`.execute(store.q);
        return work();
      });
    },
    async otherHolders(contragentId, userId) {
      const account = await first<{ number_personal_account: string }>(
        store,
        sql`SELECT number_personal_account FROM contragents WHERE id = ${contragentId}`,
      );
      const holders = await all<{ login: string }>(
        store,
        sql`SELECT u.login FROM user_contragents uc JOIN users u ON u.id = uc.user_id
          WHERE uc.contragent_id = ${contragentId} AND uc.user_id <> ${userId} ORDER BY uc.linked_at, u.id`,
      );
      return { accountNumber: account?.number_personal_account ?? '', logins: holders.map((holder) => holder.login) };
    },
    loginOf: async (userId) => (await row(userId))?.login,
    async link(userId, contragentId, now) {
      const linked =
        (await run(
          store,
          sql`INSERT INTO user_contragents (user_id, contragent_id, linked_at) VALUES (${userId}, ${contragentId}, ${now}) ON CONFLICT DO NOTHING`,
        )) === 1;
      if (linked) {
        await run(
          store,
          sql`UPDATE users SET selected_contragent_id = ${contragentId} WHERE id = ${userId} AND selected_contragent_id IS NULL`,
        );
      }
      return linked;
    },
    async failedLinks(userId, since) {
      const failed = await first<{ count: number; oldest: number | null }>(
        store,
        sql`SELECT COUNT(*) AS count, MIN(at) AS oldest FROM link_attempts WHERE user_id = ${userId} AND at > ${since}`,
      );
      return failed ?? { count: 0, oldest: null };
    },
    async recordFailedLink(userId, now) {
      await run(store, sql`INSERT INTO link_attempts (user_id, at) VALUES (${userId}, ${now})`);
    },
    async clearFailedLinks(userId) {
      await run(store, sql`DELETE FROM link_attempts WHERE user_id = ${userId}`);
    },
    async sessions(userId, now, currentFamily) {
      const rows = await all<SessionRow>(
        store,
        sql`SELECT f.id, f.device, f.created_at, f.last_used_at FROM token_families f
          WHERE f.user_id = ${userId} AND f.revoked_at IS NULL
            AND EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = f.id AND r.used_at IS NULL AND r.expires_at > ${now})
          ORDER BY COALESCE(f.last_used_at, f.created_at) DESC`,
      );
      return rows.map((session) => ({
        id: session.id,
        device: session.device,
        createdAt: iso(session.created_at),
        lastUsedAt: iso(session.last_used_at ?? session.created_at),
        current: session.id === currentFamily,
      }));
    },
    endSession: async (userId, familyId, now) =>
      (await run(
        store,
        sql`UPDATE token_families SET revoked_at = ${now} WHERE id = ${familyId} AND user_id = ${userId} AND revoked_at IS NULL`,
      )) === 1,
    endOtherSessions: (userId, currentFamily, now) =>
      run(
        store,
        sql`UPDATE token_families SET revoked_at = ${now} WHERE user_id = ${userId} AND id <> ${currentFamily} AND revoked_at IS NULL`,
      ),
    async withdrawConsent(userId, now) {
      await run(
        store,
        sql`UPDATE personal_data_consents SET withdrawn_at = ${now} WHERE user_id = ${userId} AND withdrawn_at IS NULL`,
      );
    },
  };
}
