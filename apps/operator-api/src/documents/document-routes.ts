import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema } from '@resident/contract';
import { documentNotFound } from '../errors/http-errors.ts';
import type { CommunicationContext } from '../communication/communication-context.ts';
import { sendDocument } from '../http/send-document.ts';
import { fileResponse } from '../server/openapi/file-response.ts';
import { SNIFFED_CONTENT_TYPES } from './sniff-content-type.ts';

/** GET main/communication/document/{id}: a document of the resident's chats or requests, as a download. */
export async function documentRoutes(app: FastifyInstance, context: CommunicationContext): Promise<void> {
  const { documents, store } = context;
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get('/main/communication/document/:id', {
    schema: {
      operationId: 'downloadDocument',
      tags: ['communication'],
      summary: 'Скачать документ',
      description:
        'The file (200, binary) with its sniffed Content-Type, `Content-Disposition: attachment` with the sanitised name ' +
        '(RFC 5987 filename*) and `X-Content-Type-Options: nosniff`. Another resident’s or an unknown document: 404. ' +
        'A document whose file is gone from the server: 400 FILE_NOT_FOUND_ON_SERVER «Файл не найден на сервере» ' +
        '(the portal parses the JSON of a failed blob download, spec §8).',
      security: [{ bearer: [] }],
      params: IdParamsSchema,
      response: {
        200: fileResponse('The document as uploaded', SNIFFED_CONTENT_TYPES),
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        404: ErrorBodySchema,
      },
    },
    async handler(request, reply) {
      const document = await documents.findOwn(request.caller, request.params.id);
      if (!document) throw documentNotFound();
      return sendDocument(reply, store, document);
    },
  });
}
