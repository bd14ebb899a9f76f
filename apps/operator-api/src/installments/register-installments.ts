import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from '../server/domain.ts';
import { createInstallmentRepository } from './installment-repository.ts';
import type { InstallmentRepository } from './installment-repository.ts';
import { installmentAdminRoutes, installmentRoutes } from './installment-routes.ts';
import { createPaymentAllocator } from './payment-allocator.ts';
import type { PaymentAllocator } from './payment-allocator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    installments: InstallmentRepository;
    /** A bill payment on an account with an installment agreement pays its schedule, oldest due first. */
    paymentAllocator: PaymentAllocator;
  }
}

/** Installment agreements: the resident's application, the operator's decision, the schedule a payment pays. */
export const installments: Domain = {
  services: fp(
    async (app) => {
      app.decorate('paymentAllocator', createPaymentAllocator(app.store));
      app.decorate('installments', createInstallmentRepository(app.store));
    },
    { name: 'installments', dependencies: ['residents', 'billing'] },
  ),
  async residentRoutes(scope) {
    // An application spreads the same debt as billing's summary shows.
    await scope.register(installmentRoutes, {
      ...RESIDENT_PREFIX,
      residents: scope.residents,
      installments: scope.installments,
      debtOf: scope.billing.debtOf,
      now: scope.serverOptions.now,
    });
  },
  async adminRoutes(scope) {
    await scope.register(installmentAdminRoutes, {
      ...ADMIN_PREFIX,
      installments: scope.installments,
      now: scope.serverOptions.now,
    });
  },
};
