import { describe, expect, it } from 'vitest';
import { createAccountBackoff, DEFAULT_ACCOUNT_BACKOFF } from './account-backoff.ts';
import type { AccountAttempt } from './account-backoff.ts';

function backoffAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, backoff: createAccountBackoff({ ...DEFAULT_ACCOUNT_BACKOFF, now: () => clock.now }) };
}

function attempt(result: ReturnType<ReturnType<typeof createAccountBackoff>['begin']>): AccountAttempt {
  if ('waitSeconds' in result) throw new Error(`refused: wait ${result.waitSeconds} s`);
  return result;
}

describe('account backoff', () => {
  it('never makes a login wait for right passwords checked at the same time (a resident on several devices, the bench)', () => {
    const { backoff } = backoffAt();
    for (let round = 0; round < 3; round += 1) {
      const checks = Array.from({ length: 5 }, () => attempt(backoff.begin('resident@demo.ru')));
      // A sixth at the same moment is asked to retry in a second, not made to wait 30 s.
      expect(backoff.begin('resident@demo.ru')).toEqual({ waitSeconds: 1 });
      for (const check of checks) check.end(true);
    }
    expect('waitSeconds' in backoff.begin('resident@demo.ru')).toBe(false);
  });

  it('lets no more checks run at once than wrong passwords are still allowed: a sixth waits a second', () => {
    const { backoff } = backoffAt();
    attempt(backoff.begin('a')).end(false);
    attempt(backoff.begin('a')).end(false);
    const inFlight = [attempt(backoff.begin('a')), attempt(backoff.begin('a')), attempt(backoff.begin('a'))];
    expect(backoff.begin('a')).toEqual({ waitSeconds: 1 });
    for (const check of inFlight) check.end(false);
    expect(backoff.begin('a')).toEqual({ waitSeconds: 30 });
  });

  it('makes the 5th wrong password in a row wait 30 s, doubling to at most 15 min; a right one forgets them', () => {
    const { clock, backoff } = backoffAt();
    for (let failure = 0; failure < 4; failure += 1) attempt(backoff.begin('b')).end(false);
    const waits: number[] = [];
    for (let failure = 5; failure <= 11; failure += 1) {
      attempt(backoff.begin('b')).end(false);
      const refused = backoff.begin('b');
      if (!('waitSeconds' in refused)) throw new Error(`no wait after ${failure} failures`);
      waits.push(refused.waitSeconds);
      clock.now += refused.waitSeconds * 1000;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    attempt(backoff.begin('b')).end(true);
    for (let failure = 0; failure < 4; failure += 1) attempt(backoff.begin('b')).end(false);
    expect('waitSeconds' in backoff.begin('b')).toBe(false);
  });

  it('forgets the count 12 hours after the last wrong password', () => {
    const { clock, backoff } = backoffAt();
    for (let failure = 0; failure < 5; failure += 1) attempt(backoff.begin('c')).end(false);
    clock.now += 12 * 60 * 60 * 1000;
    expect('waitSeconds' in backoff.begin('c')).toBe(false);
  });
});
