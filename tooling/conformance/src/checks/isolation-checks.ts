import type { Context } from '../context.ts';
import { detailsBodyDifferences } from '../error-bodies.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { form, NOTE } from './files.ts';

const REFUSED = { status: [403, 404], also: (answer: { json: unknown }) => detailsBodyDifferences(answer.json) };

/** Design §5: another resident's account, chat and document are refused (403/404), never served. */
export async function isolationChecks(ctx: Context, state: RunState): Promise<void> {
  const check = (what: string) => `resident B on resident A’s ${what} → 403/404`;
  if (!state.b) {
    for (const key of [OP.contragent, OP.chat, OP.document, OP.message])
      ctx.skip(key, check('resources'), 'no second resident (CONFORMANCE_LOGIN_B / CONFORMANCE_PASSWORD_B)');
    return;
  }
  const auth = { bearer: state.b.access };
  const id = state.contragentId;
  if (id !== undefined && id !== state.contragentIdB) {
    await ctx.expect(OP.contragent, check('account'), { auth, path: [id] }, REFUSED);
    await ctx.expect(OP.accountNumber, check('account'), { auth, path: [id] }, REFUSED);
    await ctx.expect(OP.billingSummary, check('account'), { auth, path: [id] }, REFUSED);
    await ctx.expect(OP.chats, check('account’s chats'), { auth, query: { contragentId: id } }, REFUSED);
  }
  if (state.chatId !== undefined) {
    await ctx.expect(OP.chat, check('chat'), { auth, path: [state.chatId] }, REFUSED);
    await ctx.expect(
      OP.message,
      check('chat (a message into it)'),
      { auth, multipart: form({ chatId: state.chatId, text: NOTE }) },
      REFUSED,
    );
  }
  if (state.documentId !== undefined)
    await ctx.expect(OP.document, check('document'), { auth, path: [state.documentId] }, REFUSED);
  if (state.a && state.contragentIdB !== undefined && state.contragentIdB !== id)
    await ctx.expect(
      OP.contragent,
      'resident A on resident B’s account → 403/404',
      { auth: { bearer: state.a.access }, path: [state.contragentIdB] },
      REFUSED,
    );
}
