import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Brand } from '@resident/contract';
import type { AltchaService } from '../altcha/altcha-service.ts';
import type { ServerOptions } from '../config/options.ts';
import type { Store } from '../db/store/store.ts';
import { createTickLease } from '../db/store/tick-lease.ts';
import type { Orders } from '../orders/orders.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { OutboxRepository } from '../outbox/outbox-repository.ts';
import { createAccountTokens } from './account-token.ts';
import type { FiscalReceipts } from './fiscal-receipt.ts';
import { createGuestSecrets } from './guest-secrets.ts';
import { NOTIFICATIONS_PREFIX } from './notification-path.ts';
import { notificationRoutes } from './notification-routes.ts';
import { createPayAccounts } from './pay-accounts.ts';
import { paymentRoutes } from './payment-routes.ts';
import { createPaymentService } from './payment-service.ts';
import type { PaymentService, PaymentServiceDeps } from './payment-service.ts';
import { EXPIRY_TICK_LOCK, RECONCILE_TICK_LOCK, startPaymentJob } from './payment-reconciler.ts';
import { publicPayRoutes } from './public-pay-routes.ts';
import { createTestAcquirer, TEST_ACQUIRER_PREFIX } from './test-acquirer/test-acquirer.ts';
import { testAcquirerRoutes } from './test-acquirer/test-acquirer-routes.ts';

export interface PaymentsDeps {
  orders: Orders;
  /** Fiscal receipts of settled payments (src/fiscal/register-fiscal.ts). */
  receipts: FiscalReceipts;
  brand: Brand;
  altcha: AltchaService;
  outbox: Outbox;
  outboxRepository: OutboxRepository;
  /** What an account owes now, kopecks (negative: overpaid), from the ledger. */
  debtOf: (contragentId: number) => Promise<number>;
  /** In the settlement's transaction, for each succeeded 'charges' payment (see PaymentServiceDeps). */
  chargesPaid?: PaymentServiceDeps['chargesPaid'];
  /** The name of a service the account's newest receipt bills, or undefined (a payment's serviceId). */
  billedServiceName: (contragentId: number, serviceId: string) => Promise<string | undefined>;
}

export interface RegisteredPayments {
  payments: PaymentService;
  /** Registers the resident's payment routes inside the account context (src/http/resident-context.ts). */
  accountRoutes: (scope: FastifyInstance) => Promise<void>;
  /** Registers the guest's /pay routes inside the client-credential context (src/http/client-context.ts). */
  clientRoutes: (scope: FastifyInstance) => Promise<void>;
}

const randomSecret = () => randomBytes(32).toString('hex');

/**
 * Card payments: the acquirer, the resident's and the guest's payment routes (registered by the
 * caller through accountRoutes and clientRoutes, inside their contexts), the signed
 * notification route, the reconciler that asks the acquirer about open payments and the sweeper
 * that expires payments left on the acquirer's page (payment-reconciler.ts).
 * The acquirer is the built-in test one; a real adapter (acquirer.ts) replaces createTestAcquirer
 * here, and its hosted page replaces testAcquirerRoutes.
 */
export async function registerPayments(
  app: FastifyInstance,
  store: Store,
  options: ServerOptions,
  deps: PaymentsDeps,
): Promise<RegisteredPayments> {
  const acquirerSecret = options.acquirerHmacSecret ?? randomSecret();
  const testAcquirer = createTestAcquirer(store, acquirerSecret, options.now);
  const payments = createPaymentService({
    store,
    acquirer: testAcquirer.acquirer,
    receipts: deps.receipts,
    orders: deps.orders,
    chargesPaid: deps.chargesPaid,
    seller: deps.brand.company.name,
    ttlSeconds: options.paymentTtlSeconds,
    now: options.now,
    log: app.log,
    countOutcome: (outcome, count) => app.apiMetrics?.countPayments(outcome, count),
  });

  await app.register(notificationRoutes, { prefix: NOTIFICATIONS_PREFIX, acquirer: testAcquirer.acquirer, settlement: payments });
  await app.register(testAcquirerRoutes, {
    prefix: TEST_ACQUIRER_PREFIX,
    store,
    sessions: testAcquirer.sessions,
    notifications: testAcquirer.notifications,
    retryMs: options.acquirerRetryMs,
    maxRetryMs: options.acquirerMaxRetryMs,
    cards: testAcquirer.cards,
    secret: acquirerSecret,
    events: payments,
    merchant: deps.brand.company.name,
    now: options.now,
  });

  // Reading a payment settles or expires it when due; the sweeper does it for payments nobody
  // reads, and the reconciler asks about every open one before that (a notification that never
  // came). Under leases: with several instances one runs each tick, and any of them may die.
  const jobs = [startPaymentJob('payment expiry sweep', () => payments.expireDue(), createTickLease(store, EXPIRY_TICK_LOCK), options.paymentSweepMs, app.log)];
  if (options.paymentReconcileMs > 0) {
    jobs.push(startPaymentJob('payment reconciliation', () => payments.reconcileOpen(), createTickLease(store, RECONCILE_TICK_LOCK), options.paymentReconcileMs, app.log));
  }
  app.addHook('preClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
  return {
    payments,
    async clientRoutes(scope) {
      await scope.register(publicPayRoutes, {
        prefix: '/api/v3',
        altcha: deps.altcha,
        accounts: createPayAccounts(store),
        debtOf: deps.debtOf,
        accountTokens: createAccountTokens(options.accountTokenSecret ?? randomSecret(), options.accountTokenTtlSeconds, options.now),
        guestSecrets: createGuestSecrets(store, options.now),
        payments,
        lookupRateLimit: options.payLookupRateLimit,
      });
    },
    async accountRoutes(scope) {
      await scope.register(paymentRoutes, { prefix: '/api/v3', payments, orders: deps.orders, billedServiceName: deps.billedServiceName });
    },
  };
}
