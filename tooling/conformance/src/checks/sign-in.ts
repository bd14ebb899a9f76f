import { solveAltcha } from '../altcha.ts';
import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { Session } from '../state.ts';

/** A fresh altcha value: fetched and solved like the portal's widget. */
export async function altchaValue(ctx: Context): Promise<string> {
  const answer = await ctx.call(OP.challenge);
  if (!answer || answer.status !== 200) throw new Prerequisite(`getChallenge answered ${answer?.status ?? 'nothing'}`);
  return solveAltcha(answer.json);
}

/** The password grant as the portal sends it; one row, the session or a Prerequisite error. */
export async function signIn(ctx: Context, login: string, password: string, check: string): Promise<Session> {
  const altcha = await altchaValue(ctx);
  const { answer, row } = await ctx.expect(
    OP.token,
    check,
    { auth: 'client', form: { grant_type: 'password', username: login, password, altcha } },
    { status: [200] },
  );
  if (row.result !== 'passed' || !answer) throw new Prerequisite(`sign-in of ${login} failed: ${row.differed}`);
  return sessionOf(answer.json);
}

export function sessionOf(body: unknown): Session {
  const token = body as { access_token?: unknown; refresh_token?: unknown; marketplace_token?: unknown };
  if (typeof token.access_token !== 'string' || typeof token.refresh_token !== 'string')
    throw new Prerequisite('the token answer has no token pair');
  return {
    access: token.access_token,
    refresh: token.refresh_token,
    ...(typeof token.marketplace_token === 'string' ? { marketplace: token.marketplace_token } : {}),
  };
}

/** The refresh grant as the portal's re-auth sends it. */
export function refreshRequest(refreshToken: string, userAgent?: string) {
  return {
    auth: 'client' as const,
    form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    ...(userAgent ? { userAgent } : {}),
  };
}
