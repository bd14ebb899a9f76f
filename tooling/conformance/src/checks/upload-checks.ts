import type { Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { blobErrorExpectation } from './blob-errors.ts';
import { form, NOTE, OVER_LIMIT_BYTES, textFile } from './files.ts';

/** Spec §5/§9: files over 25 MB and '.crdownload'/'.part' names are refused, with a §8 body. */
export async function uploadChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a || state.chatId === undefined) {
    ctx.skip(OP.message, 'upload refusals', 'needs the chat the command creates, which failed');
    return;
  }
  const auth = { bearer: state.a.access };
  const tooLarge = new File([new Uint8Array(OVER_LIMIT_BYTES)], 'conformance-too-large.pdf', {
    type: 'application/pdf',
  });
  await ctx.expect(
    OP.message,
    'a file of 25 MB + 1 byte → 413 { details, message }',
    { auth, multipart: form({ chatId: state.chatId, text: NOTE }, { files: tooLarge }) },
    blobErrorExpectation([413]),
  );
  await ctx.expect(
    OP.message,
    'a «.part» file → 400 { details, message }',
    { auth, multipart: form({ chatId: state.chatId, text: NOTE }, { files: textFile('conformance.part') }) },
    blobErrorExpectation([400]),
  );
}
