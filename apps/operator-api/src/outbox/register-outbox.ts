import fp from 'fastify-plugin';
import type { Domain } from '../server/domain.ts';
import { ADMIN_PREFIX } from '../server/domain.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { createOutbox } from './outbox.ts';
import type { Outbox } from './outbox.ts';
import { createOutboxRepository } from './outbox-repository.ts';
import type { OutboxRepository } from './outbox-repository.ts';
import { adminOutboxRoutes } from './outbox-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail and SMS to send: stored with the caller's transaction, delivered after it commits. */
    outbox: Outbox;
    /** The stored mail, read in-process by the operator's routes and by the tests. */
    outboxRepository: OutboxRepository;
  }
}

/** The outbox: every message the API sends, and the operator's view of them. */
export const outbox: Domain = {
  services: fp(
    async (app) => {
      const options = app.serverOptions;
      const repository = createOutboxRepository(app.store);
      const created = createOutbox({
        store: app.store,
        repository,
        transport: options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined,
        from: options.smtpFrom ?? app.brand.contacts?.supportEmail ?? 'noreply@localhost',
        now: options.now,
        onError: (error, messageId) => app.log.error({ err: error, messageId }, 'outbox delivery failed'),
      });
      // Deliveries under way finish before the server's own onClose hook closes the database.
      app.addHook('preClose', () => created.close());
      app.decorate('outbox', created);
      app.decorate('outboxRepository', repository);
    },
    { name: 'outbox' },
  ),
  async adminRoutes(scope) {
    await scope.register(adminOutboxRoutes, { ...ADMIN_PREFIX, outbox: scope.outboxRepository });
  },
};
