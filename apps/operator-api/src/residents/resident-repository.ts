import type { DatabaseSync } from 'node:sqlite';
import type { Contragent, NumberPersonalAccount, PopupWindow, UserResponse } from '@resident/contract';
import { typed } from '../db/rows.ts';

export interface CredentialsRow {
  id: number;
  password_hash: string;
  marketplace_access: number;
}

interface UserRow {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  operator: string;
  verified: number;
}

interface ContragentRow {
  id: number;
  full_name: string;
  number_personal_account: string;
  is_closed: number;
  state_duty_debt: number;
  waste_disposal: number;
  is_installment_register: number;
  address: string;
}

/** Trimmed and lower-cased: logins are matched case-insensitively in every script. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

export interface ResidentRepository {
  findCredentials(login: string): CredentialsRow | undefined;
  getUser(userId: number): UserResponse | undefined;
  /** The contragent only if it is linked to the user; anyone else's is indistinguishable from none. */
  getOwnContragent(userId: number, contragentId: number): Contragent | undefined;
  /** Remembers the selection (listed first by getUser from then on) and returns the contragent. */
  selectContragent(userId: number, contragentId: number): Contragent | undefined;
  /** Whether the contragent is linked to the user (one primary-key lookup). */
  ownsContragent(userId: number, contragentId: number): boolean;
  /** The account number data of an own contragent; anyone else's is indistinguishable from none. */
  getNumberPersonalAccount(userId: number, contragentId: number): NumberPersonalAccount | undefined;
  /** The resident withdrew the personal-data consent and gave none since: the portal is closed to them. */
  consentWithdrawn(userId: number): boolean;
}

export function createResidentRepository(db: DatabaseSync): ResidentRepository {
  const credentials = typed<CredentialsRow, [string]>(db.prepare('SELECT id, password_hash, marketplace_access FROM users WHERE login = ?'));
  const user = typed<UserRow, [number]>(
    db.prepare('SELECT id, last_name, first_name, middle_name, operator, verified FROM users WHERE id = ?'),
  );
  // The selected account comes first: the portal opens the first one after login (spec §4).
  const userContragents = typed<{ id: number; state_duty_debt: number }, [number, number]>(
    db.prepare(`SELECT c.id, c.state_duty_debt
      FROM user_contragents uc JOIN contragents c ON c.id = uc.contragent_id
      WHERE uc.user_id = ?
      ORDER BY c.id IS (SELECT selected_contragent_id FROM users WHERE id = ?) DESC, uc.linked_at, c.id`),
  );
  const ownContragent = typed<ContragentRow, [number, number]>(
    db.prepare(`SELECT c.id, c.full_name, c.number_personal_account, c.is_closed, c.state_duty_debt,
        c.waste_disposal, c.is_installment_register, c.address
      FROM contragents c JOIN user_contragents uc ON uc.contragent_id = c.id AND uc.user_id = ?
      WHERE c.id = ?`),
  );
  // Popups this user chose «Больше не показывать» for are gone for them, not for co-holders.
  const popups = typed<PopupWindow, [number, number]>(
    db.prepare(`SELECT p.id, p.title, p.text FROM popup_windows p
      WHERE p.contragent_id = ?
        AND NOT EXISTS (SELECT 1 FROM popup_suppressions s WHERE s.user_id = ? AND s.popup_id = p.id)
      ORDER BY p.id`),
  );
  const owns = typed<{ owned: number }, [number, number]>(
    db.prepare('SELECT 1 AS owned FROM user_contragents WHERE user_id = ? AND contragent_id = ?'),
  );
  const numberOf = typed<Pick<ContragentRow, 'id' | 'number_personal_account' | 'is_closed' | 'address'>, [number, number]>(
    db.prepare(`SELECT c.id, c.number_personal_account, c.is_closed, c.address
      FROM contragents c JOIN user_contragents uc ON uc.contragent_id = c.id AND uc.user_id = ?
      WHERE c.id = ?`),
  );
  const select = db.prepare('UPDATE users SET selected_contragent_id = ? WHERE id = ?');

  function getOwnContragent(userId: number, contragentId: number): Contragent | undefined {
    const row = ownContragent.get(userId, contragentId);
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
      popupWindows: popups.all(row.id, userId).map(({ id, title, text }) => ({ id, title, text })),
    };
  }

  const consentState = typed<{ withdrawn_at: number | null }, [number]>(
    db.prepare('SELECT withdrawn_at FROM personal_data_consents WHERE user_id = ? ORDER BY accepted_at DESC, id DESC LIMIT 1'),
  );

  return {
    findCredentials: (login) => credentials.get(normalizeLogin(login)),
    consentWithdrawn: (userId) => consentState.get(userId)?.withdrawn_at != null,
    getUser(userId) {
      const row = user.get(userId);
      if (!row) return undefined;
      return {
        id: row.id,
        lastName: row.last_name,
        firstName: row.first_name,
        middleName: row.middle_name,
        operator: row.operator,
        verified: row.verified === 1,
        contragents: userContragents
          .all(userId, userId)
          .map((contragent) => ({ id: contragent.id, stateDutyDebt: contragent.state_duty_debt === 1 })),
      };
    },
    getOwnContragent,
    selectContragent(userId, contragentId) {
      const contragent = getOwnContragent(userId, contragentId);
      if (contragent) select.run(contragentId, userId);
      return contragent;
    },
    ownsContragent: (userId, contragentId) => owns.get(userId, contragentId) !== undefined,
    getNumberPersonalAccount(userId, contragentId) {
      const row = numberOf.get(userId, contragentId);
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
