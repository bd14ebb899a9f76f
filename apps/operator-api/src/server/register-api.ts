import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Brand } from '@resident/contract';
import { registerAdminFailureLimit } from '../auth/admin-failure-limit.ts';
import { auth } from '../auth/register-auth.ts';
import { billing } from '../billing/register-billing.ts';
import type { BrandAsset } from '../branding/check-brand.ts';
import { communication } from '../communication/register-communication.ts';
import type { ServerOptions } from '../config/options.ts';
import { containerRental } from '../container-rental/register-container-rental.ts';
import type { Store } from '../db/store/store.ts';
import type { DocumentStore } from '../documents/document-store.ts';
import { documents } from '../documents/register-documents.ts';
import { fiscal } from '../fiscal/register-fiscal.ts';
import { installments } from '../installments/register-installments.ts';
import { insurance } from '../insurance/register-insurance.ts';
import { litigation } from '../litigation/register-litigation.ts';
import { objects } from '../objects/register-objects.ts';
import { orders } from '../orders/register-orders.ts';
import { outbox } from '../outbox/register-outbox.ts';
import { payments } from '../payments/register-payments.ts';
import { prizes } from '../prizes/register-prizes.ts';
import { profile } from '../profile/register-profile.ts';
import { publicApi } from '../public/register-public.ts';
import { registration } from '../registration/register-registration.ts';
import { residents } from '../residents/register-residents.ts';
import { servicePay } from '../service-pay/register-service-pay.ts';
import { vacancies } from '../vacancies/register-vacancies.ts';
import { wasteRemoval } from '../waste-removal/register-waste-removal.ts';
import { compressAnswers } from './compress-answers.ts';
import { registerDocs } from './docs.ts';
import type { Domain } from './domain.ts';
import { registerDomains } from './register-domains.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerJsonParser } from './json-parser.ts';
import { sharedCounters } from './shared-counters.ts';
import type { SharedCounters } from './shared-counters.ts';
import { validatorCompiler } from './validator-compiler.ts';

/**
 * Every domain of the API, registered in this order: a domain's services may read the decorators
 * of the domains above it (its fastify-plugin `dependencies` say which). Order that matters
 * beyond that: the outbox first, so its preClose hook waits for deliveries before the jobs of
 * fiscal, payments and service-pay stop; every domain that makes orders (litigation, insurance,
 * waste removal, container rental) before payments, so their kinds are known before any payment
 * settles.
 */
export const DOMAINS: readonly Domain[] = [
  residents,
  auth,
  outbox,
  publicApi,
  billing,
  profile,
  objects,
  communication,
  documents,
  fiscal,
  orders,
  litigation,
  vacancies,
  insurance,
  wasteRemoval,
  containerRental,
  installments,
  payments,
  servicePay,
  prizes,
  registration,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The storage every repository works on: SQLite, or PostgreSQL under DATABASE_URL. */
    store: Store;
    brand: Brand;
    /** The logo and favicon files of an operator's brand file, served at /api/brand/. */
    brandAssets: ReadonlyMap<string, BrandAsset>;
    /** Uploaded documents' files. */
    documentStore: DocumentStore;
    /** The resolved settings the server was built with (src/config/options.ts). */
    serverOptions: ServerOptions;
    /** Counters shared by the instances: rate limits and sign-in backoff. */
    counters: SharedCounters;
  }
}

export interface RegisteredApi {
  /** Deletes tokens and redeemed challenges that can no longer be used. */
  purgeExpired(): void;
}

/** Where the routes' dependencies come from that the server builds outside registerApi. */
export interface ApiResources {
  brand: Brand;
  brandAssets: ReadonlyMap<string, BrandAsset>;
  documentStore: DocumentStore;
  store: Store;
}

/**
 * The infrastructure every route shares (parsers, error handling, compression, rate limits, the
 * docs), then the domains: their services as decorators, their routes in their contexts.
 */
export async function registerApi(
  app: FastifyInstance,
  options: ServerOptions,
  { brand, brandAssets, documentStore, store }: ApiResources,
  domains: readonly Domain[] = DOMAINS,
): Promise<RegisteredApi> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  await app.register(formbody);
  await compressAnswers(app);
  // Counted in memory on SQLite; on PostgreSQL in tables the instances share.
  const counters = sharedCounters(store, options);
  await app.register(rateLimit, {
    global: false,
    ...(counters.rateLimitStore ? { store: counters.rateLimitStore } : {}),
  });
  registerAdminFailureLimit(app, options.adminToken, options.adminFailureLimit);
  await registerDocs(app, { publicUrl: options.publicUrl, brand });

  app.decorate('store', store);
  app.decorate('brand', brand);
  app.decorate('brandAssets', brandAssets);
  app.decorate('documentStore', documentStore);
  app.decorate('serverOptions', options);
  app.decorate('counters', counters);
  await registerDomains(app, domains);

  return {
    purgeExpired() {
      app.tokens
        .purgeExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'purging expired tokens failed'));
      // On the store: its own promise, so a failure is logged here rather than lost.
      app.altcha
        .purgeExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'purging redeemed altcha challenges failed'));
      counters
        .purgeExpired()
        .catch((error: unknown) => app.log.error({ err: error }, 'purging shared counters failed'));
    },
  };
}
