import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatCategoriesResponseSchema,
  ChatIdParamsSchema,
  ChatMessageSchema,
  ChatSchema,
  ChatsPageSchema,
  ChatsQuerySchema,
  ChatThreadQuerySchema,
  ChatThreadSchema,
  CreateChatFieldsSchema,
  ErrorBodySchema,
  SendMessageFieldsSchema,
  UpdateAppealBodySchema,
} from '@resident/contract';
import { residentChat } from './chat-repository.ts';
import { readUpload } from '../documents/read-upload.ts';
import { ApiError, chatNotFound, contragentNotFound, MESSAGES } from '../errors/http-errors.ts';
import { filesField, multipartValidatorCompiler, registerMultipart } from '../server/multipart.ts';
import { parseInput } from '../server/validator-compiler.ts';
import type { CommunicationContext } from './communication-context.ts';
import { asDocuments, withUpload } from '../http/upload-documents.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const uploadErrors = { ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema };
const security = [{ bearer: [] }];

/** Help chats (appeals) under main/communication/ (v3 base): list, thread, create, rate/reopen, send. */
export async function chatRoutes(app: FastifyInstance, context: CommunicationContext): Promise<void> {
  const { chats, residents, store, now } = context;
  const route = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app);

  route.get('/main/communication/chatcategories', {
    schema: {
      operationId: 'listChatCategories',
      tags: ['communication'],
      summary: 'Категории обращений',
      description: "'payment-search' is the category POST client/createFindPaymentChat creates chats in.",
      security,
      response: { 200: ChatCategoriesResponseSchema, 401: ErrorBodySchema },
    },
    handler: async () => chats.categories(),
  });

  route.get('/main/communication/chats', {
    schema: {
      operationId: 'listChats',
      tags: ['communication'],
      summary: 'Обращения жителя',
      description:
        'Most recently updated first, paged from 1. `status` and `category` (ids) may repeat. With contragentId: that ' +
        "account's chats plus those tied to no account (another resident's account: 404).",
      security,
      querystring: ChatsQuerySchema,
      response: { 200: ChatsPageSchema, ...errors },
    },
    async handler(request) {
      const userId = request.caller;
      const { contragentId } = request.query;
      if (contragentId !== undefined && !(await residents.ownsContragent(userId, contragentId)))
        throw contragentNotFound();
      return chats.listOf(userId, request.query);
    },
  });

  route.get('/main/communication/chat/:id', {
    schema: {
      operationId: 'getChat',
      tags: ['communication'],
      summary: 'Обращение с сообщениями',
      description:
        'The chat and its newest `limit` messages older than message `before` (without it: the newest), oldest first; ' +
        "`hasMore`: older ones exist. Does not mark anything read (DELETE unreadMessages does). Another resident's chat: 404.",
      security,
      params: ChatIdParamsSchema,
      querystring: ChatThreadQuerySchema,
      response: { 200: ChatThreadSchema, ...errors },
    },
    async handler(request) {
      const chat = await chats.find(request.params.id, request.caller);
      if (!chat) throw chatNotFound();
      const { messages, hasMore } = await chats.messages(chat.id, request.query.before, request.query.limit);
      return { chat: residentChat(chat), messages, hasMore };
    },
  });

  route.post('/main/communication/chat/:id', {
    schema: {
      operationId: 'createChat',
      tags: ['communication'],
      summary: 'Новое обращение в категории {id}',
      description:
        'The path id is the category id. multipart/form-data: subject (≤ 250), body (≤ 10 000), optional contragentId ' +
        '(one of the caller’s accounts) and up to 10 `files` (≤ 25 MB each; .crdownload/.part → 400 «Нельзя загрузить файл ' +
        'с расширением …»; larger → 413). Types are sniffed, names sanitised. Answers the new chat (status open).',
      security,
      consumes: ['multipart/form-data'],
      params: ChatIdParamsSchema,
      body: CreateChatFieldsSchema.extend({ files: filesField('Вложения') }),
      response: { 200: ChatSchema, ...uploadErrors },
    },
    validatorCompiler: multipartValidatorCompiler,
    async handler(request) {
      const userId = request.caller;
      const category = await chats.category(request.params.id);
      if (!category) throw new ApiError(404, 'NOT_FOUND', MESSAGES.categoryNotFound);
      const upload = await readUpload(request, store, ['files']);
      return withUpload(store, upload, async () => {
        const fields = parseInput(CreateChatFieldsSchema, upload.fields);
        if (fields.contragentId !== undefined && !(await residents.ownsContragent(userId, fields.contragentId)))
          throw contragentNotFound();
        return chats.create({
          userId,
          contragentId: fields.contragentId ?? null,
          category,
          subject: fields.subject,
          text: fields.body,
          documents: asDocuments(upload.files),
          at: now(),
        });
      });
    },
  });

  route.put('/main/communication/chat/:id', {
    schema: {
      operationId: 'updateChat',
      tags: ['communication'],
      summary: 'Оценить или открыть заново',
      description:
        "JSON. {action:'rate', rating 1..5, comment?}: only a resolved chat (else 409); rating again replaces the mark. " +
        "{action:'reopen', text?}: a resolved or closed chat becomes open again (else 409), the text is sent as a message. " +
        'Answers the chat.',
      security,
      params: ChatIdParamsSchema,
      body: UpdateAppealBodySchema,
      response: { 200: ChatSchema, ...errors, 409: ErrorBodySchema },
    },
    async handler(request) {
      const chat = await chats.find(request.params.id, request.caller);
      if (!chat) throw chatNotFound();
      const body = request.body;
      const at = now();
      if (body.action === 'rate') {
        if (chat.status !== 'resolved') throw new ApiError(409, 'NOT_RESOLVED', MESSAGES.notResolved);
        await chats.rate(chat.id, body.rating, body.comment, at);
      } else {
        if (chat.status !== 'resolved' && chat.status !== 'closed')
          throw new ApiError(409, 'NOT_REOPENABLE', MESSAGES.notReopenable);
        await chats.setStatus(chat.id, 'open', at);
        if (body.text !== '') await chats.addMessage(chat.id, 'resident', body.text, [], at);
      }
      const updated = await chats.find(chat.id);
      if (!updated) throw chatNotFound();
      return residentChat(updated);
    },
  });

  route.post('/main/communication/message', {
    schema: {
      operationId: 'createChatMessage',
      tags: ['communication'],
      summary: 'Отправить сообщение',
      description:
        'multipart/form-data: chatId, text (≤ 10 000; may be empty when files are attached) and up to 10 `files` ' +
        '(same rules as a new chat). The chat becomes open (a resolved or closed one is reopened). Answers the message.',
      security,
      consumes: ['multipart/form-data'],
      body: SendMessageFieldsSchema.extend({ files: filesField('Вложения') }),
      response: { 200: ChatMessageSchema, ...uploadErrors },
    },
    validatorCompiler: multipartValidatorCompiler,
    async handler(request) {
      const userId = request.caller;
      const upload = await readUpload(request, store, ['files']);
      return withUpload(store, upload, async () => {
        const fields = parseInput(SendMessageFieldsSchema, upload.fields);
        const chat = await chats.find(fields.chatId, userId);
        if (!chat) throw chatNotFound();
        if (fields.text === '' && upload.files.length === 0)
          throw new ApiError(400, 'MESSAGE_EMPTY', MESSAGES.messageEmpty);
        return chats.addMessage(chat.id, 'resident', fields.text, asDocuments(upload.files), now());
      });
    },
  });
}
