import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminAnswerBodySchema,
  AdminChangeObjectSchema,
  AdminChangeObjectsPageSchema,
  AdminChangeObjectsQuerySchema,
  AdminChangeObjectStatusBodySchema,
  AdminChangeObjectWithCommentsSchema,
  AdminChatSchema,
  AdminChatsPageSchema,
  AdminChatsQuerySchema,
  AdminChatStatusBodySchema,
  AdminChatThreadSchema,
  ChangeObjectCommentSchema,
  ChatIdParamsSchema,
  ChatMessageSchema,
  ChatThreadQuerySchema,
  ErrorBodySchema,
  IdParamsSchema,
} from '@resident/contract';
import { residentChangeObject } from './change-object-repository.ts';
import { residentChat } from './chat-repository.ts';
import { changeObjectNotFound, chatNotFound, documentNotFound } from '../errors/http-errors.ts';
import type { CommunicationContext } from './communication-context.ts';
import { sendDocument } from '../http/send-document.ts';

export interface AdminRouteOptions {
  context: CommunicationContext;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The operator's side (/api/admin/, its own credential; hidden from the OpenAPI contract, which is
 * what an operator's backend must serve to the portal): every resident's chats and requests, and
 * the answers. An answer is stored unread for the resident and pushed to their open sockets
 * (the event itself, then 'tasks'), so the bell and the open chat update at once.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRouteOptions): Promise<void> {
  const { chats, changeObjects, objects, documents, store, hub, now } = options.context;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/chats', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Обращения всех жителей',
      querystring: AdminChatsQuerySchema,
      response: { 200: AdminChatsPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request) => chats.listAll(request.query),
  });

  route.get('/chats/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Обращение с сообщениями',
      params: ChatIdParamsSchema,
      querystring: ChatThreadQuerySchema,
      response: { 200: AdminChatThreadSchema, ...errors },
    },
    async handler(request) {
      const chat = await chats.find(request.params.id);
      if (!chat) throw chatNotFound();
      return { chat, ...(await chats.messages(chat.id, request.query.before, request.query.limit)) };
    },
  });

  route.post('/chats/:id/messages', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Ответить в обращении',
      description:
        "JSON {text}. An open chat becomes 'answered'. Pushes {type:'message'} and {type:'tasks'} to the resident.",
      params: ChatIdParamsSchema,
      body: AdminAnswerBodySchema,
      response: { 200: ChatMessageSchema, ...errors },
    },
    async handler(request) {
      const chat = await chats.find(request.params.id);
      if (!chat) throw chatNotFound();
      const message = await chats.addMessage(chat.id, 'operator', request.body.text, [], now());
      hub.publish(chat.userId, { type: 'message', chatId: chat.id, message });
      hub.publish(chat.userId, { type: 'tasks' });
      return message;
    },
  });

  route.put('/chats/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Сменить статус обращения',
      description:
        "JSON {status}: e.g. 'resolved' (the resident may then rate it). Pushes {type:'chat'} and {type:'tasks'}.",
      params: ChatIdParamsSchema,
      body: AdminChatStatusBodySchema,
      response: { 200: AdminChatSchema, ...errors },
    },
    async handler(request) {
      const chat = await chats.find(request.params.id);
      if (!chat) throw chatNotFound();
      await chats.setStatus(chat.id, request.body.status, now());
      const updated = await chats.find(chat.id);
      if (!updated) throw chatNotFound();
      hub.publish(updated.userId, { type: 'chat', chat: residentChat(updated) });
      hub.publish(updated.userId, { type: 'tasks' });
      return updated;
    },
  });

  route.get('/change-objects', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Заявки на перерасчёт всех жителей',
      querystring: AdminChangeObjectsQuerySchema,
      response: { 200: AdminChangeObjectsPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
    },
    handler: async (request) => changeObjects.listAll(request.query),
  });

  route.get('/change-objects/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Заявка с комментариями',
      params: IdParamsSchema,
      response: { 200: AdminChangeObjectWithCommentsSchema, ...errors },
    },
    async handler(request) {
      const changeObject = await changeObjects.find(request.params.id);
      if (!changeObject) throw changeObjectNotFound();
      return { ...changeObject, comments: await changeObjects.comments(changeObject.id) };
    },
  });

  route.post('/change-objects/:id/comments', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Комментарий оператора к заявке',
      description:
        "JSON {text}. A 'new' request goes 'in_progress'. Pushes {type:'comment'} and {type:'tasks'} to the resident.",
      params: IdParamsSchema,
      body: AdminAnswerBodySchema,
      response: { 200: ChangeObjectCommentSchema, ...errors },
    },
    async handler(request) {
      const changeObject = await changeObjects.find(request.params.id);
      if (!changeObject) throw changeObjectNotFound();
      const comment = await changeObjects.addComment(changeObject.id, 'operator', request.body.text, [], now());
      hub.publish(changeObject.userId, { type: 'comment', changeObjectId: changeObject.id, comment });
      hub.publish(changeObject.userId, { type: 'tasks' });
      return comment;
    },
  });

  route.put('/change-objects/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Сменить статус заявки',
      description:
        "JSON {status}: 'in_progress', 'resolved', 'rejected' or 'new'. Resolving a request about a real-estate object applies " +
        "the change to the object and records it in the object's history. Pushes {type:'changeObject'} and {type:'tasks'}.",
      params: IdParamsSchema,
      body: AdminChangeObjectStatusBodySchema,
      response: { 200: AdminChangeObjectSchema, ...errors },
    },
    async handler(request) {
      const changeObject = await changeObjects.find(request.params.id);
      if (!changeObject) throw changeObjectNotFound();
      await changeObjects.setStatus(changeObject.id, request.body.status, now());
      if (request.body.status === 'resolved' && changeObject.details)
        await objects.applyResolved(changeObject.id, changeObject.details, now());
      const updated = await changeObjects.find(changeObject.id);
      if (!updated) throw changeObjectNotFound();
      hub.publish(updated.userId, { type: 'changeObject', changeObject: residentChangeObject(updated) });
      hub.publish(updated.userId, { type: 'tasks' });
      return updated;
    },
  });

  route.get('/documents/:id', {
    schema: {
      hide: true,
      tags: ['operator'],
      summary: 'Документ жителя',
      description: 'Any resident’s document, with the same headers as the resident’s download.',
      params: IdParamsSchema,
      response: errors,
    },
    async handler(request, reply) {
      const document = await documents.find(request.params.id);
      if (!document) throw documentNotFound();
      return sendDocument(reply, store, document);
    },
  });
}
