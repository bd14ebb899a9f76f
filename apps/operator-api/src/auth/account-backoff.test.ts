import { afterEach, describe, expect, it } from 'vitest';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import { createAccountBackoff, DEFAULT_ACCOUNT_BACKOFF } from './account-backoff.ts';
import type { AccountAttempt, AccountBackoff } from './account-backoff.ts';
import { createStoreAccountBackoff } from './store-account-backoff.ts';

const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((close) => close()));
});

// The same rules in one process's memory and in the store several instances share.
const KINDS = ['memory', ...BACKENDS.map((backend) => `store on ${backend}` as const)];

async function backoffOf(kind: (typeof KINDS)[number], now: () => number): Promise<AccountBackoff> {
  if (kind === 'memory') return createAccountBackoff({ ...DEFAULT_ACCOUNT_BACKOFF, now });
  const test = await openTestStore(kind === 'store on postgres' ? 'postgres' : 'sqlite');
  opened.push(() => test.close());
  return createStoreAccountBackoff(test.store, { ...DEFAULT_ACCOUNT_BACKOFF, now });
}

async function attempt(result: Promise<{ waitSeconds: number } | AccountAttempt>): Promise<AccountAttempt> {
  const begun = await result;
  if ('waitSeconds' in begun) throw new Error(`refused: wait ${begun.waitSeconds} s`);
  return begun;
}

describe.each(KINDS)('account backoff in %s', (kind) => {
  async function backoffAt(start = 1_000_000) {
    const clock = { now: start };
    return { clock, backoff: await backoffOf(kind, () => clock.now) };
  }

  it('never makes a login wait for right passwords checked at the same time (a resident on several devices, the bench)', async () => {
    const { backoff } = await backoffAt();
    for (let round = 0; round < 3; round += 1) {
      const checks = await Promise.all(Array.from({ length: 5 }, () => attempt(backoff.begin('resident@demo.ru'))));
      // A sixth at the same moment is asked to retry in a second, not made to wait 30 s.
      expect(await backoff.begin('resident@demo.ru')).toEqual({ waitSeconds: 1 });
      await Promise.all(checks.map((check) => check.end(true)));
    }
    expect('waitSeconds' in (await backoff.begin('resident@demo.ru'))).toBe(false);
  });

  it('lets no more checks run at once than wrong passwords are still allowed: a sixth waits a second', async () => {
    const { backoff } = await backoffAt();
    await (await attempt(backoff.begin('a'))).end(false);
    await (await attempt(backoff.begin('a'))).end(false);
    const inFlight = await Promise.all([
      attempt(backoff.begin('a')),
      attempt(backoff.begin('a')),
      attempt(backoff.begin('a')),
    ]);
    expect(await backoff.begin('a')).toEqual({ waitSeconds: 1 });
    await Promise.all(inFlight.map((check) => check.end(false)));
    expect(await backoff.begin('a')).toEqual({ waitSeconds: 30 });
  });

  it('makes the 5th wrong password in a row wait 30 s, doubling to at most 15 min; a right one forgets them', async () => {
    const { clock, backoff } = await backoffAt();
    for (let failure = 0; failure < 4; failure += 1) await (await attempt(backoff.begin('b'))).end(false);
    const waits: number[] = [];
    for (let failure = 5; failure <= 11; failure += 1) {
      await (await attempt(backoff.begin('b'))).end(false);
      const refused = await backoff.begin('b');
      if (!('waitSeconds' in refused)) throw new Error(`no wait after ${failure} failures`);
      waits.push(refused.waitSeconds);
      clock.now += refused.waitSeconds * 1000;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    await (await attempt(backoff.begin('b'))).end(true);
    for (let failure = 0; failure < 4; failure += 1) await (await attempt(backoff.begin('b'))).end(false);
    expect('waitSeconds' in (await backoff.begin('b'))).toBe(false);
  });

  it('forgets the count 12 hours after the last wrong password', async () => {
    const { clock, backoff } = await backoffAt();
    for (let failure = 0; failure < 5; failure += 1) await (await attempt(backoff.begin('c'))).end(false);
    clock.now += 12 * 60 * 60 * 1000;
    expect('waitSeconds' in (await backoff.begin('c'))).toBe(false);
  });

  it.runIf(kind !== 'memory')(
    'stops counting a check begun a minute ago and never ended (its instance stopped)',
    async () => {
      const { clock, backoff } = await backoffAt();
      // Five checks left open by an instance that went away: a sixth would be told to retry in a second.
      await Promise.all(Array.from({ length: 5 }, () => attempt(backoff.begin('d'))));
      expect(await backoff.begin('d')).toEqual({ waitSeconds: 1 });
      clock.now += 60_000;
      expect('waitSeconds' in (await backoff.begin('d'))).toBe(false);
    },
  );
});
