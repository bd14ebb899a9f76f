import type { Context } from '../context.ts';
import { OP } from '../keys.ts';
import type { RunState } from '../state.ts';
import { blobErrorExpectation } from './blob-errors.ts';

const FREE_ACCESS_WRITES = [
  OP.registration,
  OP.registrationConfirm,
  OP.recovery,
  OP.recoveryReset,
  OP.emailChangeConfirm,
];

/**
 * Bad input answers 400 with a Russian `{ details, message }` (spec §8), never 500 (registration
 * and recovery with valid bodies: registration-checks.ts). The public pay lookup is left out here:
 * it allows few calls a minute per address and one is made above.
 */
export async function badInputChecks(ctx: Context, state: RunState): Promise<void> {
  if (state.a)
    await ctx.expect(
      OP.contragent,
      'bad input (id «abc») → 400 { details, message }',
      { auth: { bearer: state.a.access }, path: ['abc'] },
      blobErrorExpectation([400]),
    );
  for (const key of FREE_ACCESS_WRITES) {
    if (!ctx.operation(key)) continue;
    await ctx.expect(
      key,
      'bad input (empty body) → 400 { details, message }',
      { auth: 'client', json: {} },
      blobErrorExpectation([400]),
    );
  }
}
