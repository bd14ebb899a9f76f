import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContragentIdParamsSchema, ErrorBodySchema, RealEstateObjectsSchema } from '@resident/contract';
import { contragentNotFound } from '../errors/http-errors.ts';
import type { ResidentRepository } from '../residents/resident-repository.ts';
import type { ObjectRepository } from './object-repository.ts';

export interface ObjectRouteDeps {
  residents: ResidentRepository;
  objects: ObjectRepository;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** The real-estate objects of one of the resident's accounts (v3 base). Changes go through changeObjects. */
export async function objectRoutes(app: FastifyInstance, { residents, objects }: ObjectRouteDeps): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/client/:contragentId/objects', {
    schema: {
      operationId: 'listObjects',
      tags: ['objects'],
      summary: 'Объекты недвижимости лицевого счёта',
      description:
        'Each object with its address, ГАР id (null when not matched), type, area (m²), residents, location (for the map), ' +
        'the services billed on it with their tariffs (kopecks), its change history (oldest first) and the open requests ' +
        'about it. A change is asked for with POST client/{contragentId}/changeObjects and applied when the operator ' +
        "resolves the request. Another resident's account: 404.",
      security: [{ bearer: [] }],
      params: ContragentIdParamsSchema,
      response: { 200: RealEstateObjectsSchema, ...errors },
    },
    async handler(request) {
      const { contragentId } = request.params;
      if (!(await residents.ownsContragent(request.caller, contragentId))) throw contragentNotFound();
      return objects.listOf(contragentId);
    },
  });
}
