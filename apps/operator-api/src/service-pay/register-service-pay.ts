import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import type { TokenService } from '../auth/token-service.ts';
import type { LedgerMonth } from '../billing/ledger.ts';
import type { ServerOptions } from '../config/options.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';
import { createAutopayService } from './autopay-service.ts';
import type { AutopayService } from './autopay-service.ts';
import { autopayAdminRoutes, servicePayRoutes } from './service-pay-routes.ts';

export interface ServicePayDeps {
  tokens: TokenService;
  residents: ResidentRepository;
  payments: PaymentService;
  outbox: Outbox;
  lastMonthOf: (contragentId: number) => LedgerMonth | undefined;
  emailOf: (userId: number) => string | undefined;
}

/**
 * «Оплата услуг»: the resident's routes, the operator's «run the due autopays now», and the
 * scheduler that runs them every `autopayIntervalMs` while the server is up (0: never, for tests
 * that run them by hand). Closing the server stops it and waits for a run under way.
 */
export async function registerServicePay(app: FastifyInstance, db: DatabaseSync, options: ServerOptions, deps: ServicePayDeps): Promise<AutopayService> {
  const autopay = createAutopayService({
    db,
    payments: deps.payments,
    outbox: deps.outbox,
    lastMonthOf: deps.lastMonthOf,
    emailOf: deps.emailOf,
    portalUrl: options.portalUrl,
    now: options.now,
    log: app.log,
  });
  await app.register(servicePayRoutes, { prefix: '/api/v3', tokens: deps.tokens, residents: deps.residents, autopay, lastMonthOf: deps.lastMonthOf });
  await app.register(autopayAdminRoutes, { prefix: '/api/admin', autopay, adminToken: options.adminToken });

  if (options.autopayIntervalMs > 0) {
    const scheduler = setInterval(() => {
      autopay.runDue().catch((error: unknown) => app.log.error({ err: error }, 'the autopay run failed'));
    }, options.autopayIntervalMs);
    scheduler.unref();
    // Before the database closes (the server's own onClose hook): no new run, and the one under way ends.
    app.addHook('preClose', async () => {
      clearInterval(scheduler);
      await autopay.idle();
    });
  }
  return autopay;
}
