import { describe, expect, it } from 'vitest';
import { GUEST_SECRET_STORAGE_PREFIX, guestSecretOf, keepGuestSecret } from './guest-secrets.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('guest payment secrets', () => {
  it('keeps each payment’s secret under its own id', () => {
    const storage = memoryStorage();
    keepGuestSecret(41, 'first', storage);
    keepGuestSecret(42, 'second', storage);
    expect(guestSecretOf(41, storage)).toBe('first');
    expect(guestSecretOf(42, storage)).toBe('second');
    expect(guestSecretOf(43, storage)).toBeUndefined();
    expect(storage.getItem(`${GUEST_SECRET_STORAGE_PREFIX}42`)).toBe('second');
  });

  it('does without a storage that refuses', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepGuestSecret(1, 's', refusing)).not.toThrow();
    expect(guestSecretOf(1, refusing)).toBeUndefined();
    expect(guestSecretOf(1, undefined)).toBeUndefined();
  });
});
