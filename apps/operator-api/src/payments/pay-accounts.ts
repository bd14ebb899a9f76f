import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';

export interface PayAccount {
  contragentId: number;
  accountNumber: string;
  isClosed: boolean;
  address: string;
}

interface AccountRow {
  id: number;
  number_personal_account: string;
  is_closed: number;
  address: string;
}

export interface PayAccounts {
  byNumber(accountNumber: string): PayAccount | undefined;
  byId(contragentId: number): PayAccount | undefined;
}

export function createPayAccounts(db: DatabaseSync): PayAccounts {
  const columns = 'id, number_personal_account, is_closed, address';
  const byNumber = typed<AccountRow, [string]>(db.prepare(`SELECT ${columns} FROM contragents WHERE number_personal_account = ?`));
  const byId = typed<AccountRow, [number]>(db.prepare(`SELECT ${columns} FROM contragents WHERE id = ?`));
  const toAccount = (row: AccountRow | undefined): PayAccount | undefined =>
    row && { contragentId: row.id, accountNumber: row.number_personal_account, isClosed: row.is_closed === 1, address: row.address };

  return {
    byNumber: (accountNumber) => toAccount(byNumber.get(accountNumber)),
    byId: (contragentId) => toAccount(byId.get(contragentId)),
  };
}
