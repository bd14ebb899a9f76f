import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChatSchema, ErrorBodySchema, FindPaymentChatFieldsSchema } from '@resident/contract';
import { EARLIEST_PAYMENT_DATE, latestPaymentDate, paymentSearchAppeal } from './payment-search.ts';
import { readUpload } from '../documents/read-upload.ts';
import { ApiError, contragentNotFound, MESSAGES } from '../errors/http-errors.ts';
import { filesField, multipartValidatorCompiler, registerMultipart } from '../server/multipart.ts';
import { parseInput } from '../server/validator-compiler.ts';
import type { CommunicationContext } from './communication-context.ts';
import { asDocuments, withUpload } from '../http/upload-documents.ts';

/** POST client/createFindPaymentChat: a help chat asking the operator to find a payment. */
export async function paymentSearchRoutes(app: FastifyInstance, context: CommunicationContext): Promise<void> {
  const { chats, residents, store, now } = context;
  const route = app.withTypeProvider<ZodTypeProvider>();
  await registerMultipart(app);

  route.post('/client/createFindPaymentChat', {
    schema: {
      operationId: 'createPaymentSearchChat',
      tags: ['communication'],
      summary: 'Поиск платежа',
      description:
        "multipart/form-data: contragentId (the caller's account; another's: 404), paymentDate (ISO date, 2019-01-01..today), " +
        "amount ('1520.50'), paymentPlace?, comment? and up to 10 `files` (the receipt). Creates a chat in the 'payment-search' " +
        'category whose first message states the payment; answers it.',
      security: [{ bearer: [] }],
      consumes: ['multipart/form-data'],
      body: FindPaymentChatFieldsSchema.extend({ files: filesField('Чек об оплате') }),
      response: {
        200: ChatSchema,
        400: ErrorBodySchema,
        401: ErrorBodySchema,
        404: ErrorBodySchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
      },
    },
    validatorCompiler: multipartValidatorCompiler,
    async handler(request) {
      const userId = request.caller;
      const upload = await readUpload(request, store, ['files']);
      return withUpload(store, upload, async () => {
        const fields = parseInput(FindPaymentChatFieldsSchema, upload.fields);
        const account = await residents.getNumberPersonalAccount(userId, fields.contragentId);
        if (!account) throw contragentNotFound();
        const at = now();
        if (fields.paymentDate > latestPaymentDate(at))
          throw new ApiError(400, 'VALIDATION', MESSAGES.paymentDateInFuture);
        if (fields.paymentDate < EARLIEST_PAYMENT_DATE)
          throw new ApiError(400, 'VALIDATION', MESSAGES.paymentDateTooEarly);
        const category = await chats.categoryByCode('payment-search');
        if (!category) throw new Error("the 'payment-search' chat category is missing");
        const { subject, text } = paymentSearchAppeal(fields, account.numberPersonalAccount);
        return chats.create({
          userId,
          contragentId: fields.contragentId,
          category,
          subject,
          text,
          documents: asDocuments(upload.files),
          at,
        });
      });
    },
  });
}
