import { sql } from 'kysely';
import type { Account, NotificationSettings, Profile, Session, UpdateProfileBody } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { all, first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

type ProfileRow = Pick<
  Row<'users'>,
  | 'login'
  | 'last_name'
  | 'first_name'
  | 'middle_name'
  | 'phone'
  | 'inn'
  | 'snils'
  | 'receipts_by_email'
  | 'news_by_email'
  | 'notices_by_sms'
>;

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
    store.q.selectFrom('users').select(['login', 'password_hash']).where('id', '=', userId).executeTakeFirst();
  const revokeFamilies = (userId: number, now: number) =>
    store.q
      .updateTable('token_families')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);

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
      const user = await first<ProfileRow & { consent_version: string | null; consent_accepted_at: number | null }>(
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
      await store.q
        .updateTable('users')
        .set({
          last_name: body.lastName,
          first_name: body.firstName,
          middle_name: body.middleName,
          phone: body.phone,
          inn: body.inn,
          snils: body.snils,
        })
        .where('id', '=', userId)
        .execute();
    },
    async setNotifications(userId, settings) {
      await store.q
        .updateTable('users')
        .set({
          receipts_by_email: Number(settings.receiptsByEmail),
          news_by_email: Number(settings.newsByEmail),
          notices_by_sms: Number(settings.noticesBySms),
        })
        .where('id', '=', userId)
        .execute();
    },
    async setPassword(userId, passwordHash) {
      await store.q.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
    accounts,
    accountByNumber: (accountNumber) =>
      store.q
        .selectFrom('contragents')
        .select('id')
        .where('number_personal_account', '=', accountNumber)
        .executeTakeFirst(),
    linkingOf(userId, work) {
      return store.transaction(async () => {
        // SQLite's BEGIN IMMEDIATE already runs one transaction at a time.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${LINKING_LOCK}::integer, ${userId}::integer)`.execute(store.q);
        return work();
      });
    },
    async otherHolders(contragentId, userId) {
      const account = await store.q
        .selectFrom('contragents')
        .select('number_personal_account')
        .where('id', '=', contragentId)
        .executeTakeFirst();
      const holders = await store.q
        .selectFrom('user_contragents as uc')
        .innerJoin('users as u', 'u.id', 'uc.user_id')
        .select('u.login')
        .where('uc.contragent_id', '=', contragentId)
        .where('uc.user_id', '<>', userId)
        .orderBy('uc.linked_at')
        .orderBy('u.id')
        .execute();
      return { accountNumber: account?.number_personal_account ?? '', logins: holders.map((holder) => holder.login) };
    },
    loginOf: async (userId) => (await row(userId))?.login,
    async link(userId, contragentId, now) {
      const { numInsertedOrUpdatedRows } = await store.q
        .insertInto('user_contragents')
        .values({ user_id: userId, contragent_id: contragentId, linked_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      const linked = numInsertedOrUpdatedRows === 1n;
      if (linked) {
        await store.q
          .updateTable('users')
          .set({ selected_contragent_id: contragentId })
          .where('id', '=', userId)
          .where('selected_contragent_id', 'is', null)
          .execute();
      }
      return linked;
    },
    async failedLinks(userId, since) {
      const failed = await store.q
        .selectFrom('link_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('at').as('oldest')])
        .where('user_id', '=', userId)
        .where('at', '>', since)
        .executeTakeFirst();
      return failed ?? { count: 0, oldest: null };
    },
    async recordFailedLink(userId, now) {
      await store.q.insertInto('link_attempts').values({ user_id: userId, at: now }).execute();
    },
    async clearFailedLinks(userId) {
      await store.q.deleteFrom('link_attempts').where('user_id', '=', userId).execute();
    },
    async sessions(userId, now, currentFamily) {
      const rows = await store.q
        .selectFrom('token_families as f')
        .select(['f.id', 'f.device', 'f.created_at', 'f.last_used_at'])
        .where('f.user_id', '=', userId)
        .where('f.revoked_at', 'is', null)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('refresh_tokens as r')
              .select(sql.lit(1).as('one'))
              .whereRef('r.family_id', '=', 'f.id')
              .where('r.used_at', 'is', null)
              .where('r.expires_at', '>', now),
          ),
        )
        .orderBy((eb) => eb.fn.coalesce('f.last_used_at', 'f.created_at'), 'desc')
        .execute();
      return rows.map((session) => ({
        id: session.id,
        device: session.device,
        createdAt: iso(session.created_at),
        lastUsedAt: iso(session.last_used_at ?? session.created_at),
        current: session.id === currentFamily,
      }));
    },
    endSession: async (userId, familyId, now) =>
      (await revokeFamilies(userId, now).where('id', '=', familyId).executeTakeFirst()).numUpdatedRows === 1n,
    endOtherSessions: async (userId, currentFamily, now) =>
      Number((await revokeFamilies(userId, now).where('id', '<>', currentFamily).executeTakeFirst()).numUpdatedRows),
    async withdrawConsent(userId, now) {
      await store.q
        .updateTable('personal_data_consents')
        .set({ withdrawn_at: now })
        .where('user_id', '=', userId)
        .where('withdrawn_at', 'is', null)
        .execute();
    },
  };
}
