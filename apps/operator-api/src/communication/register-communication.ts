import fp from 'fastify-plugin';
import { createDocumentRepository } from '../documents/document-repository.ts';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX, RESIDENT_PREFIX } from '../server/domain.ts';
import { openDispatchHub } from '../server/dispatch-hub-of.ts';
import { changeObjectRoutes } from './change-object-routes.ts';
import { createChangeObjectRepository } from './change-object-repository.ts';
import { createChatRepository } from './chat-repository.ts';
import { chatRoutes } from './chat-routes.ts';
import { adminRoutes } from './communication-admin-routes.ts';
import type { CommunicationContext } from './communication-context.ts';
import { communicationRoutes } from './communication-routes.ts';
import { dispatchRoutes } from './dispatch-routes.ts';
import { paymentSearchRoutes } from './payment-search-routes.ts';
import { createTaskRepository } from './task-repository.ts';
import { createUnreadRepository } from './unread-repository.ts';
import { unreadRoutes } from './unread-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the appeals and chats routes (resident, operator and websocket) share, the dispatch hub among it. */
    communication: CommunicationContext;
  }
}

/** Appeals and chats: the resident's and the operator's routes and the websocket dispatch. */
export const communication: Domain = {
  services: fp(
    async (app) => {
      // In memory on SQLite; relayed between the instances by LISTEN/NOTIFY on PostgreSQL.
      const dispatch = await openDispatchHub(app.store, app.serverOptions, app.log);
      app.addHook('onClose', () => dispatch.close());
      app.decorate('communication', {
        tokens: app.tokens,
        residents: app.residents,
        chats: createChatRepository(app.store),
        changeObjects: createChangeObjectRepository(app.store),
        objects: app.objects,
        unread: createUnreadRepository(app.store),
        documents: createDocumentRepository(app.store),
        store: app.documentStore,
        hub: dispatch.hub,
        now: app.serverOptions.now,
      });
    },
    { name: 'communication', dependencies: ['auth', 'residents', 'objects'] },
  ),
  async openRoutes(app) {
    await app.register(dispatchRoutes, {
      prefix: '/api',
      context: app.communication,
      sessionCheckMs: app.serverOptions.dispatchSessionCheckMs,
    });
  },
  async residentRoutes(scope) {
    await scope.register(communicationRoutes, { ...RESIDENT_PREFIX, tasks: createTaskRepository(scope.store) });
    for (const routes of [chatRoutes, unreadRoutes, paymentSearchRoutes, changeObjectRoutes]) {
      await scope.register(routes, { ...RESIDENT_PREFIX, ...scope.communication });
    }
  },
  async adminRoutes(scope) {
    await scope.register(adminRoutes, { ...ADMIN_PREFIX, context: scope.communication });
  },
};
