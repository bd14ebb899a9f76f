import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClearUnreadQuerySchema, ErrorBodySchema, UnreadMessagesResponseSchema } from '@resident/contract';
import { changeObjectNotFound, chatNotFound } from '../errors/http-errors.ts';
import type { CommunicationContext } from './communication-context.ts';

/** Unread counters: GET main/communication/unreadmessages, DELETE main/communication/unreadMessages. */
export async function unreadRoutes(app: FastifyInstance, context: CommunicationContext): Promise<void> {
  const { chats, changeObjects, unread, hub } = context;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/main/communication/unreadmessages', {
    schema: {
      operationId: 'getUnreadMessageCount',
      tags: ['communication'],
      summary: 'Непрочитанные сообщения',
      description:
        'Operator messages in chats and operator comments on recalculation requests the resident has not read.',
      security: [{ bearer: [] }],
      response: { 200: UnreadMessagesResponseSchema, 401: ErrorBodySchema },
    },
    handler: async (request) => unread.countsOf(request.caller),
  });

  route.delete('/main/communication/unreadMessages', {
    schema: {
      operationId: 'clearUnreadMessages',
      tags: ['communication'],
      summary: 'Отметить прочитанным',
      description:
        "?chatId= marks that chat's operator messages read, ?changeObjectId= that request's operator comments (exactly one). " +
        "Another resident's chat or request: 404. Answers the counts after marking; the resident's other tabs get a 'tasks' event.",
      security: [{ bearer: [] }],
      querystring: ClearUnreadQuerySchema,
      response: { 200: UnreadMessagesResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    },
    async handler(request) {
      const userId = request.caller;
      const { chatId, changeObjectId } = request.query;
      if (chatId !== undefined && !(await chats.markRead(userId, chatId))) throw chatNotFound();
      if (changeObjectId !== undefined && !(await changeObjects.markRead(userId, changeObjectId)))
        throw changeObjectNotFound();
      hub.publish(userId, { type: 'tasks' });
      return unread.countsOf(userId);
    },
  });
}
