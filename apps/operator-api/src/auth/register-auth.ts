import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { createAltchaService } from '../altcha/altcha-service.ts';
import type { AltchaService } from '../altcha/altcha-service.ts';
import type { Domain } from '../server/domain.ts';
import { createClientCredentialCheck } from './client-credential.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { createTokenService } from './token-service.ts';
import type { TokenService } from './token-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Access and refresh tokens: issued by OAuth, checked by the resident context's one hook. */
    tokens: TokenService;
    /** Proof-of-work challenges for the forms anyone may post (sign-in, registration, /pay). */
    altcha: AltchaService;
    /** Whether an Authorization header carries the portal's basic client credential. */
    isClientAuthorized: (authorization: string | undefined) => boolean;
  }
}

/** Sign-in: tokens, the altcha challenges, the portal's client credential and the OAuth routes. */
export const auth: Domain = {
  services: fp(
    async (app) => {
      const options = app.serverOptions;
      app.decorate('tokens', createTokenService(app.store, options));
      app.decorate(
        'altcha',
        createAltchaService(app.store, {
          hmacSecret: options.altchaHmacSecret ?? randomBytes(32).toString('hex'),
          cost: options.altchaCost,
          maxNumber: options.altchaMaxNumber,
          ttlSeconds: options.altchaTtlSeconds,
          now: options.now,
        }),
      );
      app.decorate('isClientAuthorized', createClientCredentialCheck(options.clientId, options.clientSecret));
    },
    { name: 'auth', dependencies: ['residents'] },
  ),
  async openRoutes(app) {
    const options = app.serverOptions;
    await app.register(oauthRoutes, {
      prefix: '/api/oauth',
      tokens: app.tokens,
      residents: app.residents,
      altcha: app.altcha,
      isClientAuthorized: app.isClientAuthorized,
      tokenRateLimit: options.tokenRateLimit,
      refreshRateLimit: options.refreshRateLimit,
      backoff: app.counters.backoff,
      sprayLimit: options.loginSprayLimit,
    });
  },
};
