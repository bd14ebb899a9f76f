import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AltchaChallengeSchema, BrandingQuerySchema, BrandSchema, ErrorBodySchema } from '@resident/contract';
import type { Brand } from '@resident/contract';
import type { AltchaService } from '../altcha/altcha-service.ts';

export interface PublicRouteDeps {
  altcha: AltchaService;
  brand: Brand;
}

/** freeAccess calls of the v3 base: what the login page needs before anyone is signed in. */
export async function publicRoutes(app: FastifyInstance, deps: PublicRouteDeps): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/freeAccess/altcha/getChallenge', {
    schema: {
      operationId: 'getAltchaChallenge',
      tags: ['public'],
      summary: 'Задача altcha для формы входа',
      description:
        'A signed altcha-lib v2 challenge (PBKDF2/SHA-256), valid for a few minutes, passed to the altcha v3 ' +
        'widget as is. The widget payload goes into the altcha field of the password grant.',
      security: [],
      response: { 200: AltchaChallengeSchema },
    },
    async handler(_request, reply) {
      reply.header('cache-control', 'no-store');
      const challenge = await deps.altcha.createChallenge();
      return { ...challenge };
    },
  });

  route.get('/client/freeAccess/branding', {
    schema: {
      operationId: 'getBranding',
      tags: ['public'],
      summary: 'Брендирование (название, мета, логотипы, тема)',
      description:
        "The operator's brand: company names, page meta, logo and favicon addresses, theme tokens, support contacts " +
        'and payee requisites. The portal loads it before anything else and shows the error message if it fails.',
      security: [],
      querystring: BrandingQuerySchema,
      response: { 200: BrandSchema, 400: ErrorBodySchema },
    },
    async handler() {
      return deps.brand;
    },
  });
}

export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/health', {
    schema: {
      operationId: 'getHealth',
      tags: ['service'],
      summary: 'Проверка работоспособности',
      description: 'Answers `{ "status": "ok" }` while the API serves requests: for deployments and the e2e harness.',
      security: [],
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    async handler() {
      return { status: 'ok' as const };
    },
  });
}
