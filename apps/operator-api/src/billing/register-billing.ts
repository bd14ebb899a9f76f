import fp from 'fastify-plugin';
import { createFiscalReceiptRepository } from '../fiscal/fiscal-receipt-repository.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import type { PaymentRepository } from '../payments/payment-repository.ts';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { billingDocumentRoutes } from './billing-document-routes.ts';
import { createBillingFigures } from './billing-figures.ts';
import type { BillingFigures } from './billing-figures.ts';
import { billingRoutes } from './billing-routes.ts';
import { createBillingService } from './billing-service.ts';
import type { BillingService } from './billing-service.ts';
import { createPaymentHistoryRepository } from './payment-history-repository.ts';
import { createReceiptSendLimit } from './receipt-send-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ledger: what an account was charged and owes (`debtOf`, `lastMonth`), one figure wherever a debt is shown. */
    billing: BillingService;
    /** The ledger's other figures that other domains show (billing-figures.ts). */
    billingFigures: BillingFigures;
    /** The payments as the ledger and the history read them. */
    paymentRepository: PaymentRepository;
  }
}

/** Billing: the ledger, receipts, reconciliation and the payment history. */
export const billing: Domain = {
  services: fp(
    async (app) => {
      const payments = createPaymentRepository(app.store);
      const service = createBillingService(app.store, payments);
      app.decorate('paymentRepository', payments);
      app.decorate('billing', service);
      app.decorate('billingFigures', createBillingFigures(app.store, service));
    },
    { name: 'billing' },
  ),
  async residentRoutes(scope) {
    await scope.register(billingDocumentRoutes, {
      ...RESIDENT_PREFIX,
      residents: scope.residents,
      billing: scope.billing,
      outbox: scope.outbox,
      brand: scope.brand,
      emailOf: scope.billingFigures.emailOf,
      receiptSends: createReceiptSendLimit(scope.store, scope.serverOptions.now),
    });
  },
  async accountRoutes(scope) {
    await scope.register(billingRoutes, {
      ...RESIDENT_PREFIX,
      billing: scope.billing,
      payments: scope.paymentRepository,
      history: createPaymentHistoryRepository(scope.store),
      fiscalReceipts: createFiscalReceiptRepository(scope.store),
    });
  },
};
