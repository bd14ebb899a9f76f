import type { Context, Expectation } from '../context.ts';
import { detailsBodyDifferences } from '../error-bodies.ts';
import { OP } from '../keys.ts';
import { CHECK_PERSON, throwawayAddress, throwawayPassword, unknownLinkToken } from '../throwaway.ts';
import { altchaValue } from './sign-in.ts';

/** The documented refusal of a link token the backend never issued, with its §8 body and code. */
const linkInvalid: Expectation = {
  status: [400],
  also: (answer) => {
    const code = (answer.json as { details?: { code?: unknown }[] } | undefined)?.details?.[0]?.code;
    return [
      ...detailsBodyDifferences(answer.json),
      ...(code === 'LINK_INVALID' ? [] : [`details[0].code is «${String(code)}», expected «LINK_INVALID»`]),
    ];
  },
};

/**
 * Registration and recovery with valid bodies. The registration is of a new throwaway address
 * (`conformance-…@example.invalid`): it stays pending, its link goes nowhere and expires. Recovery
 * asks for the same address, which has no account, so nothing is sent. The links' tokens arrive only
 * by mail, so confirming, resetting and changing the email are called with a well-formed token the
 * backend did not issue: the documented 400 LINK_INVALID, and nothing changes.
 */
export async function registrationChecks(ctx: Context): Promise<void> {
  const address = throwawayAddress();
  const consent = (await ctx.call(OP.consentText, { auth: 'client' }))?.json as { version?: string } | undefined;
  if (consent?.version)
    await ctx.expect(
      OP.registration,
      'a new throwaway address (…@example.invalid) → 202',
      {
        auth: 'client',
        json: {
          email: address,
          password: throwawayPassword(),
          ...CHECK_PERSON,
          consentVersion: consent.version,
          altcha: await altchaValue(ctx),
        },
      },
      { status: [202] },
    );
  else ctx.skip(OP.registration, 'a new throwaway address', 'the consent text gave no version to accept');
  await ctx.expect(
    OP.registrationConfirm,
    'a link token no mail carried → 400 LINK_INVALID',
    { auth: 'client', json: { token: unknownLinkToken() } },
    linkInvalid,
  );
  await ctx.expect(
    OP.recovery,
    'an address without an account (the throwaway one) → 202, nothing sent',
    { auth: 'client', json: { email: address, altcha: await altchaValue(ctx) } },
    { status: [202] },
  );
  await ctx.expect(
    OP.recoveryReset,
    'a link token no mail carried → 400 LINK_INVALID',
    { auth: 'client', json: { token: unknownLinkToken(), password: throwawayPassword() } },
    linkInvalid,
  );
  await ctx.expect(
    OP.emailChangeConfirm,
    'a link token no mail carried → 400 LINK_INVALID',
    { auth: 'client', json: { token: unknownLinkToken() } },
    linkInvalid,
  );
}
