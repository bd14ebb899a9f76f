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
      tags: ['public'],
      summary: 'Задача altcha для формы входа',
      description:
        'A signed altcha-lib v2 challenge (PBKDF2/SHA-256), valid for a few minutes, passed to the altcha v3 ' +
        'widget as is. The widget payload goes into the altcha field of the password grant.',
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
      tags: ['public'],
      summary: 'Брендирование (название, мета, логотипы, тема)',
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
      tags: ['service'],
      summary: 'Проверка работоспособности',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    async handler() {
      return { status: 'ok' as const };
    },
  });
}
