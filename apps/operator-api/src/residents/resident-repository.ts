import { sql } from 'kysely';
import type { Contragent, NumberPersonalAccount, UserResponse } from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { all } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

export type CredentialsRow = Pick<Row<'users'>, 'id' | 'password_hash' | 'marketplace_access'>;

/** Trimmed and lower-cased: logins are matched case-insensitively in every script. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/** An account's data and flags without its popups: what a route checks the account by. */
export type ContragentFlags = Omit<Contragent, 'popupWindows'>;

export interface ResidentRepository {
  findCredentials(login: string): Promise<CredentialsRow | undefined>;
  getUser(userId: number): Promise<UserResponse | undefined>;
  /** The contragent only if it is linked to the user; anyone else's is indistinguishable from none. */
  getOwnContragent(userId: number, contragentId: number): Promise<Contragent | undefined>;
  /** The same without the popups (one statement fewer), for a route that only checks the account's flags. */
  getOwnContragentFlags(userId: number, contragentId: number): Promise<ContragentFlags | undefined>;
  /** Remembers the selection (listed first by getUser from then on) and returns the contragent. */
  selectContragent(userId: number, contragentId: number): Promise<Contragent | undefined>;
  /** Whether the contragent is linked to the user (one primary-key lookup). */
  ownsContragent(userId: number, contragentId: number): Promise<boolean>;
  /** The account number data of an own contragent; anyone else's is indistinguishable from none. */
  getNumberPersonalAccount(userId: number, contragentId: number): Promise<NumberPersonalAccount | undefined>;
  /** The resident withdrew the personal-data consent and gave none since: the portal is closed to them. */
  consentWithdrawn(userId: number): Promise<boolean>;
}

export function createResidentRepository(store: Store): ResidentRepository {
  /** The user's own contragent: joined through the link, so anyone else's is no row. */
  const ownContragent = (userId: number, contragentId: number) =>
    store.q
      .selectFrom('contragents as c')
      .innerJoin('user_contragents as uc', (join) =>
        join.onRef('uc.contragent_id', '=', 'c.id').on('uc.user_id', '=', userId),
      )
      .where('c.id', '=', contragentId);

  async function getOwnContragentFlags(userId: number, contragentId: number): Promise<ContragentFlags | undefined> {
    const row = await ownContragent(userId, contragentId)
      .select([
        'c.id',
        'c.full_name',
        'c.number_personal_account',
        'c.is_closed',
        'c.state_duty_debt',
        'c.waste_disposal',
        'c.is_installment_register',
        'c.address',
      ])
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      fullName: row.full_name,
      numberPersonalAccount: row.number_personal_account,
      isClosed: row.is_closed === 1,
      stateDutyDebt: row.state_duty_debt === 1,
      wasteDisposal: row.waste_disposal === 1,
      isInstallmentRegister: row.is_installment_register === 1,
      address: row.address,
    };
  }

  async function getOwnContragent(userId: number, contragentId: number): Promise<Contragent | undefined> {
    const contragent = await getOwnContragentFlags(userId, contragentId);
    if (!contragent) return undefined;
    // Popups this user chose «Больше не показывать» for are gone for them, not for co-holders.
    const popups = await all(
      store,
      sql<Pick<Row<'popup_windows'>, 'id' | 'title' | 'text'>>`SELECT p.id, p.title, p.text FROM popup_windows p
        WHERE p.contragent_id = ${contragent.id}
          AND NOT EXISTS (SELECT 1 FROM popup_suppressions s WHERE s.user_id = ${userId} AND s.popup_id = p.id)
        ORDER BY p.id`,
    );
    return { ...contragent, popupWindows: popups.map(({ id, title, text }) => ({ id, title, text })) };
  }

  return {
    findCredentials: (login) =>
      store.q
        .selectFrom('users')
        .select(['id', 'password_hash', 'marketplace_access'])
        .where('login', '=', normalizeLogin(login))
        .executeTakeFirst(),
    async consentWithdrawn(userId) {
      const row = await store.q
        .selectFrom('personal_data_consents')
        .select('withdrawn_at')
        .where('user_id', '=', userId)
        .orderBy('accepted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.withdrawn_at != null;
    },
    async getUser(userId) {
      const row = await store.q
        .selectFrom('users')
        .select(['id', 'last_name', 'first_name', 'middle_name', 'operator', 'verified'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      // The selected account comes first: the portal opens the first one after login (spec §4).
      // A CASE rather than SQLite's `c.id IS (…)`, which PostgreSQL lacks; no selection ranks none first.
      const contragents = await all(
        store,
        sql<Pick<Row<'contragents'>, 'id' | 'state_duty_debt'>>`SELECT c.id, c.state_duty_debt
          FROM user_contragents uc JOIN contragents c ON c.id = uc.contragent_id
          WHERE uc.user_id = ${userId}
          ORDER BY CASE WHEN c.id = (SELECT selected_contragent_id FROM users WHERE id = ${userId}) THEN 1 ELSE 0 END DESC,
            uc.linked_at, c.id`,
      );
      return {
        id: row.id,
        lastName: row.last_name,
        firstName: row.first_name,
        middleName: row.middle_name,
        operator: row.operator,
        verified: row.verified === 1,
        contragents: contragents.map((contragent) => ({
          id: contragent.id,
          stateDutyDebt: contragent.state_duty_debt === 1,
        })),
      };
    },
    getOwnContragent,
    getOwnContragentFlags,
    async selectContragent(userId, contragentId) {
      const contragent = await getOwnContragent(userId, contragentId);
      if (contragent)
        await store.q
          .updateTable('users')
          .set({ selected_contragent_id: contragentId })
          .where('id', '=', userId)
          .execute();
      return contragent;
    },
    async ownsContragent(userId, contragentId) {
      const row = await store.q
        .selectFrom('user_contragents')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('contragent_id', '=', contragentId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async getNumberPersonalAccount(userId, contragentId) {
      const row = await ownContragent(userId, contragentId)
        .select(['c.id', 'c.number_personal_account', 'c.is_closed', 'c.address'])
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        contragentId: row.id,
        numberPersonalAccount: row.number_personal_account,
        isClosed: row.is_closed === 1,
        address: row.address,
      };
    },
  };
}
