import fp from 'fastify-plugin';
import { createTickLease } from '../db/store/tick-lease.ts';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from '../server/domain.ts';
import { AUTOPAY_TICK_LOCK, startAutopayScheduler } from './autopay-scheduler.ts';
import { createAutopayService } from './autopay-service.ts';
import type { AutopayService } from './autopay-service.ts';
import { autopayAdminRoutes, servicePayRoutes } from './service-pay-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    autopay: AutopayService;
  }
}

/**
 * «Оплата услуг»: the resident's routes, the operator's «run the due autopays now», and the
 * scheduler that runs them every `autopayIntervalMs` while the server is up (0: never, for tests
 * that run them by hand). Closing the server stops it and waits for a run under way. With several
 * instances on one PostgreSQL a tick runs on the one that takes the lease and is skipped on the
 * others; the operator's command is not under it (one process serializes its own runs, and the
 * due dates are claimed once).
 */
export const servicePay: Domain = {
  services: fp(
    async (app) => {
      const options = app.serverOptions;
      const autopay = createAutopayService({
        store: app.store,
        payments: app.payments,
        outbox: app.outbox,
        lastMonthOf: app.billing.lastMonth,
        emailOf: app.billingFigures.emailOf,
        portalUrl: options.portalUrl,
        now: options.now,
        log: app.log,
      });
      app.decorate('autopay', autopay);
      if (options.autopayIntervalMs > 0) {
        const lease = createTickLease(app.store, AUTOPAY_TICK_LOCK);
        const scheduler = startAutopayScheduler(() => autopay.runDue(), lease, options.autopayIntervalMs, app.log);
        // Before the database and the store close (the server's own onClose hook): no new run, the tick
        // under way ends (and with it its lease's transaction), and so does any other run.
        app.addHook('preClose', async () => {
          await scheduler.stop();
          await autopay.idle();
        });
      }
    },
    { name: 'service-pay', dependencies: ['outbox', 'billing', 'payments'] },
  ),
  async accountRoutes(scope) {
    await scope.register(servicePayRoutes, {
      ...RESIDENT_PREFIX,
      autopay: scope.autopay,
      lastMonthOf: scope.billing.lastMonth,
    });
  },
  async adminRoutes(scope) {
    await scope.register(autopayAdminRoutes, { ...ADMIN_PREFIX, autopay: scope.autopay });
  },
};
