import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { attachmentDifferences } from './billing-checks.ts';
import { altchaValue } from './sign-in.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

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
  await ok(OP.autopay, 'own account → 200', { path: [id] });
  // Accounts outside the installment register are refused with 403 by the document.
  await ok(OP.installments, 'own account → 200 (403 outside the register)', { path: [id] }, [200, 403]);

  const litigation = await ok(OP.litigation, 'own account → 200', { path: [id] });
  const litigationDocument = firstId(litigation.answer?.json, 'documents');
  if (litigationDocument !== undefined)
    await ctx.expect(OP.litigationDocument, 'a document the list names → the file', { auth, path: [id, litigationDocument] }, {
      status: [200],
      also: (answer) => attachmentDifferences(answer.headers, answer.mediaType),
    });
  else ctx.skip(OP.litigationDocument, 'a document the list names', 'the account’s cases list no document');

  const vacancies = await ok(OP.vacancies, 'valid request → 200');
  const vacancyId = firstId(vacancies.answer?.json, 'vacancies', false);
  if (vacancyId !== undefined) await ok(OP.vacancy, 'a vacancy the list names → 200', { path: [vacancyId] });
  else ctx.skip(OP.vacancy, 'a vacancy the list names', 'no vacancy is listed');
  const applications = await ok(OP.applications, 'valid request → 200');
  const applicationId = (applications.answer?.json as { id?: number }[] | undefined)?.[0]?.id;
  if (applicationId !== undefined)
    await ctx.expect(OP.applicationCv, 'the CV of an own application → the file', { auth, path: [applicationId] }, {
      status: [200],
      also: (answer) => attachmentDifferences(answer.headers, answer.mediaType),
    });
  else ctx.skip(OP.applicationCv, 'the CV of an own application', 'the resident has no application');

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
  if (typeId !== undefined) await ok(OP.containerQuote, 'a listed type for a week → 200', { query: { typeId, startDate: day(2), endDate: day(9) } });
  else ctx.skip(OP.containerQuote, 'a listed type', 'no container type is listed');
  await ok(OP.containerRentals, 'own account → 200', { path: [id] });

  await marketplaceChecks(ctx, state, id);
  await publicPayChecks(ctx, auth, id);
  skipOrders(ctx);
}

async function marketplaceChecks(ctx: Context, state: RunState, id: number): Promise<void> {
  const token = state.a?.marketplace;
  if (!token) {
    for (const key of [OP.products, OP.draft, OP.policies, OP.policyDocument]) ctx.skip(key, 'valid request', 'resident A got no marketplace_token');
    return;
  }
  const auth = { bearer: token };
  await ctx.expect(OP.products, 'valid request (marketplace token) → 200', { auth }, { status: [200] });
  await ctx.expect(OP.draft, 'own account (marketplace token) → 200', { auth, path: [id] }, { status: [200] });
  const policies = await ctx.expect(OP.policies, 'own account (marketplace token) → 200', { auth, path: [id] }, { status: [200] });
  const policy = (policies.answer?.json as { id?: number; status?: string }[] | undefined)?.find((item) => item.status === 'active');
  if (policy?.id !== undefined)
    await ctx.expect(OP.policyDocument, 'an active policy → its PDF', { auth, path: [id, policy.id] }, {
      status: [200],
      also: (answer) => attachmentDifferences(answer.headers, answer.mediaType, 'application/pdf'),
    });
  else ctx.skip(OP.policyDocument, 'an active policy → its PDF', 'the account has no active policy');
}

async function publicPayChecks(ctx: Context, auth: { bearer: string }, id: number): Promise<void> {
  const number = (await ctx.call(OP.accountNumber, { auth, path: [id] }))?.json as { numberPersonalAccount?: string } | undefined;
  if (!number?.numberPersonalAccount) {
    ctx.skip(OP.publicLookup, 'look up an account', 'numberPersonalAccount gave no number');
    return;
  }
  await ctx.expect(
    OP.publicLookup,
    'the test account’s number (client credential, altcha) → 200',
    { auth: 'client', json: { accountNumber: number.numberPersonalAccount, altcha: await altchaValue(ctx) } },
    { status: [200] },
  );
}

/** Writes that would place an order, pay, or act for the resident: never made by this command. */
function skipOrders(ctx: Context): void {
  const reasons: [string, string][] = [
    ['POST /v3/client/{}/payments', 'starts a card payment'],
    ['GET /v3/client/{}/payments/{}', 'needs a payment the command does not start'],
    ['POST /v3/client/freeAccess/pay/payments', 'starts a card payment'],
    ['GET /v3/client/freeAccess/pay/payments/{}', 'needs a payment the command does not start'],
    ['POST /acquirer/notifications', 'the acquirer’s signed callback, not a portal call'],
    ['POST /v3/client/{}/litigation/state-duty/order', 'orders a state-duty payment'],
    ['POST /v3/vacancies/{}/applications', 'sends an application to the operator’s staff, which cannot be withdrawn'],
    ['PUT /marketplace/v1/accounts/{}/draft', 'would overwrite the resident’s insurance draft'],
    ['DELETE /marketplace/v1/accounts/{}/draft', 'would delete the resident’s insurance draft'],
    ['POST /marketplace/v1/accounts/{}/policies', 'buys a policy'],
    ['POST /v3/client/{}/waste-removal/pickups', 'places a pickup order with the operator'],
    ['POST /v3/client/{}/waste-removal/pickups/{}/cancel', 'needs a pickup the command does not order'],
    ['POST /v3/client/{}/container-rentals', 'places a rental order with the operator'],
    ['GET /v3/client/{}/container-rentals/{}/extension-quote', 'needs a rental the command does not order'],
    ['POST /v3/client/{}/container-rentals/{}/extension', 'needs a rental the command does not order'],
    ['GET /v3/client/{}/container-rentals/{}/return-quote', 'needs a rental the command does not order'],
    ['POST /v3/client/{}/container-rentals/{}/return', 'needs a rental the command does not order'],
    ['POST /v3/client/{}/container-rentals/{}/cancel', 'needs a rental the command does not order'],
    ['POST /v3/client/{}/installments/applications', 'applies for an installment plan'],
    ['PUT /v3/client/{}/autopay', 'changes the resident’s autopay'],
    ['DELETE /v3/client/{}/autopay', 'switches the resident’s autopay off'],
    ['DELETE /v3/client/cards/{}', 'deletes a saved card'],
  ];
  for (const [key, reason] of reasons) if (ctx.operation(key)) ctx.skip(key, 'valid request', reason);
}

/** The first `id` of a list, or of the named list inside each item of the first list ('documents' of cases). */
function firstId(body: unknown, name: string, nested = true): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const lists = Object.values(body as Record<string, unknown>).filter(Array.isArray) as Record<string, unknown>[][];
  for (const list of lists) {
    for (const item of list) {
      if (!nested) {
        if (typeof item['id'] === 'number') return item['id'];
        continue;
      }
      const inner = item[name];
      if (Array.isArray(inner) && typeof (inner[0] as { id?: unknown } | undefined)?.id === 'number') return (inner[0] as { id: number }).id;
    }
  }
  return undefined;
}
