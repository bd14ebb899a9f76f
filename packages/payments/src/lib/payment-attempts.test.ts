import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@resident/api';
import { ATTEMPT_LIFETIME_MS, createPaymentAttempts, type AttemptScope } from './payment-attempts';

const scope: AttemptScope = { account: 501, purpose: 'charges', amount: 150_050 };

/** One browser: a shared localStorage, a sessionStorage per tab, a clock the test moves. */
function browser() {
  const shared = createMemoryStorage();
  let time = 1_000_000;
  let counter = 0;
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) };
  const tab = (session = createMemoryStorage()) =>
    createPaymentAttempts({ session, shared, now: clock.now, newKey: () => `key-${++counter}` });
  return { shared, clock, tab };
}

describe('payment attempts', () => {
  it('gives a second click the key of the first', () => {
    const attempts = browser().tab();
    expect(attempts.keyFor(scope)).toBe('key-1');
    expect(attempts.keyFor(scope)).toBe('key-1');
  });

  it('keeps the key across a reload of the tab', () => {
    const { tab } = browser();
    const session = createMemoryStorage();
    const before = tab(session).keyFor(scope);
    // A reload: a new page (new memory), the same tab's sessionStorage.
    expect(tab(session).keyFor(scope)).toBe(before);
  });

  it('gives a second tab paying the same the same key, so the server answers the same payment', () => {
    const { tab } = browser();
    const first = tab().keyFor(scope);
    expect(tab().keyFor(scope)).toBe(first);
  });

  it('keeps the key in sessionStorage when localStorage is unavailable', () => {
    const session = createMemoryStorage();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const first = createPaymentAttempts({ session, shared: broken, newKey: () => 'only' }).keyFor(scope);
    expect(createPaymentAttempts({ session, shared: broken, newKey: () => 'other' }).keyFor(scope)).toBe(first);
  });

  it('makes a new attempt for another amount, purpose, order, account or variant (service, saved card)', () => {
    const attempts = browser().tab();
    const first = attempts.keyFor(scope);
    const others = [
      { ...scope, amount: 100 },
      { ...scope, purpose: 'service' as const, orderId: 4 },
      { ...scope, purpose: 'service' as const, orderId: 5 },
      { ...scope, account: 502 },
      { ...scope, variant: 'tko' },
      { ...scope, variant: 'tko+save-card' },
    ].map((other) => attempts.keyFor(other));
    expect(new Set([first, ...others]).size).toBe(7);
  });

  it('makes a new attempt once the payment is final', () => {
    const attempts = browser().tab();
    const first = attempts.keyFor(scope);
    attempts.created(scope, 77);
    attempts.settled(77);
    expect(attempts.keyFor(scope)).not.toBe(first);
  });

  it('closes the attempt in every tab when one tab sees the result', () => {
    const { tab } = browser();
    const first = tab();
    const key = first.keyFor(scope);
    first.created(scope, 77);
    // The acquirer brought the resident back in a fresh tab: it knows only the payment id.
    tab().settled(77);
    expect(tab().keyFor(scope)).not.toBe(key);
  });

  it('forgets an attempt on request (the server answered a payment that had already failed)', () => {
    const attempts = browser().tab();
    const first = attempts.keyFor(scope);
    attempts.forget(scope);
    expect(attempts.keyFor(scope)).not.toBe(first);
  });

  it("does not join another tab's attempt once it has outlived the acquirer's payment", () => {
    const { tab, clock } = browser();
    const first = tab().keyFor(scope);
    clock.advance(ATTEMPT_LIFETIME_MS - 1);
    expect(tab().keyFor(scope)).toBe(first);
    clock.advance(1);
    expect(tab().keyFor(scope)).not.toBe(first);
  });

  it('leaves other data in the storages alone', () => {
    const { tab, shared } = browser();
    shared.setItem('token', 't');
    const attempts = tab();
    attempts.keyFor(scope);
    attempts.created(scope, 1);
    attempts.settled(1);
    expect(shared.getItem('token')).toBe('t');
    expect(shared.length).toBe(1);
  });
});
