import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

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

/** The accounts the public /pay page finds, read from the store. */
export interface PayAccounts {
  byNumber(accountNumber: string): Promise<PayAccount | undefined>;
  byId(contragentId: number): Promise<PayAccount | undefined>;
}

export function createPayAccounts(store: Store): PayAccounts {
  const columns = sql`id, number_personal_account, is_closed, address`;
  const toAccount = (row: AccountRow | undefined): PayAccount | undefined =>
    row && {
      contragentId: row.id,
      accountNumber: row.number_personal_account,
      isClosed: row.is_closed === 1,
      address: row.address,
    };

  return {
    byNumber: async (accountNumber) =>
      toAccount(
        await first(
          store,
          sql<AccountRow>`SELECT ${columns} FROM contragents WHERE number_personal_account = ${accountNumber}`,
        ),
      ),
    byId: async (contragentId) =>
      toAccount(await first(store, sql<AccountRow>`SELECT ${columns} FROM contragents WHERE id = ${contragentId}`)),
  };
}
