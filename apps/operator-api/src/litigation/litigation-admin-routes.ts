import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminStateDutyBodySchema, ErrorBodySchema, IdParamsSchema } from '@resident/contract';
import type { LitigationService } from './litigation-service.ts';

export interface LitigationAdminRouteOptions {
  litigation: LitigationService;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/**
 * The operator's side of litigation (/api/admin/, its own credential; hidden from the OpenAPI
 * contract): recording the state duty a court put on a resident, which the resident then pays
 * through the state-duty order.
 */
export async function litigationAdminRoutes(app: FastifyInstance, options: LitigationAdminRouteOptions): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.put('/litigation-cases/:id/state-duty', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Госпошлина по делу',
      description:
        'JSON {amount} in kopecks: the state duty of the case; the account’s stateDutyDebt is set. A duty already paid, or in ' +
        'an order awaiting payment → 409; an unknown case → 404.',
      params: IdParamsSchema,
      body: AdminStateDutyBodySchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await options.litigation.setCaseDuty(request.params.id, request.body.amount);
      return reply.status(204).send(null);
    },
  });
}
