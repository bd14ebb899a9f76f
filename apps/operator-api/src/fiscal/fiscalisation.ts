import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../db/store/store.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { OutboxRepository } from '../outbox/outbox-repository.ts';
import type { FiscalRegister } from './fiscal-register.ts';
import { createFiscalReceiptRepository } from './fiscal-receipt-repository.ts';
import { fiscalReceiptText, isFiscalised, OPERATION_TEXT } from './fiscal-receipt-text.ts';

/** How long one attempt may hold a receipt before another instance may try it (the register's call and the write). */
export const FISCAL_LEASE_MS = 60_000;
/** The first retry after a failed attempt; it doubles up to FISCAL_MAX_BACKOFF_MS. */
export const FISCAL_FIRST_BACKOFF_MS = 30_000;
export const FISCAL_MAX_BACKOFF_MS = 10 * 60_000;
/**
 * A receipt still pending after this is no longer "waiting for its retry" but lost (the money
 * audit reports it): several attempts at the longest back-off fit in it.
 */
export const FISCAL_RETRY_WINDOW_MS = 60 * 60_000;

export type FiscaliseOutcome = 'fiscalised' | 'skipped' | 'failed';

export interface Fiscalisation {
  /** Asks the register for one receipt if its turn has come and no other attempt holds it, then mails it. */
  fiscalise(id: number): Promise<FiscaliseOutcome>;
  /** One run of the retry job: every pending receipt whose turn has come, one after another. */
  runDue(): Promise<{ fiscalised: number; failed: number }>;
}

export interface FiscalisationDeps {
  store: Store;
  register: FiscalRegister;
  outbox: Outbox;
  outboxRepository: OutboxRepository;
  now: () => number;
  log: FastifyBaseLogger;
}

export function backoffAfter(attempts: number): number {
  return Math.min(FISCAL_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), FISCAL_MAX_BACKOFF_MS);
}

const RUN_LIMIT = 100;

/**
 * The register is asked after the money's transaction commits, never inside it (a network call),
 * and again by the job until it answers: the pending row survives a crash at any moment. Of two
 * instances one claims a receipt (conditional update); the register answers a repeated external
 * id with the same document, and the conditional mark writes its email once.
 */
export function createFiscalisation({
  store,
  register,
  outbox,
  outboxRepository,
  now,
  log,
}: FiscalisationDeps): Fiscalisation {
  const repository = createFiscalReceiptRepository(store);

  async function mail(id: number): Promise<void> {
    const row = await repository.get(id);
    if (!row || !isFiscalised(row)) throw new Error(`fiscal receipt ${id} is not fiscalised`);
    const subject = `Кассовый чек (${OPERATION_TEXT[row.operation].toLowerCase()}) № ${row.document_number}`;
    const text = fiscalReceiptText(row);
    if (row.buyer_email) {
      await outbox.send({ to: row.buyer_email, subject, text, kind: 'fiscal-receipt' });
      return;
    }
    // The reference API has no SMS gateway: the message is kept for the operator, never mailed.
    await outboxRepository.insert({
      kind: 'fiscal-receipt-sms',
      to: row.buyer_phone ?? '',
      subject,
      text,
      attachments: [],
      status: 'stored',
      createdAt: now(),
    });
  }

  async function fiscalise(id: number): Promise<FiscaliseOutcome> {
    if (!(await repository.claim(id, now(), FISCAL_LEASE_MS))) return 'skipped';
    const row = await repository.get(id);
    if (!row) return 'skipped';
    let registration;
    try {
      registration = await register.register({
        externalId: `receipt-${row.id}`,
        operation: row.operation,
        seller: { name: row.seller_name, inn: row.seller_inn },
        item: row.item,
        amount: row.amount,
        buyerContact: row.buyer_email ?? row.buyer_phone ?? '',
      });
    } catch (error) {
      log.warn(
        { err: error, receiptId: id, attempt: row.attempts },
        'the fiscal register did not answer; the receipt waits for a retry',
      );
      await repository.markFailed(
        id,
        now() + backoffAfter(row.attempts),
        error instanceof Error ? error.message : String(error),
      );
      return 'failed';
    }
    // The mark and the email commit together: a receipt is mailed once, whoever got the answer.
    const marked = await store.transaction(async () => {
      if (!(await repository.markFiscalised(id, registration))) return false;
      await mail(id);
      return true;
    });
    return marked ? 'fiscalised' : 'skipped';
  }

  return {
    fiscalise,
    async runDue() {
      let fiscalised = 0;
      let failed = 0;
      for (const id of await repository.due(now(), RUN_LIMIT)) {
        const outcome = await fiscalise(id);
        if (outcome === 'fiscalised') fiscalised += 1;
        if (outcome === 'failed') failed += 1;
      }
      return { fiscalised, failed };
    },
  };
}
