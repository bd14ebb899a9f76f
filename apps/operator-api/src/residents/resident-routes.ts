import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContragentSchema,
  ErrorBodySchema,
  IdParamsSchema,
  SelectContragentResponseSchema,
  UserResponseSchema,
} from '@resident/contract';
import { contragentNotFound, unauthorized } from '../errors/http-errors.ts';
import type { ResidentRepository } from './resident-repository.ts';

export interface ResidentRouteDeps {
  residents: ResidentRepository;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** The signed-in resident's own data (v3 base). Every route checks the bearer token first. */
export async function residentRoutes(app: FastifyInstance, deps: ResidentRouteDeps): Promise<void> {
  const { residents } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/main/user/', {
    schema: {
      operationId: 'getUser',
      tags: ['resident'],
      summary: 'Текущий пользователь',
      description: 'Contragents are listed with the selected one first; the portal opens the first after login.',
      security: [{ bearer: [] }],
      response: { 200: UserResponseSchema, 401: ErrorBodySchema },
    },
    async handler(request) {
      const user = await residents.getUser(request.caller);
      // The token outlived its user (deleted account): treat it like any dead token.
      if (!user) throw unauthorized();
      return user;
    },
  });

  route.get('/client/contragent/:id', {
    schema: {
      operationId: 'getContragent',
      tags: ['resident'],
      summary: 'Лицевой счёт (контрагент)',
      description: "Another resident's contragent answers 404 exactly like a missing one, so ids cannot be probed.",
      security: [{ bearer: [] }],
      params: IdParamsSchema,
      response: { 200: ContragentSchema, ...errors },
    },
    async handler(request) {
      const contragent = await residents.getOwnContragent(request.caller, request.params.id);
      if (!contragent) throw contragentNotFound();
      return contragent;
    },
  });

  route.put('/client/user/select_contragent/:id', {
    schema: {
      operationId: 'selectContragent',
      tags: ['resident'],
      summary: 'Сделать лицевой счёт активным',
      description: 'No body. Stores the selection and answers the selected contragent; 404 for one not the caller’s.',
      security: [{ bearer: [] }],
      params: IdParamsSchema,
      response: { 200: SelectContragentResponseSchema, ...errors },
    },
    async handler(request) {
      const contragent = await residents.selectContragent(request.caller, request.params.id);
      if (!contragent) throw contragentNotFound();
      return contragent;
    },
  });
}
