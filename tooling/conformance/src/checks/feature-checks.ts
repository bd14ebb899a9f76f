import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { autopayChecks } from './autopay-checks.ts';
import { attachmentDifferences } from './billing-checks.ts';
import { day } from './day.ts';
import { insuranceChecks } from './insurance-checks.ts';
import { vacancyChecks } from './vacancy-checks.ts';

/** Every feature's reads for resident A's account; ids for the next call come from the API itself. */
export async function featureChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a || state.contragentId === undefined) throw new Prerequisite('resident A has no account');
  const auth = { bearer: state.a.access };
  const id = state.contragentId;
  const ok = (key: string, check: string, request: Parameters<Context['expect']>[2] = {}, status = [200]) =>
    ctx.expect(key, check, { auth, ...request }, { status });

  await ok(OP.objects, 'own account → 200', { path: [id] });
  await ok(OP.prizes, 'own account → 200', { path: [id] });
  await ok(OP.services, 'own account → 200', { path: [id] });
  await autopayChecks(ctx, auth, id);
  // Accounts outside the installment register are refused with 403 by the document.
  await ok(OP.installments, 'own account → 200 (403 outside the register)', { path: [id] }, [200, 403]);

  await ok(OP.litigation, 'own account → 200', { path: [id] });
  await litigationDocument(ctx, auth, state.contragentIds ?? [id]);
  await vacancyChecks(ctx, auth);

  // Waste removal is open only to accounts with it (403 by the document otherwise).
  const types = await ok(OP.wasteTypes, 'own account → 200 (403 without waste removal)', { path: [id] }, [200, 403]);
  await ok(OP.wasteSlots, 'own account → 200 (403 without waste removal)', { path: [id] }, [200, 403]);
  const wasteType = (types.answer?.json as { code?: string }[] | undefined)?.[0]?.code;
  if (types.answer?.status === 200 && wasteType)
    await ok(OP.wastePrice, 'a listed waste type, 1 m³ → 200', { path: [id], query: { wasteType, volume: 1 } });
  else ctx.skip(OP.wastePrice, 'a listed waste type', 'the account has no waste removal types');
  await ok(OP.wastePickups, 'own account → 200 (403 without waste removal)', { path: [id] }, [200, 403]);

  const containers = await ok(OP.containerTypes, 'valid request → 200');
  const typeId = (containers.answer?.json as { id?: number }[] | undefined)?.[0]?.id;
  if (typeId !== undefined)
    await ok(OP.containerQuote, 'a listed type for a week → 200', {
      query: { typeId, startDate: day(2), endDate: day(9) },
    });
  else ctx.skip(OP.containerQuote, 'a listed type', 'no container type is listed');
  await ok(OP.containerRentals, 'own account → 200', { path: [id] });

  await insuranceChecks(ctx, state, id);
}

/** The first court document any of A's accounts lists. */
async function litigationDocument(ctx: Context, auth: { bearer: string }, ids: number[]): Promise<void> {
  for (const id of ids) {
    const cases = (await ctx.call(OP.litigation, { auth, path: [id] }))?.json as
      { cases?: { documents?: { id?: number }[] }[] } | undefined;
    const documentId = cases?.cases
      ?.flatMap((item) => item.documents ?? [])
      .find((document) => typeof document.id === 'number')?.id;
    if (documentId === undefined) continue;
    await ctx.expect(
      OP.litigationDocument,
      'a document the list names → the file',
      { auth, path: [id, documentId] },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType),
      },
    );
    return;
  }
  ctx.skip(OP.litigationDocument, 'a document the list names', 'no account of resident A lists a court document');
}
