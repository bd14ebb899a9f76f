import type { Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { CHECK_PERSON, throwawayAddress } from '../throwaway.ts';
import { attachmentDifferences } from './billing-checks.ts';

type Auth = { bearer: string };
interface Policy {
  id?: number;
  status?: string;
  insuredName?: string;
}
type Draft = Record<string, unknown> | null;

/** The command's own insured person: the policies it issues are recognisable by the name. */
const OWN_INSURED = `${CHECK_PERSON.lastName} ${CHECK_PERSON.firstName}`;

/**
 * The insurance marketplace (marketplace token): reads, then a draft of the command's own (its
 * insured person is «Проверка Совместимости»), a policy issued from it and left unpaid, the draft
 * deleted, and the resident's own draft, if there was one, saved back as it was. No policy is issued
 * while the account has an unpaid policy of someone else's: issuing would cancel it.
 */
export async function insuranceChecks(ctx: Context, state: RunState, id: number): Promise<void> {
  const token = state.a?.marketplace;
  if (!token) {
    for (const key of [
      OP.products,
      OP.draft,
      OP.policies,
      OP.policyDocument,
      OP.saveDraft,
      OP.deleteDraft,
      OP.createPolicy,
    ])
      ctx.skip(key, 'valid request', 'resident A got no marketplace_token');
    return;
  }
  const auth = { bearer: token };
  const products = await ctx.expect(
    OP.products,
    'valid request (marketplace token) → 200',
    { auth },
    { status: [200] },
  );
  const read = await ctx.expect(
    OP.draft,
    'own account (marketplace token) → 200',
    { auth, path: [id] },
    { status: [200] },
  );
  const policies = await ctx.expect(
    OP.policies,
    'own account (marketplace token) → 200',
    { auth, path: [id] },
    { status: [200] },
  );
  const list = (policies.answer?.json ?? []) as Policy[];
  const active = list.find((item) => item.status === 'active');
  if (active?.id !== undefined)
    await ctx.expect(
      OP.policyDocument,
      'an active policy → its PDF',
      { auth, path: [id, active.id] },
      {
        status: [200],
        also: (answer) => attachmentDifferences(answer.headers, answer.mediaType, 'application/pdf'),
      },
    );
  else
    ctx.skip(
      OP.policyDocument,
      'an active policy → its PDF',
      'the account has no active policy (one is issued by paying its order, which the command never does)',
    );

  const original = read.answer?.status === 200 ? (read.answer.json as Draft) : undefined;
  if (original === undefined) {
    for (const key of [OP.saveDraft, OP.deleteDraft, OP.createPolicy])
      ctx.skip(key, 'a draft of its own', 'the resident’s draft could not be read, so it could not be put back');
    return;
  }
  const programme = firstProgramme(products.answer?.json);
  const objectId = firstId((await ctx.call(OP.objects, { auth: { bearer: state.a!.access }, path: [id] }))?.json);
  const othersUnpaid = list.some(
    (item) => item.status === 'awaiting-payment' && item.insuredName?.startsWith(OWN_INSURED) !== true,
  );
  try {
    await ownDraftAndPolicy(ctx, auth, id, programme, objectId, othersUnpaid);
    await ctx.expect(OP.deleteDraft, 'the draft it saved → 204', { auth, path: [id] }, { status: [204] });
  } finally {
    if (original !== null)
      await ctx.expect(
        OP.saveDraft,
        'the resident’s draft put back as read → 200',
        { auth, path: [id], json: draftBody(original) },
        { status: [200] },
      );
  }
}

async function ownDraftAndPolicy(
  ctx: Context,
  auth: Auth,
  id: number,
  programme: { productId: number; id: number } | undefined,
  objectId: number | undefined,
  othersUnpaid: boolean,
): Promise<void> {
  const complete = programme !== undefined && objectId !== undefined;
  const person = {
    ...CHECK_PERSON,
    middleName: null,
    birthDate: '1980-01-01',
    phone: '+79000000000',
    email: throwawayAddress(),
  };
  const draft = complete
    ? { step: 'confirm', objectId, productId: programme.productId, programmeId: programme.id, person }
    : { step: 'object', objectId: null, productId: null, programmeId: null, person: null };
  const saved = await ctx.expect(
    OP.saveDraft,
    complete ? 'a confirmed draft of its own → 200' : 'a draft of its own (first step) → 200',
    { auth, path: [id], json: draft },
    {
      status: [200],
    },
  );
  if (!complete || saved.answer?.status !== 200)
    ctx.skip(
      OP.createPolicy,
      'a policy of its own draft',
      complete ? 'its draft was not saved' : 'no product programme or object to insure',
    );
  else if (othersUnpaid)
    ctx.skip(
      OP.createPolicy,
      'a policy of its own draft',
      'the account has an unpaid policy of the resident’s: issuing another would cancel it',
    );
  else
    await ctx.expect(
      OP.createPolicy,
      'its own draft, offer accepted → 201 (200: its open policy), left unpaid',
      { auth, path: [id], json: { offerAccepted: true } },
      {
        status: [201, 200],
      },
    );
}

function draftBody(draft: Record<string, unknown>): Record<string, unknown> {
  const { step, objectId, productId, programmeId, person } = draft;
  return { step, objectId, productId, programmeId, person };
}

function firstProgramme(products: unknown): { productId: number; id: number } | undefined {
  if (!Array.isArray(products)) return undefined;
  for (const product of products as { id?: number; programmes?: { id?: number }[] }[]) {
    const programme = product.programmes?.[0];
    if (typeof product.id === 'number' && typeof programme?.id === 'number')
      return { productId: product.id, id: programme.id };
  }
  return undefined;
}

const firstId = (list: unknown): number | undefined => {
  const id = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'number' ? id : undefined;
};
