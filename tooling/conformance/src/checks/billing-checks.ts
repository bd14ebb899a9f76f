import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { detailsBodyDifferences } from '../error-bodies.ts';
import { blobErrorExpectation } from './blob-errors.ts';

/** Billing as the portal reads it: summary, months, a month's charges, payments, the downloads. */
export async function billingChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a || state.contragentId === undefined) throw new Prerequisite('resident A has no account to read');
  const auth = { bearer: state.a.access };
  const id = state.contragentId;
  await ctx.expect(OP.billingSummary, 'own account → 200', { auth, path: [id] }, { status: [200] });
  const periods = await ctx.expect(OP.billingPeriods, 'own account → 200', { auth, path: [id] }, { status: [200] });
  const latest = (periods.answer?.json as { periods?: string[] } | undefined)?.periods?.[0];
  if (latest) {
    await ctx.expect(OP.billingCharges, 'the newest month → 200', { auth, path: [id, latest] }, { status: [200] });
    await ctx.expect(
      OP.receipt,
      'the newest month → the receipt PDF',
      { auth, path: [id, latest] },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType, 'application/pdf'),
      },
    );
    await ctx.expect(
      OP.reconciliation,
      'the newest month → the statement PDF',
      { auth, path: [id], query: { from: latest, to: latest } },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType, 'application/pdf'),
      },
    );
  } else {
    for (const key of [OP.billingCharges, OP.receipt, OP.reconciliation])
      ctx.skip(key, 'the newest month', 'the account has no billing months');
  }
  const history = await ctx.expect(
    OP.billingPayments,
    'valid request (page 1) → 200',
    { auth, path: [id], query: { page: 1, size: 20 } },
    { status: [200] },
  );
  // A line's cash receipt when the history links one (the account may have none yet: the 404 below still calls it).
  const receiptId = (history.answer?.json as { content?: { receiptId?: number | null }[] } | undefined)?.content?.find(
    (line) => line.receiptId,
  )?.receiptId;
  if (receiptId) {
    await ctx.expect(
      OP.fiscalReceipt,
      'a line’s cash receipt → the PDF',
      { auth, path: [id, receiptId] },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType, 'application/pdf'),
      },
    );
  }
  await ctx.expect(
    OP.fiscalReceipt,
    'blob error: a receipt the account does not have → 404 JSON',
    { auth, path: [id, 2_000_000_000] },
    blobErrorExpectation([404]),
  );
  await ctx.expect(
    OP.billingExport,
    'format=csv → the CSV download',
    { auth, path: [id], query: { format: 'csv' } },
    {
      status: [200],
      also: (answer) => attachmentDifferences(answer.headers, answer.mediaType, 'text/csv'),
    },
  );
  // The receipt goes by mail to the test resident's own address: the one thing this sends to a person.
  // One send per month's receipt an hour: an earlier run within the hour makes the first call a 429 too.
  if (latest) {
    const refusal = { status: [429], also: (answer: { json: unknown }) => detailsBodyDifferences(answer.json) };
    await ctx.expect(
      OP.receiptSend,
      '«Не получил квитанцию», the newest month → 200 (mailed to the test resident), or 429 when mailed within the hour',
      { auth, path: [id, latest] },
      { status: [200, 429] },
    );
    await ctx.expect(
      OP.receiptSend,
      'the same month again at once → 429 with a Russian message (one send an hour)',
      { auth, path: [id, latest] },
      refusal,
    );
  } else ctx.skip(OP.receiptSend, '«Не получил квитанцию»', 'the account has no billing months');
  // Spec §8: a blob call that fails answers JSON the portal parses and shows.
  await ctx.expect(
    OP.receipt,
    'blob error: an impossible month → 400/404 JSON',
    { auth, path: [id, '2019-13'] },
    blobErrorExpectation([400, 404]),
  );
  await ctx.expect(
    OP.billingExport,
    'blob error: an unknown format → 400 JSON',
    { auth, path: [id], query: { format: 'doc' } },
    blobErrorExpectation([400]),
  );
  await ctx.expect(
    OP.reconciliation,
    'blob error: from after to → 400 JSON',
    { auth, path: [id], query: { from: '2026-02', to: '2026-01' } },
    blobErrorExpectation([400]),
  );
  await ctx.expect(
    OP.billingPayments,
    'bad input (from=2026-02-30) → 400 { details, message }',
    { auth, path: [id], query: { from: '2026-02-30' } },
    blobErrorExpectation([400]),
  );
}

/** A download the browser saves: its type and `Content-Disposition: attachment`. */
export function attachmentDifferences(headers: Headers, mediaType: string, expected?: string): string[] {
  const differences: string[] = [];
  if (expected && mediaType !== expected) differences.push(`content type «${mediaType}», expected ${expected}`);
  if (!/^attachment/i.test(headers.get('content-disposition') ?? ''))
    differences.push('no Content-Disposition: attachment');
  return differences;
}
