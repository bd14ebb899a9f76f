import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Brand } from '@resident/contract';
import { createAltchaService } from '../altcha/altcha-service.ts';
import { createClientCredentialCheck } from '../auth/client-credential.ts';
import { createTokenService } from '../auth/token-service.ts';
import { createTaskRepository } from '../communication/task-repository.ts';
import type { ServerOptions } from '../config/options.ts';
import { createPopupRepository } from '../residents/popup-repository.ts';
import { createResidentRepository } from '../residents/resident-repository.ts';
import { accountRoutes } from '../routes/account-routes.ts';
import { communicationRoutes } from '../routes/communication-routes.ts';
import { oauthRoutes } from '../routes/oauth-routes.ts';
import { healthRoute, publicRoutes } from '../routes/public-routes.ts';
import { residentRoutes } from '../routes/resident-routes.ts';
import { registerDocs } from './docs.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerJsonParser } from './json-parser.ts';
import { validatorCompiler } from './validator-compiler.ts';

export interface RegisteredApi {
  /** Deletes tokens and redeemed challenges that can no longer be used. */
  purgeExpired(): void;
}

/** Wires the services to the database and mounts every route under the agreed URL layout. */
export async function registerApi(
  app: FastifyInstance,
  db: DatabaseSync,
  options: ServerOptions,
  brand: Brand,
): Promise<RegisteredApi> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  await app.register(formbody);
  await app.register(rateLimit, { global: false });
  await registerDocs(app);

  const tokens = createTokenService(db, options);
  const residents = createResidentRepository(db);
  const altcha = createAltchaService(db, {
    hmacSecret: options.altchaHmacSecret ?? randomBytes(32).toString('hex'),
    cost: options.altchaCost,
    maxNumber: options.altchaMaxNumber,
    ttlSeconds: options.altchaTtlSeconds,
    now: options.now,
  });

  await app.register(healthRoute, { prefix: '/api' });
  await app.register(oauthRoutes, {
    prefix: '/api/oauth',
    tokens,
    residents,
    altcha,
    isClientAuthorized: createClientCredentialCheck(options.clientId, options.clientSecret),
    tokenRateLimit: options.tokenRateLimit,
    refreshRateLimit: options.refreshRateLimit,
  });
  await app.register(publicRoutes, { prefix: '/api/v3', altcha, brand });
  await app.register(residentRoutes, { prefix: '/api/v3', tokens, residents });
  await app.register(accountRoutes, { prefix: '/api/v3', tokens, residents, popups: createPopupRepository(db), now: options.now });
  await app.register(communicationRoutes, { prefix: '/api/v3', tokens, residents, tasks: createTaskRepository(db) });

  return {
    purgeExpired() {
      tokens.purgeExpired();
      altcha.purgeExpired();
    },
  };
}
