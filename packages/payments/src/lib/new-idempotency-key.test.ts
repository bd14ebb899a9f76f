import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './new-idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a UUID v4 (the contract requires one)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });

  it('makes one without randomUUID (plain http outside localhost)', () => {
    const keys = new Set(
      Array.from({ length: 50 }, () =>
        newIdempotencyKey({ getRandomValues: (array) => crypto.getRandomValues(array) }),
      ),
    );
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
