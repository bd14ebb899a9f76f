import type { DatabaseSync } from 'node:sqlite';
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openStore } from '../db/store/store.ts';
import { registerErrorHandling } from '../server/error-handler.ts';
import { registerJsonParser } from '../server/json-parser.ts';
import { validatorCompiler } from '../server/validator-compiler.ts';
import { createClock } from './test-server.ts';
import type { TestClock } from './test-server.ts';
import type { PaymentForAcquirer, VerifiedNotification } from '../payments/acquirer.ts';
import { NOTIFICATIONS_PREFIX } from '../payments/notification-path.ts';
import { notificationRoutes } from '../payments/notification-routes.ts';
import type { SettleOutcome } from '../payments/notification-types.ts';
import { createTestAcquirer, TEST_ACQUIRER_PREFIX } from '../payments/test-acquirer/test-acquirer.ts';
import type { TestAcquirer } from '../payments/test-acquirer/test-acquirer.ts';
import { testAcquirerRoutes } from '../payments/test-acquirer/test-acquirer-routes.ts';

export const ACQUIRER_SECRET = 'acquirer-secret-of-the-suite';
export const MERCHANT = 'ООО «Регоператор»';

/** The test acquirer and the notification route on a bare server, with the payments side recorded. */
export interface AcquirerTestApp {
  app: FastifyInstance;
  db: DatabaseSync;
  clock: TestClock;
  testAcquirer: TestAcquirer;
  notifications: VerifiedNotification[];
  opened: number[];
  /** What the next settle answers ('settled' unless set); 'crash' throws, as a settlement that could not commit. */
  settleAnswer: { value: SettleOutcome | 'crash' };
  /** A session for payment 7 of 1 500 ₽ unless overridden; answers the page path. */
  openSession(overrides?: Partial<PaymentForAcquirer>): Promise<string>;
  close(): Promise<void>;
}

/** `retryMs`: the first pause before an unacknowledged notification is resent (a minute unless given). */
export async function startAcquirerTestApp({ retryMs = 60_000 }: { retryMs?: number } = {}): Promise<AcquirerTestApp> {
  const clock = createClock(Date.UTC(2026, 4, 15, 9));
  const db = openDatabase(':memory:');
  migrate(db, clock.now());
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  await app.register(formbody);

  const store = openStore({ dialect: 'sqlite', db });
  const testAcquirer = createTestAcquirer(store, ACQUIRER_SECRET, clock.now);
  const notifications: VerifiedNotification[] = [];
  const opened: number[] = [];
  const settleAnswer: { value: SettleOutcome | 'crash' } = { value: 'settled' };
  await app.register(notificationRoutes, {
    prefix: NOTIFICATIONS_PREFIX,
    acquirer: testAcquirer.acquirer,
    settlement: {
      settle(notification) {
        if (settleAnswer.value === 'crash') return Promise.reject(new Error('the settlement did not commit'));
        notifications.push(notification);
        return Promise.resolve(settleAnswer.value);
      },
    },
  });
  await app.register(testAcquirerRoutes, {
    prefix: TEST_ACQUIRER_PREFIX,
    store,
    sessions: testAcquirer.sessions,
    notifications: testAcquirer.notifications,
    retryMs,
    maxRetryMs: retryMs * 8,
    cards: testAcquirer.cards,
    secret: ACQUIRER_SECRET,
    events: { opened: (paymentId) => Promise.resolve(void opened.push(paymentId)) },
    merchant: MERCHANT,
    now: clock.now,
  });

  return {
    app,
    db,
    clock,
    testAcquirer,
    notifications,
    opened,
    settleAnswer,
    async openSession(overrides = {}) {
      const session = await testAcquirer.acquirer.createSession({
        id: 7,
        amount: 150_000,
        description: 'Оплата по лицевому счёту 7700000001',
        returnUrl: '/resident/1/billing?tab=payments&payment=7',
        expiresAt: clock.now() + 20 * 60 * 1000,
        saveCard: false,
        receiptEmail: 'ivanov@demo.ru',
        receiptPhone: undefined,
        ...overrides,
      });
      return session.confirmationUrl;
    },
    async close() {
      await app.close();
      await store.close();
      db.close();
    },
  };
}
