import fp from 'fastify-plugin';
import type { Brand } from '@resident/contract';
import { createFiscalReceipts } from '../payments/fiscal-receipt.ts';
import type { FiscalReceipts, FiscalSeller, ReturnReceipts } from '../payments/fiscal-receipt.ts';
import type { Domain } from '../server/domain.ts';
import { createFiscalisation } from './fiscalisation.ts';
import type { Fiscalisation } from './fiscalisation.ts';
import { createTestFiscalRegister } from './test-fiscal-register.ts';

/** The test register's storage key: fixed, so every instance signs a document the same way. */
const TEST_REGISTER_SECRET = 'test-fiscal-storage-key';

export interface RegisteredFiscal {
  /** What settlements and refunds write their receipts with (inside their transactions). */
  receipts: FiscalReceipts & ReturnReceipts;
  fiscalisation: Fiscalisation;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Fiscal receipts (54-ФЗ) of settled payments and refunds. */
    fiscal: RegisteredFiscal;
  }
}

/** The seller printed on receipts: the brand's payee requisites (name and ИНН), else the company's name. */
export function sellerOf(brand: Brand): FiscalSeller {
  return brand.requisites
    ? { name: brand.requisites.name, inn: brand.requisites.inn }
    : { name: brand.company.name, inn: '' };
}

/**
 * Fiscal receipts (54-ФЗ): the rows written with the money, the register asked after each commit,
 * and the retry job every `paymentSweepMs` on every instance (each receipt is claimed by one; no
 * lease for the tick is needed). Closing the server waits for the attempts under way.
 * The register is the built-in test one; a real adapter (fiscal-register.ts) replaces it here.
 */
export const fiscal: Domain = {
  services: fp(
    async (app) => {
      const { store, serverOptions: options } = app;
      const register = createTestFiscalRegister(store, { secret: TEST_REGISTER_SECRET, now: options.now });
      const fiscalisation = createFiscalisation({
        store,
        register,
        outbox: app.outbox,
        outboxRepository: app.outboxRepository,
        now: options.now,
        log: app.log,
      });
      const running = new Set<Promise<unknown>>();
      const track = (work: Promise<unknown>) => {
        const tracked = work
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'fiscalising receipts failed; the retry job tries again'),
          )
          .finally(() => running.delete(tracked));
        running.add(tracked);
      };
      const receipts = createFiscalReceipts({
        store,
        seller: sellerOf(app.brand),
        written: (id) => store.afterCommit(() => track(fiscalisation.fiscalise(id))),
      });

      let ticking = false;
      const timer = setInterval(() => {
        if (ticking) return;
        ticking = true;
        track(fiscalisation.runDue().finally(() => (ticking = false)));
      }, options.paymentSweepMs);
      timer.unref();
      app.addHook('preClose', async () => {
        clearInterval(timer);
        await Promise.all(running);
      });
      app.decorate('fiscal', { receipts, fiscalisation });
    },
    { name: 'fiscal', dependencies: ['outbox'] },
  ),
};
