import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { RESIDENT_PREFIX } from '../server/domain.ts';
import { documentRoutes } from './document-routes.ts';

/** The files attached to appeals and chats, read by the resident through the communication context. */
export const documents: Domain = {
  // No services of its own: the declaration makes a list without communication before it refuse to start.
  services: fp(async () => {}, { name: 'documents', dependencies: ['communication'] }),
  async residentRoutes(scope) {
    await scope.register(documentRoutes, { ...RESIDENT_PREFIX, ...scope.communication });
  },
};
