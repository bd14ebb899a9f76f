import type { FastifyInstance } from 'fastify';
import type { LedgerMonth } from '../billing/ledger.ts';
import type { Store } from '../db/store/store.ts';
import { createTickLease } from '../db/store/tick-lease.ts';
import type { ServerOptions } from '../config/options.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { AUTOPAY_TICK_LOCK, startAutopayScheduler } from './autopay-scheduler.ts';
import { createAutopayService } from './autopay-service.ts';
import type { AutopayService } from './autopay-service.ts';
import { autopayAdminRoutes, servicePayRoutes } from './service-pay-routes.ts';

export interface ServicePayDeps {
  payments: PaymentService;
  outbox: Outbox;
  lastMonthOf: (contragentId: number) => Promise<LedgerMonth | undefined>;
  emailOf: (userId: number) => Promise<string | undefined>;
  /**
   * The app's store: the autopays' rows, and on PostgreSQL each tick takes its lease, so one
   * instance runs it.
   */
  store: Store;
}

export interface RegisteredServicePay {
  autopay: AutopayService;
  /** Registers the resident's service-pay routes inside the account context (src/http/resident-context.ts). */
  accountRoutes: (scope: FastifyInstance) => Promise<void>;
  /** Registers the operator's «run the due autopays now» inside the admin context (src/http/admin-context.ts). */
  adminRoutes: (scope: FastifyInstance) => Promise<void>;
}

/**
 * «Оплата услуг»: the resident's routes and the operator's «run the due autopays now» (registered
 * by the caller through accountRoutes and adminRoutes, inside their contexts), and the
 * scheduler that runs them every `autopayIntervalMs` while the server is up (0: never, for tests
 * that run them by hand). Closing the server stops it and waits for a run under way. With several
 * instances on one PostgreSQL a tick runs on the one that takes the lease and is skipped on the
 * others; the operator's command is not under it (one process serializes its own runs, and the
 * due dates are claimed once).
 */
export async function registerServicePay(app: FastifyInstance, options: ServerOptions, deps: ServicePayDeps): Promise<RegisteredServicePay> {
  const autopay = createAutopayService({
    store: deps.store,
    payments: deps.payments,
    outbox: deps.outbox,
    lastMonthOf: deps.lastMonthOf,
    emailOf: deps.emailOf,
    portalUrl: options.portalUrl,
    now: options.now,
    log: app.log,
  });

  if (options.autopayIntervalMs > 0) {
    const lease = createTickLease(deps.store, AUTOPAY_TICK_LOCK);
    const scheduler = startAutopayScheduler(() => autopay.runDue(), lease, options.autopayIntervalMs, app.log);
    // Before the database and the store close (the server's own onClose hook): no new run, the tick
    // under way ends (and with it its lease's transaction), and so does any other run.
    app.addHook('preClose', async () => {
      await scheduler.stop();
      await autopay.idle();
    });
  }
  return {
    autopay,
    async accountRoutes(scope) {
      await scope.register(servicePayRoutes, { prefix: '/api/v3', autopay, lastMonthOf: deps.lastMonthOf });
    },
    async adminRoutes(scope) {
      await scope.register(autopayAdminRoutes, { prefix: '/api/admin', autopay });
    },
  };
}
