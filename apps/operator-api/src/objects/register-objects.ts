import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { createObjectRepository } from './object-repository.ts';
import type { ObjectRepository } from './object-repository.ts';
import { objectRoutes } from './object-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account's objects (addresses): appeals, waste pickups and insurance name one. */
    objects: ObjectRepository;
  }
}

/** The account's objects. */
export const objects: Domain = {
  services: fp(
    async (app) => {
      app.decorate('objects', createObjectRepository(app.store));
    },
    { name: 'objects', dependencies: ['residents'] },
  ),
  async residentRoutes(scope) {
    await scope.register(objectRoutes, { ...RESIDENT_PREFIX, residents: scope.residents, objects: scope.objects });
  },
};
