import type { Context } from '../context.ts';
import { detailsBodyDifferences } from '../error-bodies.ts';
import { OP } from '../keys.ts';
import type { Credentials, RunState } from '../state.ts';
import { signIn } from './sign-in.ts';

/**
 * Ending sessions, on sessions of resident A: a second one the command signs in itself is ended by
 * id from the first, then «end the other sessions» from the first (which ends any other session of
 * the test resident: the account is for testing).
 */
export async function sessionChecks(ctx: Context, state: RunState, credentials: Credentials): Promise<void> {
  if (!state.a) return;
  const auth = { bearer: state.a.access };
  const second = await signIn(
    ctx,
    credentials.login,
    credentials.password,
    'password grant (a second session, to end it)',
  );
  const listed = await ctx.expect(
    OP.sessions,
    'from the second session → 200, it is marked current',
    { auth: { bearer: second.access } },
    {
      status: [200],
      also: (answer) => (currentOf(answer.json) === undefined ? ['no session is marked current'] : []),
    },
  );
  const id = currentOf(listed.answer?.json);
  if (id !== undefined) {
    await ctx.expect(
      OP.endSession,
      'the second session, from the first → 204',
      { auth, path: [id] },
      { status: [204] },
    );
    await ctx.expect(
      OP.user,
      'the ended session’s access token → 401',
      { auth: { bearer: second.access } },
      {
        status: [401],
        also: (answer) => detailsBodyDifferences(answer.json, { russian: false }),
      },
    );
  } else ctx.skip(OP.endSession, 'the second session', 'the session list marked no session current');
  await ctx.expect(OP.endOtherSessions, 'from the first session → 200 { ended }', { auth }, { status: [200] });
  await ctx.expect(OP.user, 'the calling session still works → 200', { auth }, { status: [200] });
}

function currentOf(body: unknown): number | undefined {
  const current = Array.isArray(body)
    ? (body as { id?: unknown; current?: unknown }[]).find((item) => item.current === true)
    : undefined;
  return typeof current?.id === 'number' ? current.id : undefined;
}
