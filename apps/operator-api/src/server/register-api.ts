import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Brand } from '@resident/contract';
import { createAltchaService } from '../altcha/altcha-service.ts';
import { brandAssetRoutes } from '../branding/brand-asset-routes.ts';
import { BRAND_ASSETS_PATH } from '../branding/check-brand.ts';
import type { BrandAsset } from '../branding/check-brand.ts';
import { registerAdminFailureLimit } from '../auth/admin-failure-limit.ts';
import { createClientCredentialCheck } from '../auth/client-credential.ts';
import { createTokenService } from '../auth/token-service.ts';
import { createChangeObjectRepository } from '../communication/change-object-repository.ts';
import { containerRentalRoutes } from '../container-rental/container-rental-routes.ts';
import { createContainerRentalService } from '../container-rental/container-rental-service.ts';
import { createChatRepository } from '../communication/chat-repository.ts';
import { createTaskRepository } from '../communication/task-repository.ts';
import { createUnreadRepository } from '../communication/unread-repository.ts';
import type { ServerOptions } from '../config/options.ts';
import { createDocumentRepository } from '../documents/document-repository.ts';
import { createSmtpTransport } from '../outbox/mail-transport.ts';
import { createOutbox } from '../outbox/outbox.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { createOutboxRepository } from '../outbox/outbox-repository.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { createInstallmentRepository } from '../installments/installment-repository.ts';
import { createPaymentAllocator } from '../installments/payment-allocator.ts';
import { compressAnswers } from './compress-answers.ts';
import { openDispatchHub } from './dispatch-hub-of.ts';
import { installmentAdminRoutes, installmentRoutes } from '../installments/installment-routes.ts';
import { createInsuranceService } from '../insurance/insurance-service.ts';
import { insuranceRoutes } from '../insurance/insurance-routes.ts';
import { createLitigationService } from '../litigation/litigation-service.ts';
import { litigationRoutes } from '../litigation/litigation-routes.ts';
import { litigationAdminRoutes } from '../litigation/litigation-admin-routes.ts';
import { createObjectRepository } from '../objects/object-repository.ts';
import { objectRoutes } from '../objects/object-routes.ts';
import { createOrders } from '../orders/orders.ts';
import { createRefundRecords } from '../orders/refund-records.ts';
import { registerFiscal } from '../fiscal/register-fiscal.ts';
import { createFiscalReceiptRepository } from '../fiscal/fiscal-receipt-repository.ts';
import { createPaymentHistoryRepository } from '../billing/payment-history-repository.ts';
import { createEmailChanges } from '../profile/email-change.ts';
import { emailChangeRoutes } from '../profile/email-change-routes.ts';
import { createProfileRepository } from '../profile/profile-repository.ts';
import { profileRoutes } from '../profile/profile-routes.ts';
import { registrationRoutes } from '../registration/registration-routes.ts';
import { createRegistrationService } from '../registration/registration-service.ts';
import { registerPayments } from '../payments/register-payments.ts';
import { registerServicePay } from '../service-pay/register-service-pay.ts';
import { createPopupRepository } from '../residents/popup-repository.ts';
import { createResidentRepository } from '../residents/resident-repository.ts';
import { createBillingService } from '../billing/billing-service.ts';
import { chargedOf } from '../billing/ledger.ts';
import { createRecipientLookup } from '../billing/recipient-repository.ts';
import { createReceiptSendLimit } from '../billing/receipt-send-limit.ts';
import { createPaymentRepository } from '../payments/payment-repository.ts';
import { accountRoutes } from '../routes/account-routes.ts';
import { adminRoutes } from '../routes/admin-routes.ts';
import { changeObjectRoutes } from '../routes/change-object-routes.ts';
import { billingDocumentRoutes } from '../routes/billing-document-routes.ts';
import { billingRoutes } from '../routes/billing-routes.ts';
import { chatRoutes } from '../routes/chat-routes.ts';
import type { CommunicationContext } from '../communication/communication-context.ts';
import { communicationRoutes } from '../routes/communication-routes.ts';
import { dispatchRoutes } from '../routes/dispatch-routes.ts';
import { documentRoutes } from '../routes/document-routes.ts';
import { oauthRoutes } from '../routes/oauth-routes.ts';
import { adminOutboxRoutes } from '../routes/outbox-routes.ts';
import { healthRoute, publicRoutes } from '../routes/public-routes.ts';
import { readyRoute } from '../routes/ready-route.ts';
import { paymentSearchRoutes } from '../routes/payment-search-routes.ts';
import { residentRoutes } from '../routes/resident-routes.ts';
import { unreadRoutes } from '../routes/unread-routes.ts';
import { registerDocs } from './docs.ts';
import { adminContext } from '../http/admin-context.ts';
import { clientContext } from '../http/client-context.ts';
import { accountContext, residentContext } from '../http/resident-context.ts';
import { sharedCounters } from './shared-counters.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerJsonParser } from './json-parser.ts';
import { validatorCompiler } from './validator-compiler.ts';
import { createPrizeRepository } from '../prizes/prize-repository.ts';
import { prizeRoutes } from '../prizes/prize-routes.ts';
import type { Store } from '../db/store/store.ts';
import { createVacancyRepository } from '../vacancies/vacancy-repository.ts';
import { vacancyAdminRoutes } from '../vacancies/vacancy-admin-routes.ts';
import { vacancyRoutes } from '../vacancies/vacancy-routes.ts';
import { wasteAdminRoutes } from '../waste-removal/waste-admin-routes.ts';
import { wasteRoutes } from '../waste-removal/waste-routes.ts';
import { createWasteRemovalService } from '../waste-removal/waste-service.ts';

