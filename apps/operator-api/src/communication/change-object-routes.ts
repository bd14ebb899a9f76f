import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddCommentFieldsSchema,
  ChangeObjectCommentSchema,
  ChangeObjectParamsSchema,
  ChangeObjectSchema,
  ChangeObjectsPageSchema,
  ChangeObjectsQuerySchema,
  ChangeObjectWithCommentsSchema,
  COMMUNICATION_TEXTS,
  ContragentIdParamsSchema,
  CreateChangeObjectFieldsSchema,
  DocumentTypeSchema,
  DOCUMENT_TYPE_NAMES,
  ErrorBodySchema,
  latestRussianDate,
  missingDocumentTypes,
  OBJECT_TEXTS,
  REQUIRED_DOCUMENT_TYPES,
  UpdateAppealBodySchema,
} from '@resident/contract';
import type { DocumentType } from '@resident/contract';
import { objectIdOf, residentChangeObject } from './change-object-repository.ts';
import { readUpload } from '../documents/read-upload.ts';
import { ApiError, changeObjectNotFound, contragentNotFound, MESSAGES } from '../errors/http-errors.ts';
import { filesField, multipartValidatorCompiler, registerMultipart } from '../server/multipart.ts';
import { parseInput } from '../server/validator-compiler.ts';
import type { CommunicationContext } from './communication-context.ts';
import { asDocuments, withUpload } from '../http/upload-documents.ts';

const DOCUMENT_FIELDS = DocumentTypeSchema.options;
/** In a comment, plain `files` are 'other' documents. */
const COMMENT_FIELDS = [...DOCUMENT_FIELDS, 'files'];
const documentTypeOf = (field: string): DocumentType =>
  (DOCUMENT_FIELDS as readonly string[]).includes(field) ? (field as DocumentType) : 'other';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const uploadErrors = { ...errors, 413: ErrorBodySchema, 415: ErrorBodySchema };
const security = [{ bearer: [] }];
const documentFields = z.object({
  ticket: filesField(DOCUMENT_TYPE_NAMES.ticket),
  certificate: filesField(DOCUMENT_TYPE_NAMES.certificate),
  confirmation: filesField(DOCUMENT_TYPE_NAMES.confirmation),
  technical: filesField(DOCUMENT_TYPE_NAMES.technical),
  other: filesField(DOCUMENT_TYPE_NAMES.other),
});

