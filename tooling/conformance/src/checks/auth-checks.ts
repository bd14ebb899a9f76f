import type { Context } from '../context.ts';
import { detailsBodyDifferences, oauthBodyDifferences } from '../error-bodies.ts';
import { OP } from '../keys.ts';
import type { Credentials, RunState } from '../state.ts';
import { altchaValue, refreshRequest, sessionOf, signIn } from './sign-in.ts';

/** Spec §8: the refresh error that makes the portal log the resident out. */
export const INVALID_REFRESH = { error: 'invalid_grant', description: 'Invalid refresh token' };
/** Spec §8: the login error the portal shows as «Не верный логин или пароль». */
const INVALID_CREDENTIALS = { error: 'invalid_grant', description: 'Invalid user credentials' };
/** Another browser than the command's own: a replay, not a second tab refreshing at the same time. */
const REPLAYING_BROWSER = 'resident-conformance-replay/1';

/** The token endpoint's refusals, then the sign-ins of both residents. */
export async function signInChecks(ctx: Context, credentials: Credentials, state: RunState): Promise<void> {
  await ctx.expect(
    OP.token,
    'no client credential → 401',
    { form: { grant_type: 'refresh_token', refresh_token: 'x' } },
    { status: [401] },
  );
  await ctx.expect(
    OP.token,
    'bad input (no grant_type) → 400 oauth error',
    { auth: 'client', form: { username: credentials.login } },
    { status: [400], also: (answer) => oauthBodyDifferences(answer.json) },
  );
  await ctx.expect(
    OP.token,
    'wrong password → 400 «Invalid user credentials»',
    {
      auth: 'client',
      form: {
        grant_type: 'password',
        username: credentials.login,
        password: `${credentials.password}-wrong`,
        altcha: await altchaValue(ctx),
      },
    },
    { status: [400], also: (answer) => oauthBodyDifferences(answer.json, INVALID_CREDENTIALS) },
  );
  state.a = await signIn(ctx, credentials.login, credentials.password, 'password grant (resident A) → token pair');
  if (credentials.loginB && credentials.passwordB)
    state.b = await signIn(ctx, credentials.loginB, credentials.passwordB, 'password grant (resident B) → token pair');
}

/**
 * Rotation and reuse on a session of its own (the reuse revokes that whole family): the new refresh
 * token works, a rotated one presented again answers «Invalid refresh token» and ends the family.
 */
export async function rotationChecks(ctx: Context, credentials: Credentials): Promise<void> {
  const first = await signIn(
    ctx,
    credentials.login,
    credentials.password,
    'password grant (a session for the rotation checks)',
  );
  const rotated = await ctx.expect(OP.token, 'refresh → a new pair (rotation)', refreshRequest(first.refresh), {
    status: [200],
    also: (answer) => (sessionOf(answer.json).refresh === first.refresh ? ['the refresh token did not change'] : []),
  });
  if (!rotated.answer || rotated.row.result !== 'passed') return;
  const second = sessionOf(rotated.answer.json);
  const again = await ctx.expect(OP.token, 'the new refresh token works', refreshRequest(second.refresh), {
    status: [200],
  });
  const third = again.answer?.status === 200 ? sessionOf(again.answer.json) : undefined;
  await ctx.expect(
    OP.token,
    'a rotated refresh token reused (another browser) → 400 «Invalid refresh token»',
    refreshRequest(first.refresh, REPLAYING_BROWSER),
    {
      status: [400],
      also: (answer) => oauthBodyDifferences(answer.json, INVALID_REFRESH),
    },
  );
  if (!third) return;
  await ctx.expect(
    OP.token,
    'the reuse revoked the family: its newest refresh token → 400 «Invalid refresh token»',
    refreshRequest(third.refresh),
    {
      status: [400],
      also: (answer) => oauthBodyDifferences(answer.json, INVALID_REFRESH),
    },
  );
  await ctx.expect(
    OP.user,
    'the reuse revoked the family: its access token → 401',
    { auth: { bearer: third.access } },
    {
      status: [401],
      also: (answer) => detailsBodyDifferences(answer.json, { russian: false }),
    },
  );
}

/** The portal's re-auth: a refused access token answers 401, one refresh, the call succeeds. */
export async function reauthChecks(ctx: Context, state: RunState): Promise<void> {
  if (!state.a) return;
  await ctx.expect(
    OP.user,
    'an invalid access token → 401 { details, message }',
    { auth: { bearer: 'conformance-invalid-access-token' } },
    {
      status: [401],
      also: (answer) => detailsBodyDifferences(answer.json, { russian: false }),
    },
  );
  const refreshed = await ctx.expect(OP.token, 'after the 401: refresh → a new pair', refreshRequest(state.a.refresh), {
    status: [200],
  });
  if (refreshed.answer?.status !== 200) return;
  state.a = { ...state.a, ...sessionOf(refreshed.answer.json) };
  await ctx.expect(
    OP.user,
    'after the refresh: the call succeeds with the new access token',
    { auth: { bearer: state.a.access } },
    { status: [200] },
  );
}

/** Logout as the portal does it, then the revoked token is refused. */
export async function revokeChecks(ctx: Context, state: RunState): Promise<void> {
  for (const [who, session] of [
    ['A', state.a],
    ['B', state.b],
  ] as const) {
    if (!session) continue;
    await ctx.expect(
      OP.revoke,
      `logout (resident ${who}) → 200`,
      { auth: 'client', form: { token: session.refresh } },
      { status: [200] },
    );
  }
  if (state.a)
    await ctx.expect(
      OP.user,
      'after logout: the access token → 401',
      { auth: { bearer: state.a.access } },
      {
        status: [401],
        also: (answer) => detailsBodyDifferences(answer.json, { russian: false }),
      },
    );
}
