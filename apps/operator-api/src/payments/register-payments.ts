import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createTickLease } from '../db/store/tick-lease.ts';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { createAccountTokens } from './account-token.ts';
import type { Acquirer } from './acquirer.ts';
import { createGuestSecrets } from './guest-secrets.ts';
import { NOTIFICATIONS_PREFIX } from './notification-path.ts';
import { notificationRoutes } from './notification-routes.ts';
import { createPayAccounts } from './pay-accounts.ts';
import { paymentRoutes } from './payment-routes.ts';
import { createPaymentService } from './payment-service.ts';
import type { PaymentService } from './payment-service.ts';
import { EXPIRY_TICK_LOCK, RECONCILE_TICK_LOCK, startPaymentJob } from './payment-reconciler.ts';
import { publicPayRoutes } from './public-pay-routes.ts';
import { createTestAcquirer, TEST_ACQUIRER_PREFIX } from './test-acquirer/test-acquirer.ts';
import type { TestAcquirer } from './test-acquirer/test-acquirer.ts';
import { testAcquirerRoutes } from './test-acquirer/test-acquirer-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: creating, settling, expiring and reconciling them. */
    payments: PaymentService;
    /** The acquirer the payments go through and its notifications come from. */
    acquirer: Acquirer;
    /** The built-in test acquirer's hosted page, its notifications and the secret it signs them with. */
    testAcquirer: TestAcquirer & { secret: string };
  }
}

const randomSecret = () => randomBytes(32).toString('hex');

/**
 * Card payments: the acquirer, the resident's and the guest's payment routes, the signed
 * notification route, the reconciler that asks the acquirer about open payments and the sweeper
 * that expires payments left on the acquirer's page (payment-reconciler.ts).
 * The acquirer is the built-in test one; a real adapter (acquirer.ts) replaces createTestAcquirer
 * here, and its hosted page replaces testAcquirerRoutes.
 */
export const payments: Domain = {
  services: fp(
    async (app) => {
      const options = app.serverOptions;
      const secret = options.acquirerHmacSecret ?? randomSecret();
      const testAcquirer = createTestAcquirer(app.store, secret, options.now);
      const allocator = app.paymentAllocator;
      const service = createPaymentService({
        store: app.store,
        acquirer: testAcquirer.acquirer,
        receipts: app.fiscal.receipts,
        orders: app.orders,
        // A bill payment on an account with an installment agreement pays its schedule, in the settlement's transaction.
        chargesPaid: async (payment, settledAt) => {
          await allocator.allocate(
            { id: payment.id, contragentId: payment.contragent_id, amount: payment.amount },
            settledAt,
          );
        },
        seller: app.brand.company.name,
        ttlSeconds: options.paymentTtlSeconds,
        now: options.now,
        log: app.log,
        countOutcome: (outcome, count) => app.apiMetrics?.countPayments(outcome, count),
      });
      app.decorate('payments', service);
      app.decorate('acquirer', testAcquirer.acquirer);
      app.decorate('testAcquirer', { ...testAcquirer, secret });

      // Reading a payment settles or expires it when due; the sweeper does it for payments nobody
      // reads, and the reconciler asks about every open one before that (a notification that never
      // came). Under leases: with several instances one runs each tick, and any of them may die.
      const jobs = [
        startPaymentJob(
          'payment expiry sweep',
          () => service.expireDue(),
          createTickLease(app.store, EXPIRY_TICK_LOCK),
          options.paymentSweepMs,
          app.log,
        ),
      ];
      if (options.paymentReconcileMs > 0) {
        jobs.push(
          startPaymentJob(
            'payment reconciliation',
            () => service.reconcileOpen(),
            createTickLease(app.store, RECONCILE_TICK_LOCK),
            options.paymentReconcileMs,
            app.log,
          ),
        );
      }
      app.addHook('preClose', async () => {
        await Promise.all(jobs.map((job) => job.stop()));
      });
    },
    { name: 'payments', dependencies: ['auth', 'outbox', 'fiscal', 'orders', 'billing', 'installments'] },
  ),
  async openRoutes(app) {
    const options = app.serverOptions;
    await app.register(notificationRoutes, {
      prefix: NOTIFICATIONS_PREFIX,
      acquirer: app.acquirer,
      settlement: app.payments,
    });
    const test = app.testAcquirer;
    await app.register(testAcquirerRoutes, {
      prefix: TEST_ACQUIRER_PREFIX,
      store: app.store,
      sessions: test.sessions,
      notifications: test.notifications,
      retryMs: options.acquirerRetryMs,
      maxRetryMs: options.acquirerMaxRetryMs,
      cards: test.cards,
      secret: test.secret,
      events: app.payments,
      merchant: app.brand.company.name,
      now: options.now,
    });
  },
  async accountRoutes(scope) {
    await scope.register(paymentRoutes, {
      ...RESIDENT_PREFIX,
      payments: scope.payments,
      orders: scope.orders,
      billedServiceName: scope.billingFigures.billedServiceName,
    });
  },
  // The public /pay page: a guest pays an account's debt, the same figure billing's summary shows.
  async clientRoutes(scope) {
    const options = scope.serverOptions;
    await scope.register(publicPayRoutes, {
      ...RESIDENT_PREFIX,
      altcha: scope.altcha,
      accounts: createPayAccounts(scope.store),
      debtOf: scope.billing.debtOf,
      accountTokens: createAccountTokens(
        options.accountTokenSecret ?? randomSecret(),
        options.accountTokenTtlSeconds,
        options.now,
      ),
      guestSecrets: createGuestSecrets(scope.store, options.now),
      payments: scope.payments,
      lookupRateLimit: options.payLookupRateLimit,
    });
  },
};