export interface RegisteredApi {
  /** Deletes tokens and redeemed challenges that can no longer be used. */
  purgeExpired(): void;
  outbox: Outbox;
}

/** Where the routes' dependencies come from that the server builds outside registerApi. */
export interface ApiResources {
  brand: Brand;
  /** The logo and favicon files of an operator's brand file, served at /api/brand/. */
  brandAssets: ReadonlyMap<string, BrandAsset>;
  documentStore: DocumentStore;
  /** The storage every repository works on: SQLite, or PostgreSQL under DATABASE_URL. */
  store: Store;
}

/** Wires the services to the database and mounts every route under the agreed URL layout. */
export async function registerApi(
  app: FastifyInstance,
  options: ServerOptions,
  { brand, brandAssets, documentStore, store }: ApiResources,
): Promise<RegisteredApi> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  await app.register(formbody);
  await compressAnswers(app);
  // Counted in memory on SQLite; on PostgreSQL in tables the instances share.
  const counters = sharedCounters(store, options);
  await app.register(rateLimit, { global: false, ...(counters.rateLimitStore ? { store: counters.rateLimitStore } : {}) });
  registerAdminFailureLimit(app, options.adminToken, options.adminFailureLimit);
  await registerDocs(app, { publicUrl: options.publicUrl, brand });

  const tokens = createTokenService(store, options);
  const residents = createResidentRepository(store);
  const altcha = createAltchaService(store, {
    hmacSecret: options.altchaHmacSecret ?? randomBytes(32).toString('hex'),
    cost: options.altchaCost,
    maxNumber: options.altchaMaxNumber,
    ttlSeconds: options.altchaTtlSeconds,
    now: options.now,
  });

  const outboxRepository = createOutboxRepository(store);
  const outbox = createOutbox({
    store,
    repository: outboxRepository,
    transport: options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined,
    from: options.smtpFrom ?? brand.contacts?.supportEmail ?? 'noreply@localhost',
    now: options.now,
    onError: (error, messageId) => app.log.error({ err: error, messageId }, 'outbox delivery failed'),
  });
  // Deliveries under way finish before the server's own onClose hook closes the database.
  app.addHook('preClose', () => outbox.close());

  const isClientAuthorized = createClientCredentialCheck(options.clientId, options.clientSecret);
  await app.register(healthRoute, { prefix: '/api' });
  await app.register(readyRoute, { prefix: '/api', store, brand });
  await app.register(oauthRoutes, {
    prefix: '/api/oauth',
    tokens,
    residents,
    altcha,
    isClientAuthorized,
    tokenRateLimit: options.tokenRateLimit,
    refreshRateLimit: options.refreshRateLimit,
    backoff: counters.backoff,
    sprayLimit: options.loginSprayLimit,
  });
  await app.register(publicRoutes, { prefix: '/api/v3', altcha, brand });
  await app.register(brandAssetRoutes, { prefix: BRAND_ASSETS_PATH, assets: brandAssets });
  const emailChanges = createEmailChanges(store, outbox, options.portalUrl, options.now);
  await app.register(emailChangeRoutes, { prefix: '/api/v3', emailChanges, tokens, isClientAuthorized });
  const payments = createPaymentRepository(store);
  const billing = createBillingService(store, payments);
  const emailOf = createRecipientLookup(store);
  const receiptSends = createReceiptSendLimit(store, options.now);
  // The newest month of an account's ledger, and what it owes now: one figure wherever a debt is shown.
  const { lastMonth: lastMonthOf, debtOf } = billing;
  const objects = createObjectRepository(store);

  // In memory on SQLite; relayed between the instances by LISTEN/NOTIFY on PostgreSQL.
  const dispatch = await openDispatchHub(store, options, app.log);
  app.addHook('onClose', () => dispatch.close());
  const communication: CommunicationContext = {
    tokens,
    residents,
    chats: createChatRepository(store),
    changeObjects: createChangeObjectRepository(store),
    objects,
    unread: createUnreadRepository(store),
    documents: createDocumentRepository(store),
    store: documentStore,
    hub: dispatch.hub,
    now: options.now,
  };
  await app.register(dispatchRoutes, { prefix: '/api', context: communication, sessionCheckMs: options.dispatchSessionCheckMs });
  // Services make their orders here and register their kinds before any payment settles.
  const fiscal = registerFiscal(app, store, options, { brand, outbox, outboxRepository });
  const orders = createOrders(store, options.now, createRefundRecords({ store, receipts: fiscal.receipts, outbox }), { log: app.log });
  const litigation = createLitigationService(store, orders, options.now, brand.timeZone);
  const vacancies = createVacancyRepository(store);
  // The insurer partner's marketplace on its own base, paid through orders of kind 'insurance-policy'.
  const insurance = createInsuranceService(store, orders, objects, options.now);
  await app.register(insuranceRoutes, { prefix: '/api/marketplace/v1', tokens, residents, insurance, now: options.now });
  // An unpaid pickup holds its window as long as its payment may stay open on the acquirer's page.
  // Waste removal and container rental are on the store: their orders are the store's.
  // Expiring asks the acquirer first (what it charged settles instead): the payment service below does it.
  let expireAsked = (): Promise<number> => Promise.resolve(0);
  const waste = createWasteRemovalService({
    store,
    orders,
    objects,
    hub: communication.hub,
    now: options.now,
    holdMs: options.paymentTtlSeconds * 1000,
    expirePayments: () => expireAsked(),
    onAnnounceError: (error) => app.log.error({ err: error }, 'announcing a paid waste pickup failed'),
  });
  const rentals = createContainerRentalService(store, orders, options.now);
  // A bill payment on an account with an installment agreement pays its schedule, oldest due first.
  const allocator = createPaymentAllocator(store);
  const { payments: paymentService, accountRoutes: paymentAccountRoutes, clientRoutes: payClientRoutes } = await registerPayments(app, store, options, {
    orders,
    receipts: fiscal.receipts,
    brand,
    altcha,
    outbox,
    outboxRepository,
    // The public /pay page shows the same debt as billing's summary.
    debtOf,
    billedServiceName: async (contragentId, serviceId) => (await lastMonthOf(contragentId))?.lines.find((line) => line.serviceId === serviceId)?.serviceName,
    chargesPaid: async (payment, settledAt) => {
      await allocator.allocate({ id: payment.id, contragentId: payment.contragent_id, amount: payment.amount }, settledAt);
    },
  });
  expireAsked = () => paymentService.expireDue();
  const installments = createInstallmentRepository(store);
  const servicePay = await registerServicePay(app, options, {
    payments: paymentService,
    outbox,
    lastMonthOf,
    emailOf,
    store,
  });
  // Every resident (bearer) route in one context, the token checked by one hook; the
  // routes about one account (`:contragentId`) get it checked once as request.account.
  const v3 = { prefix: '/api/v3' };
  await app.register(residentContext, {
    tokens,
    async routes(resident) {
      await resident.register(residentRoutes, { ...v3, residents });
      await resident.register(billingDocumentRoutes, { ...v3, residents, billing, outbox, brand, emailOf, receiptSends });
      await resident.register(profileRoutes, {
        ...v3,
        tokens,
        profiles: createProfileRepository(store),
        emailChanges,
        receiptAmounts: async (contragentId, period) => {
          const month = (await billing.ledger(contragentId)).find((candidate) => candidate.period === period);
          return month ? [chargedOf(month.totals), month.totals.toPay].filter((amount) => amount > 0) : [];
        },
        outbox,
        brand: { operatorName: brand.company.name, supportPhone: brand.contacts?.supportPhone },
        now: options.now,
      });
      await resident.register(communicationRoutes, { ...v3, tasks: createTaskRepository(store) });
      await resident.register(objectRoutes, { ...v3, residents, objects });
      for (const routes of [chatRoutes, documentRoutes, unreadRoutes, paymentSearchRoutes, changeObjectRoutes]) {
        await resident.register(routes, { ...v3, ...communication });
      }
      await resident.register(vacancyRoutes, { ...v3, vacancies, store: documentStore, now: options.now });
      await resident.register(wasteRoutes, { ...v3, residents, waste });
      // An application spreads the same debt as billing's summary shows.
      await resident.register(installmentRoutes, { ...v3, residents, installments, debtOf, now: options.now });
      await resident.register(accountContext, {
        residents,
        async routes(account) {
          await account.register(accountRoutes, { ...v3, popups: createPopupRepository(store), now: options.now });
          await account.register(billingRoutes, {
            ...v3,
            billing,
            payments,
            history: createPaymentHistoryRepository(store),
            fiscalReceipts: createFiscalReceiptRepository(store),
          });
          await account.register(litigationRoutes, { ...v3, litigation, operatorName: brand.company.name, timeZone: brand.timeZone });
          // Promotions count the same debt as billing's summary and the public /pay page.
          await account.register(prizeRoutes, { ...v3, prizes: createPrizeRepository(store), debtOf, now: options.now });
          await account.register(containerRentalRoutes, { ...v3, rentals });
          await paymentAccountRoutes(account);
          await servicePay.accountRoutes(account);
        },
      });
    },
  });
  // Before anyone signs in (registration, recovery, the public /pay page): the portal's client credential, checked once.
  await app.register(clientContext, {
    isClientAuthorized,
    async routes(client) {
      await client.register(registrationRoutes, {
        prefix: '/api/v3',
        registration: createRegistrationService({
          store,
          altcha,
          tokens,
          outbox,
          operatorName: brand.company.name,
          portalUrl: options.portalUrl,
          confirmationTtlMs: options.confirmationTtlSeconds * 1000,
          resetTtlMs: options.resetTtlSeconds * 1000,
          now: options.now,
        }),
        operatorName: brand.company.name,
        mailRateLimit: options.tokenRateLimit,
      });
      await payClientRoutes(client);
    },
  });
  // The operator's back office: one context, the operator token checked by one hook.
  const back = { prefix: '/api/admin' };
  await app.register(adminContext, {
    adminToken: options.adminToken,
    async routes(operator) {
      await operator.register(adminRoutes, { ...back, context: communication });
      await operator.register(litigationAdminRoutes, { ...back, litigation });
      await operator.register(vacancyAdminRoutes, { ...back, vacancies, store: documentStore, now: options.now });
      await operator.register(wasteAdminRoutes, { ...back, waste });
      await operator.register(installmentAdminRoutes, { ...back, installments, now: options.now });
      await operator.register(adminOutboxRoutes, { ...back, outbox: outboxRepository });
      await servicePay.adminRoutes(operator);
    },
  });
  // In-process only: the tests read the stored mail here, never over HTTP without the operator's credential.
  app.decorate('outboxRepository', outboxRepository);

  return {
    purgeExpired() {
      tokens.purgeExpired().catch((error: unknown) => app.log.error({ err: error }, 'purging expired tokens failed'));
      // On the store: its own promise, so a failure is logged here rather than lost.
      altcha.purgeExpired().catch((error: unknown) => app.log.error({ err: error }, 'purging redeemed altcha challenges failed'));
      counters.purgeExpired().catch((error: unknown) => app.log.error({ err: error }, 'purging shared counters failed'));
    },
    outbox,
  };
}
