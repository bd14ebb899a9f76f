import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';

/** The signed-in resident's own records, read as the portal reads them after login. */
export async function accountChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a) throw new Prerequisite('resident A is not signed in');
  const bearer = { bearer: state.a.access };
  const user = await ctx.expect(OP.user, 'valid request → 200 user', { auth: bearer }, { status: [200] });
  state.contragentIds = contragentsOf(user.answer?.json);
  state.contragentId = state.contragentIds[0];
  if (state.b)
    state.contragentIdB = contragentsOf((await ctx.call(OP.user, { auth: { bearer: state.b.access } }))?.json)[0];
  const id = state.contragentId;
  if (id === undefined) throw new Prerequisite('resident A (CONFORMANCE_LOGIN) has no personal account in main/user/');
  await ctx.expect(OP.contragent, 'own account → 200', { auth: bearer, path: [id] }, { status: [200] });
  // main/user/ lists the selected account first: selecting it again changes nothing.
  await ctx.expect(
    OP.selectContragent,
    'select the already selected account → 200',
    { auth: bearer, path: [id] },
    { status: [200] },
  );
  await ctx.expect(OP.accountNumber, 'own account → 200', { auth: bearer, path: [id] }, { status: [200] });
  await ctx.expect(
    OP.tasks,
    'valid request (contragentId) → 200',
    { auth: bearer, query: { contragentId: id } },
    { status: [200] },
  );
  await ctx.expect(OP.profile, 'valid request → 200', { auth: bearer }, { status: [200] });
  await ctx.expect(OP.accounts, 'valid request → 200', { auth: bearer }, { status: [200] });
  await ctx.expect(OP.sessions, 'valid request → 200', { auth: bearer }, { status: [200] });
}

function contragentsOf(body: unknown): number[] {
  const listed = (body as { contragents?: { id?: unknown }[] } | undefined)?.contragents ?? [];
  return listed.map((item) => item.id).filter((id): id is number => typeof id === 'number');
}
