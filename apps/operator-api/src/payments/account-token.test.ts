import { describe, expect, it } from 'vitest';
import { createClock } from '../test-support/test-server.ts';
import { createAccountTokens } from './account-token.ts';

describe('account tokens', () => {
  it('stand for their account until they expire', () => {
    const clock = createClock();
    const tokens = createAccountTokens('secret', 1800, clock.now);
    const token = tokens.issue(3);
    expect(tokens.verify(token)).toBe(3);
    clock.advanceSeconds(1799);
    expect(tokens.verify(token)).toBe(3);
    clock.advanceSeconds(1);
    expect(tokens.verify(token)).toBe('expired');
    expect(tokens.verify(token, 60_000)).toBe(3);
  });

  it('cannot be moved to another account, extended or made with another secret', () => {
    const clock = createClock();
    const tokens = createAccountTokens('secret', 1800, clock.now);
    const [id, expiresAt, signature] = tokens.issue(3).split('.');
    expect(tokens.verify(`4.${expiresAt}.${signature}`)).toBe('invalid');
    expect(tokens.verify(`${id}.${Number(expiresAt) + 1}.${signature}`)).toBe('invalid');
    expect(tokens.verify(createAccountTokens('other', 1800, clock.now).issue(3))).toBe('invalid');
    for (const garbage of ['', 'abc', '3.1.x', `${id}.${expiresAt}`]) expect(tokens.verify(garbage)).toBe('invalid');
  });
});
