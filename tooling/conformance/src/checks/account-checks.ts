import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';

const SKIP_PROFILE_WRITES = 'changes the test resident’s own data; the command changes only what it created';

/** The signed-in resident's own records, read as the portal reads them after login. */
export async function accountChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a) throw new Prerequisite('resident A is not signed in');
  const bearer = { bearer: state.a.access };
  const user = await ctx.expect(OP.user, 'valid request → 200 user', { auth: bearer }, { status: [200] });
  state.contragentId = firstContragent(user.answer?.json);
  if (state.b) state.contragentIdB = firstContragent((await ctx.call(OP.user, { auth: { bearer: state.b.access } }))?.json);
  const id = state.contragentId;
  if (id === undefined) throw new Prerequisite('resident A (CONFORMANCE_LOGIN) has no personal account in main/user/');
  await ctx.expect(OP.contragent, 'own account → 200', { auth: bearer, path: [id] }, { status: [200] });
  // main/user/ lists the selected account first: selecting it again changes nothing.
  await ctx.expect(OP.selectContragent, 'select the already selected account → 200', { auth: bearer, path: [id] }, { status: [200] });
  await ctx.expect(OP.accountNumber, 'own account → 200', { auth: bearer, path: [id] }, { status: [200] });
  ctx.skip(OP.popup, 'hide a notice', 'would hide a notice the test resident has not dismissed');
  await ctx.expect(OP.tasks, 'valid request (contragentId) → 200', { auth: bearer, query: { contragentId: id } }, { status: [200] });
  await ctx.expect(OP.profile, 'valid request → 200', { auth: bearer }, { status: [200] });
  await ctx.expect(OP.accounts, 'valid request → 200', { auth: bearer }, { status: [200] });
  await ctx.expect(OP.sessions, 'valid request → 200', { auth: bearer }, { status: [200] });
  for (const key of [
    'PUT /v3/client/profile',
    'PUT /v3/client/profile/notifications',
    'POST /v3/client/profile/email',
    'PUT /v3/client/profile/password',
    'POST /v3/client/accounts/link',
    'DELETE /v3/client/profile/consent',
  ])
    ctx.skip(key, 'valid request', SKIP_PROFILE_WRITES);
  ctx.skip('DELETE /v3/client/sessions/{}', 'end a session', 'could end one of the test resident’s real sessions');
  ctx.skip('POST /v3/client/sessions/end-others', 'end the other sessions', 'would sign the test resident out everywhere else');
}

function firstContragent(body: unknown): number | undefined {
  const first = (body as { contragents?: { id?: unknown }[] } | undefined)?.contragents?.[0]?.id;
  return typeof first === 'number' ? first : undefined;
}
