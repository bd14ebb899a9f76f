import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { attachmentDifferences } from './billing-checks.ts';
import { blobErrorExpectation } from './blob-errors.ts';
import { form, NOTE, textFile } from './files.ts';

/**
 * Appeals and chats: reads on the resident's existing ones; writes only on a chat and a
 * recalculation request the command creates here (their texts say they are a check).
 */
export async function communicationChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a || state.contragentId === undefined) throw new Prerequisite('resident A has no account');
  const auth = { bearer: state.a.access };
  const id = state.contragentId;
  const categories = await ctx.expect(OP.chatCategories, 'valid request → 200', { auth }, { status: [200] });
  await ctx.expect(OP.chats, 'valid request (page 1) → 200', { auth, query: { page: 1, size: 20 } }, { status: [200] });
  await ctx.expect(OP.unread, 'valid request → 200', { auth }, { status: [200] });

  const category = (categories.answer?.json as { id: number; code?: string }[] | undefined)?.find(
    (item) => item.code !== 'payment-search',
  );
  if (!category) throw new Prerequisite('chatcategories listed no category for a help chat');
  const created = await ctx.expect(
    OP.createChat,
    'create a chat (multipart, one file) → its Chat',
    {
      auth,
      path: [category.id],
      multipart: form({ subject: 'Проверка совместимости', body: NOTE, contragentId: id }, { files: textFile() }),
    },
    { status: [200, 201] },
  );
  const chatId = (created.answer?.json as { id?: number } | undefined)?.id;
  if (typeof chatId !== 'number') throw new Prerequisite('creating a chat gave no chat id');
  state.chatId = chatId;
  await ctx.expect(OP.chat, 'the created chat → 200', { auth, path: [chatId] }, { status: [200] });
  const message = await ctx.expect(
    OP.message,
    'a message with a file into the created chat → ChatMessage',
    { auth, multipart: form({ chatId, text: NOTE }, { files: textFile('conformance-message.txt') }) },
    { status: [200, 201] },
  );
  state.documentId = (message.answer?.json as { documents?: { id?: number }[] } | undefined)?.documents?.[0]?.id;
  if (state.documentId !== undefined)
    await ctx.expect(
      OP.document,
      'the attached document → the file as an attachment',
      { auth, path: [state.documentId] },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType),
      },
    );
  else
    ctx.fail(
      ctx.operation(OP.message)?.label ?? OP.message,
      'the message lists its document',
      'documents[0].id is missing',
    );
  await ctx.expect(
    OP.document,
    'blob error: a document that does not exist → 404 JSON',
    { auth, path: [2_000_000_000] },
    blobErrorExpectation([404]),
  );
  await ctx.expect(
    OP.changeChat,
    'reopen the created (open) chat → 200 or 409',
    { auth, path: [chatId], json: { action: 'reopen' } },
    { status: [200, 409] },
  );
  await ctx.expect(
    OP.changeChat,
    'bad input (action «bogus») → 400 { details, message }',
    { auth, path: [chatId], json: { action: 'bogus' } },
    blobErrorExpectation([400]),
  );
  await ctx.expect(OP.markRead, 'mark the created chat read → 200', { auth, query: { chatId } }, { status: [200] });
  await ctx.expect(
    OP.paymentSearchChat,
    'payment search (multipart, the receipt) → its Chat',
    {
      auth,
      multipart: form(
        { contragentId: id, paymentDate: yesterday(), amount: '1.00', comment: NOTE },
        { files: textFile('conformance-receipt.txt') },
      ),
    },
    { status: [200, 201] },
  );
  await changeObjectChecks(ctx, auth, id);
}

async function changeObjectChecks(ctx: Context, auth: { bearer: string }, id: number): Promise<void> {
  await ctx.expect(
    OP.changeObjects,
    'own account (page 1) → 200',
    { auth, path: [id], query: { page: 1, size: 20 } },
    { status: [200] },
  );
  const created = await ctx.expect(
    OP.createChangeObject,
    'create a wrong-charge request (multipart) → its ChangeObject',
    { auth, path: [id], multipart: form({ kind: 'wrong-charge', month: lastMonth(), description: NOTE }) },
    { status: [200, 201] },
  );
  const requestId = (created.answer?.json as { id?: number } | undefined)?.id;
  if (typeof requestId !== 'number') throw new Prerequisite('creating a recalculation request gave no id');
  await ctx.expect(OP.changeObject, 'the created request → 200', { auth, path: [id, requestId] }, { status: [200] });
  await ctx.expect(
    OP.changeObjectComment,
    'a comment on the created request → 200',
    { auth, path: [id, requestId], multipart: form({ text: NOTE }) },
    {
      status: [200, 201],
    },
  );
  await ctx.expect(
    OP.changeChangeObject,
    'reopen the created (new) request → 200 or 409',
    { auth, path: [id, requestId], json: { action: 'reopen' } },
    {
      status: [200, 409],
    },
  );
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const yesterday = () => isoDate(new Date(Date.now() - 86_400_000));
function lastMonth(): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}
