import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmailChangedSchema, ErrorBodySchema, LinkTokenBodySchema } from '@resident/contract';
import { readBearerToken } from '../auth/bearer.ts';
import type { TokenService } from '../auth/token-service.ts';
import { ApiError, MESSAGES } from '../errors/http-errors.ts';
import type { EmailChanges } from './email-change.ts';

export interface EmailChangeRouteDeps {
  emailChanges: EmailChanges;
  tokens: TokenService;
  isClientAuthorized: (authorization: string | undefined) => boolean;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 410: ErrorBodySchema };

/**
 * The link sent to a new login address. It is opened in whatever browser reads the mail: signed
 * out the portal sends its client credential, signed in it sends the resident's bearer token, and
 * either will do (the link's own token is what proves the address).
 */
export async function emailChangeRoutes(app: FastifyInstance, deps: EmailChangeRouteDeps): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.addHook('onRequest', async (request: FastifyRequest) => {
    const { authorization } = request.headers;
    const bearer = readBearerToken(authorization);
    if (deps.isClientAuthorized(authorization) || (bearer && (await deps.tokens.authenticate(bearer)) !== undefined))
      return;
    throw new ApiError(401, 'INVALID_CLIENT', MESSAGES.invalidClient);
  });

  route.post('/client/freeAccess/email-change/confirm', {
    schema: {
      operationId: 'confirmEmailChange',
      tags: ['profile'],
      summary: 'Подтвердить новый email',
      description:
        'The token of the link sent to the new address: it becomes the login. Basic client credential or a bearer ' +
        'token. Unknown link → 400 LINK_INVALID, used → 409 LINK_USED, expired → 410 LINK_EXPIRED, the address ' +
        'taken meanwhile → 409 KEYCLOAK_USER_ALREADY_EXIST.',
      security: [{ clientBasic: [] }, { bearer: [] }],
      body: LinkTokenBodySchema,
      response: { 200: EmailChangedSchema, ...errors },
    },
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return await deps.emailChanges.confirm(request.body.token);
    },
  });
}
