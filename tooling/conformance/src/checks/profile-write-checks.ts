import { Prerequisite, type Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { Credentials, RunState } from '../state.ts';
import { throwawayAddress } from '../throwaway.ts';

interface Profile {
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string | null;
  inn: string | null;
  snils: string | null;
  notifications: { receiptsByEmail: boolean; newsByEmail: boolean; noticesBySms: boolean };
}

/**
 * The profile's writes on resident A, each leaving it as it was: the personal data and the
 * notification settings are written back exactly as read; the password is changed to a temporary one
 * and back (which ends A's other sessions, as the document says); an email change is asked for a
 * throwaway address whose link no one opens; linking names an account A already has (409).
 */
export async function profileWriteChecks(ctx: Context, state: RunState, credentials: Credentials): Promise<void> {
  if (!state.a) throw new Prerequisite('resident A is not signed in');
  const auth = { bearer: state.a.access };
  const profile = (await ctx.call(OP.profile, { auth }))?.json as Profile | undefined;
  if (!profile?.notifications) throw new Prerequisite('GET client/profile gave no profile to write back');
  const { lastName, firstName, middleName, phone, inn, snils } = profile;
  const personal = { lastName, firstName, middleName, phone, inn, snils };
  await ctx.expect(
    OP.updateProfile,
    'the personal data as read, written back → 200 the same',
    { auth, json: personal },
    {
      status: [200],
      also: (answer) => changedFields(personal, answer.json),
    },
  );
  await ctx.expect(
    OP.notifications,
    'the settings as read, written back → 200 the same',
    { auth, json: profile.notifications },
    {
      status: [200],
      also: (answer) =>
        changedFields(profile.notifications, (answer.json as { notifications?: unknown } | undefined)?.notifications),
    },
  );
  await ctx.expect(
    OP.emailChange,
    'a throwaway address (…@example.invalid) → 202, the login unchanged until its link is opened',
    { auth, json: { email: throwawayAddress() } },
    {
      status: [202],
    },
  );
  await passwordChecks(ctx, auth, credentials.password);
  await linkChecks(ctx, auth, state);
  ctx.skip(
    OP.withdrawConsent,
    'withdraw the consent',
    'closes the test resident’s account for good (152-ФЗ): no call undoes it',
  );
  ctx.skip(
    OP.popup,
    'hide a notice',
    'no call shows a hidden notice again: the test resident would lose one they have not read',
  );
}

/** To a temporary password and back; a failed way back is reported with the password it left. */
async function passwordChecks(ctx: Context, auth: { bearer: string }, password: string): Promise<void> {
  const temporary = `${password}-Conformance1`;
  const changed = await ctx.expect(
    OP.password,
    'to a temporary password → 200 (A’s other sessions end)',
    { auth, json: { currentPassword: password, newPassword: temporary } },
    {
      status: [200],
    },
  );
  if (changed.answer?.status !== 200) return;
  const back = await ctx.expect(
    OP.password,
    'back to the test resident’s password → 200',
    { auth, json: { currentPassword: temporary, newPassword: password } },
    {
      status: [200],
    },
  );
  if (back.answer?.status !== 200)
    ctx.fail(
      back.row.operation,
      'the test resident’s password is restored',
      `it is now «${temporary}»: set CONFORMANCE_PASSWORD’s value again`,
    );
}

/** Linking an account A already holds, with one of its receipts: 409, nothing linked, no try counted. */
async function linkChecks(ctx: Context, auth: { bearer: string }, state: RunState): Promise<void> {
  const id = state.contragentId!;
  const number = (
    (await ctx.call(OP.accountNumber, { auth, path: [id] }))?.json as { numberPersonalAccount?: string } | undefined
  )?.numberPersonalAccount;
  const period = ((await ctx.call(OP.billingPeriods, { auth, path: [id] }))?.json as { periods?: string[] } | undefined)
    ?.periods?.[0];
  const accrued = period
    ? (
        (await ctx.call(OP.billingCharges, { auth, path: [id, period] }))?.json as
          { totals?: { accrued?: number } } | undefined
      )?.totals?.accrued
    : undefined;
  if (!number || !period || accrued === undefined) {
    ctx.skip(
      OP.linkAccount,
      'an account already linked',
      'the account gave no number, month or «Начислено» to link it by',
    );
    return;
  }
  await ctx.expect(
    OP.linkAccount,
    'an account A already holds, by its newest receipt → 409',
    { auth, json: { accountNumber: number, period, amount: accrued } },
    {
      status: [409],
    },
  );
}

/** The fields of `sent` the answer does not give back as they were. */
function changedFields(sent: Record<string, unknown>, answer: unknown): string[] {
  const got = (answer ?? {}) as Record<string, unknown>;
  return Object.keys(sent)
    .filter((name) => JSON.stringify(got[name]) !== JSON.stringify(sent[name]))
    .map((name) => `${name} came back as ${JSON.stringify(got[name])}, was ${JSON.stringify(sent[name])}`);
}
