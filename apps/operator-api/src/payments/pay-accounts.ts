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
  /**
   * What the account owes now, kopecks (negative: an overpayment): the opening debt plus every
   * month's charges minus the succeeded payments of charges — the ledger's end debt, read in one
   * statement so the public page does not build the whole ledger.
   */
  debtOf(contragentId: number): number;
}

export function createPayAccounts(db: DatabaseSync): PayAccounts {
  const columns = 'id, number_personal_account, is_closed, address';
  const byNumber = typed<AccountRow, [string]>(db.prepare(`SELECT ${columns} FROM contragents WHERE number_personal_account = ?`));
  const byId = typed<AccountRow, [number]>(db.prepare(`SELECT ${columns} FROM contragents WHERE id = ?`));
  const debt = typed<{ debt: number }, [number, number, number]>(
    db.prepare(`SELECT
        coalesce((SELECT opening_debt FROM billing_accounts WHERE contragent_id = ?), 0)
        + coalesce((SELECT sum(accrued + recalculation + penalty - benefit) FROM ledger_lines WHERE contragent_id = ?), 0)
        - coalesce((SELECT sum(amount) FROM payments
            WHERE contragent_id = ? AND status = 'succeeded' AND purpose = 'charges'), 0) AS debt`),
  );
  const toAccount = (row: AccountRow | undefined): PayAccount | undefined =>
    row && { contragentId: row.id, accountNumber: row.number_personal_account, isClosed: row.is_closed === 1, address: row.address };

  return {
    byNumber: (accountNumber) => toAccount(byNumber.get(accountNumber)),
    byId: (contragentId) => toAccount(byId.get(contragentId)),
    debtOf: (contragentId) => debt.get(contragentId, contragentId, contragentId)?.debt ?? 0,
  };
}