/** Recalculation requests of one of the resident's accounts: client/{contragentId}/changeObjects… (v3 base). */
export async function changeObjectRoutes(app: FastifyInstance, context: CommunicationContext): Promise<void> {
  const { changeObjects, objects, residents, store, now } = context;
  const route = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app);

  /** The request of the caller under their account, or the 404 that tells nothing about others'. */
  async function ownRequest(userId: number, contragentId: number, id: number) {
    if (!(await residents.ownsContragent(userId, contragentId))) throw contragentNotFound();
    const changeObject = await changeObjects.find(id, { userId, contragentId });
    if (!changeObject) throw changeObjectNotFound();
    return changeObject;
  }

  route.get('/client/:contragentId/changeObjects', {
    schema: {
      operationId: 'listChangeObjects',
      tags: ['objects'],
      summary: 'Заявки на перерасчёт',
      description:
        "The caller's requests under this account, most recently updated first, paged from 1; `status`, `kind` may repeat.",
      security,
      params: ContragentIdParamsSchema,
      querystring: ChangeObjectsQuerySchema,
      response: { 200: ChangeObjectsPageSchema, ...errors },
    },
    async handler(request) {
      const userId = request.caller;
      const { contragentId } = request.params;
      if (!(await residents.ownsContragent(userId, contragentId))) throw contragentNotFound();
      return changeObjects.listOf({ userId, contragentId }, request.query);
    },
  });

  route.post('/client/:contragentId/changeObjects', {
    schema: {
      operationId: 'createChangeObject',
      tags: ['objects'],
      summary: 'Новая заявка на перерасчёт',
      description:
        "multipart/form-data. kind 'absence': periodStart, periodEnd (ISO dates, more than 5 days, both included) with at " +
        "least one `ticket` and one `certificate` file; 'residents': residentsCount, changeDate with a `confirmation` file; " +
        "'wrong-charge': month ('YYYY-MM'), description; from the objects screen, 'residents' with objectId, 'object-area': " +
        "objectId, area (m², '54.3'), changeDate and 'object-type': objectId, objectType, changeDate, each with a `technical` " +
        'file. An object of another account: 404 «Объект не найден»; one without a ГАР id: 400 OBJECT_WITHOUT_GAR «' +
        OBJECT_TEXTS.withoutGar +
        '». Optional comment and `other` files. A missing document type: 400 ' +
        'DOCUMENTS_OF_EACH_TYPE «Загрузите документы каждого типа». Answers the request with its number (П-000124).',
      security,
      consumes: ['multipart/form-data'],
      params: ContragentIdParamsSchema,
      body: z.intersection(CreateChangeObjectFieldsSchema, documentFields),
      response: { 200: ChangeObjectSchema, ...uploadErrors },
    },
    validatorCompiler: multipartValidatorCompiler,
    async handler(request) {
      const userId = request.caller;
      const { contragentId } = request.params;
      if (!(await residents.ownsContragent(userId, contragentId))) throw contragentNotFound();
      const upload = await readUpload(request, store, DOCUMENT_FIELDS);
      return withUpload(store, upload, async () => {
        const { comment, ...details } = parseInput(CreateChangeObjectFieldsSchema, upload.fields);
        // A change that has not happened yet anywhere in Russia is refused; today in Kamchatka still counts.
        if ('changeDate' in details && details.changeDate > latestRussianDate(now())) {
          throw new ApiError(400, 'CHANGE_DATE_IN_FUTURE', OBJECT_TEXTS.changeDateInFuture);
        }
        const objectId = objectIdOf(details);
        if (objectId !== null) {
          const object = await objects.find(contragentId, objectId);
          if (!object) throw new ApiError(404, 'NOT_FOUND', OBJECT_TEXTS.notFound);
          if (!object.garId) throw new ApiError(400, 'OBJECT_WITHOUT_GAR', OBJECT_TEXTS.withoutGar);
        }
        const uploaded = upload.files.map((file) => file.field);
        if (missingDocumentTypes<string>(REQUIRED_DOCUMENT_TYPES[details.kind], uploaded).length > 0) {
          throw new ApiError(400, 'DOCUMENTS_OF_EACH_TYPE', COMMUNICATION_TEXTS.documentsOfEachType);
        }
        return changeObjects.create({
          userId,
          contragentId,
          details,
          comment,
          documents: asDocuments(upload.files, documentTypeOf),
          at: now(),
        });
      });
    },
  });

  route.get('/client/:contragentId/changeObjects/:id', {
    schema: {
      operationId: 'getChangeObject',
      tags: ['objects'],
      summary: 'Заявка на перерасчёт с комментариями',
      description:
        "All comments oldest first, each with its documents. Not marked read (DELETE unreadMessages?changeObjectId= does). Another's: 404.",
      security,
      params: ChangeObjectParamsSchema,
      response: { 200: ChangeObjectWithCommentsSchema, ...errors },
    },
    async handler(request) {
      const { contragentId, id } = request.params;
      const changeObject = await ownRequest(request.caller, contragentId, id);
      return { ...residentChangeObject(changeObject), comments: await changeObjects.comments(id) };
    },
  });

  route.put('/client/:contragentId/changeObjects/:id', {
    schema: {
      operationId: 'updateChangeObject',
      tags: ['objects'],
      summary: 'Оценить или открыть заново',
      description:
        "JSON, as PUT main/communication/chat/{id}: 'rate' a resolved request (else 409); 'reopen' a resolved or rejected one " +
        "(back to 'new', else 409; the text becomes a comment). Answers the request.",
      security,
      params: ChangeObjectParamsSchema,
      body: UpdateAppealBodySchema,
      response: { 200: ChangeObjectSchema, ...errors, 409: ErrorBodySchema },
    },
    async handler(request) {
      const { contragentId, id } = request.params;
      const userId = request.caller;
      const changeObject = await ownRequest(userId, contragentId, id);
      const body = request.body;
      const at = now();
      if (body.action === 'rate') {
        if (changeObject.status !== 'resolved') throw new ApiError(409, 'NOT_RESOLVED', MESSAGES.notResolved);
        await changeObjects.rate(id, body.rating, body.comment, at);
      } else {
        if (changeObject.status !== 'resolved' && changeObject.status !== 'rejected') {
          throw new ApiError(409, 'NOT_REOPENABLE', MESSAGES.notReopenable);
        }
        await changeObjects.setStatus(id, 'new', at);
        if (body.text !== '') await changeObjects.addComment(id, 'resident', body.text, [], at);
      }
      return residentChangeObject(await ownRequest(userId, contragentId, id));
    },
  });

  route.post('/client/:contragentId/changeObjects/:id/comments', {
    schema: {
      operationId: 'createChangeObjectComment',
      tags: ['objects'],
      summary: 'Комментарий к заявке',
      description:
        'multipart/form-data: text (≤ 10 000; may be empty with documents) and documents under their type as the field ' +
        '(`ticket`, `certificate`, `confirmation`, `other`, or `files` = other). Answers the comment.',
      security,
      consumes: ['multipart/form-data'],
      params: ChangeObjectParamsSchema,
      body: AddCommentFieldsSchema.extend({ files: filesField('Другие документы') }).and(documentFields),
      response: { 200: ChangeObjectCommentSchema, ...uploadErrors },
    },
    validatorCompiler: multipartValidatorCompiler,
    async handler(request) {
      const { contragentId, id } = request.params;
      await ownRequest(request.caller, contragentId, id);
      const upload = await readUpload(request, store, COMMENT_FIELDS);
      return withUpload(store, upload, () => {
        const { text } = parseInput(AddCommentFieldsSchema, upload.fields);
        if (text === '' && upload.files.length === 0) throw new ApiError(400, 'MESSAGE_EMPTY', MESSAGES.messageEmpty);
        return changeObjects.addComment(id, 'resident', text, asDocuments(upload.files, documentTypeOf), now());
      });
    },
  });
}
