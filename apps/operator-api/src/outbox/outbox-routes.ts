import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@resident/contract';
import { contentDisposition } from '../documents/file-name.ts';
import { ApiError } from '../errors/http-errors.ts';
import type { OutboxRepository } from './outbox-repository.ts';
import {
  OutboxAttachmentParamsSchema,
  OutboxIdParamsSchema,
  OutboxMessageSchema,
  OutboxPageSchema,
  OutboxQuerySchema,
} from './outbox-schemas.ts';

export interface OutboxRouteOptions {
  outbox: OutboxRepository;
}

const OUTBOX_MESSAGE_NOT_FOUND = 'Письмо не найдено';
const notFound = () => new ApiError(404, 'NOT_FOUND', OUTBOX_MESSAGE_NOT_FOUND);
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; content: Uint8Array }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(Buffer.from(file.content));
}

/** The outbox read-only: list, one message, one attachment. Hidden from the portal's contract. */
async function outboxReadRoutes(app: FastifyInstance, { outbox }: OutboxRouteOptions, tag: string): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/outbox', {
    schema: {
      hide: true,
      tags: [tag],
      summary: 'Исходящие письма',
      description: 'Every message the API sent or stored, newest first; `kind` filters (receipt, fiscal-receipt, …).',
      querystring: OutboxQuerySchema,
      response: { 200: OutboxPageSchema, ...errors },
    },
    handler: async (request) => outbox.list(request.query),
  });

  route.get('/outbox/:id', {
    schema: {
      hide: true,
      tags: [tag],
      summary: 'Исходящее письмо',
      params: OutboxIdParamsSchema,
      response: { 200: OutboxMessageSchema, ...errors },
    },
    async handler(request) {
      const message = await outbox.get(request.params.id);
      if (!message) throw notFound();
      return message;
    },
  });

  route.get('/outbox/:id/attachments/:attachmentId', {
    schema: {
      hide: true,
      tags: [tag],
      summary: 'Вложение исходящего письма',
      description: 'The attached file as a download (e.g. the receipt PDF).',
      params: OutboxAttachmentParamsSchema,
      response: errors,
    },
    async handler(request, reply) {
      const file = await outbox.attachment(request.params.id, request.params.attachmentId);
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
  });
}

/**
 * /api/admin/outbox: the operator's own credential only, read by the operator CLI. The one way to
 * read the stored mail over HTTP: every message holds a resident's links (registration, password
 * reset), so no route shows it without that credential, in any environment, and the portal never
 * forwards /api/admin. The demo reads its mail in a local mail catcher (scripts/start.ts).
 */
export async function adminOutboxRoutes(app: FastifyInstance, options: OutboxRouteOptions): Promise<void> {
  await outboxReadRoutes(app, options, 'operator');
}
