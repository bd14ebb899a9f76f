import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminWastePickupSchema,
  AdminWastePickupsQuerySchema,
  AdminWastePickupsSchema,
  AdminWastePickupStatusBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@resident/contract';
import type { WasteRemovalService } from './waste-service.ts';

export interface WasteAdminRouteOptions {
  waste: WasteRemovalService;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The operator's side of waste removal (/api/admin/, its own credential; hidden from the OpenAPI
 * contract): every account's pickups, and putting one on a route or reporting it done. Each change
 * is pushed to the account's residents as {type:'wastePickup'}, so their open screen reloads it.
 */
export async function wasteAdminRoutes(app: FastifyInstance, options: WasteAdminRouteOptions): Promise<void> {
  const { waste } = options;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/waste-pickups', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Заказы на вывоз всех жителей',
      description: 'Ordered by window; ?status= narrows to one status.',
      querystring: AdminWastePickupsQuerySchema,
      response: { 200: AdminWastePickupsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request) => waste.all(request.query.status),
  });

  route.put('/waste-pickups/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Сменить статус заказа на вывоз',
      description:
        "JSON {status}: 'scheduled' (a paid order goes on a route) or 'done' (a paid or scheduled one was collected). The same " +
        "status again changes nothing; an unpaid, cancelled or done order → 409. Pushes {type:'wastePickup'} to the residents.",
      params: IdParamsSchema,
      body: AdminWastePickupStatusBodySchema,
      response: { 200: AdminWastePickupSchema, 409: ErrorBodySchema, ...errors },
    },
    handler: async (request) => waste.setStatus(request.params.id, request.body.status),
  });
}
