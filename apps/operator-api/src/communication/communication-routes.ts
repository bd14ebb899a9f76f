import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, TasksQuerySchema, TasksResponseSchema } from '@resident/contract';
import type { TaskRepository } from './task-repository.ts';
import { contragentNotFound } from '../errors/http-errors.ts';

export interface CommunicationRouteDeps {
  tasks: TaskRepository;
}

/** Appeals and chats calls under main/communication/ (v3 base). */
export async function communicationRoutes(app: FastifyInstance, deps: CommunicationRouteDeps): Promise<void> {
  const { tasks } = deps;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/main/communication/tasks', {
    schema: {
      operationId: 'listTasks',
      tags: ['communication'],
      summary: 'Задачи жителя (колокольчик в шапке)',
      description:
        'Chats with an unread operator message (content: the latest of them) and recalculation requests ' +
        'with unread operator comments (oldest first). With contragentId: that account only, plus the chats ' +
        "tied to no account; another resident's contragent answers 404. Notification count = " +
        'changeObjects.length + chats.length.',
      security: [{ bearer: [] }],
      querystring: TasksQuerySchema,
      response: { 200: TasksResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
    },
    async handler(request) {
      const userId = request.caller;
      const { contragentId } = request.query;
      if (contragentId === undefined) return tasks.tasksOf(userId);
      // The ownership check and both lists in one statement: the header polls this call.
      const owned = await tasks.tasksOfOwned(userId, contragentId);
      if (!owned) throw contragentNotFound();
      return owned;
    },
  });
}
