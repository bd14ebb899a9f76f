import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { first } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { FiscalRegisterUnavailableError } from './fiscal-register.ts';
import type { FiscalRegister } from './fiscal-register.ts';

/** The test register's fixed identity: a registration number and a fiscal storage of 16 digits. */
export const TEST_REGISTER_NUMBER = '0000000001012345';
export const TEST_FISCAL_STORAGE = '7380440700076549';

/** The advisory lock that keeps the journal's numbering in one line on PostgreSQL. */
const JOURNAL_LOCK = 23_000_054;

interface JournalRow {
  document_number: number;
  amount: number;
  registered_at: number;
}

export interface TestFiscalRegisterOptions {
  /** Signs the fiscal sign (ФП), as a real fiscal storage's key does. */
  secret: string;
  now: () => number;
  /** Tests make the register unreachable to see receipts wait and be retried. */
  unavailable?: () => boolean;
}

/**
 * The fiscal sign: 10 digits from an HMAC over the document's storage, number, sum and time — like
 * a real ФП it cannot be made without the storage's key, and the same document always has the same.
 */
export function fiscalSignOf(secret: string, documentNumber: number, amount: number, at: number): string {
  const mac = createHmac('sha256', secret).update(`${TEST_FISCAL_STORAGE}|${documentNumber}|${amount}|${at}`).digest();
  return String(mac.readUInt32BE(0)).padStart(10, '0');
}

/**
 * A stand-in for an online cash register: numbers documents in sequence (ФД) in its own journal
 * (`test_fiscal_documents`; it is an external service, so it reads none of the portal's tables)
 * and answers the same document again for an external id it has seen.
 */
export function createTestFiscalRegister(store: Store, options: TestFiscalRegisterOptions): FiscalRegister {
  return {
    async register(document) {
      if (options.unavailable?.()) throw new FiscalRegisterUnavailableError('the test register is switched off');
      if (!Number.isSafeInteger(document.amount) || document.amount <= 0)
        throw new Error(`a fiscal document needs a positive sum, got ${document.amount}`);
      // Its own transaction on the root, never a caller's: the register is not the portal. One
      // document at a time (the lock on PostgreSQL, the one connection on SQLite), so ФД has no gaps.
      const row = await store.db.transaction().execute(async (tx) => {
        if (store.dialect === 'postgres') await first(tx, sql`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK})`);
        const known = await first(
          tx,
          sql<JournalRow>`SELECT document_number, amount, registered_at FROM test_fiscal_documents WHERE external_id = ${document.externalId}`,
        );
        if (known) return known;
        return first(
          tx,
          sql<JournalRow>`INSERT INTO test_fiscal_documents (document_number, external_id, operation, amount, registered_at)
            SELECT COALESCE(MAX(document_number), 0) + 1, ${document.externalId}, ${document.operation}, ${document.amount}, ${options.now()}
            FROM test_fiscal_documents
            RETURNING document_number, amount, registered_at`,
        );
      });
      if (!row) throw new Error('a fiscal document the test register made cannot be read');
      return {
        registerNumber: TEST_REGISTER_NUMBER,
        fiscalStorage: TEST_FISCAL_STORAGE,
        documentNumber: row.document_number,
        fiscalSign: fiscalSignOf(options.secret, row.document_number, row.amount, row.registered_at),
        fiscalisedAt: row.registered_at,
      };
    },
  };
}
