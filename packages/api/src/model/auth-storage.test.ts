import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { signedOutAuthState } from './auth-slice.ts';
import { readAuthState, readBearerToken, writeAuthState } from './auth-storage.ts';

const signedIn = {
  token: 'a1',
  refresh_token: 'r1',
  expires_in: 300,
  marketplace_token: 'm1',
  auth: true,
  installmentRegister: true,
};

describe('auth storage', () => {
  it('round-trips the stored keys', () => {
    const storage = createMemoryStorage();
    writeAuthState(storage, signedIn);
    expect([
      storage.getItem('token'),
      storage.getItem('refresh_token'),
      storage.getItem('expires_in'),
      storage.getItem('marketplace_token'),
      storage.getItem('auth'),
    ]).toEqual(['a1', 'r1', '300', 'm1', 'true']);
    expect(readAuthState(storage)).toEqual(signedIn);
  });

  it('removes the keys when signed out', () => {
    const storage = createMemoryStorage();
    writeAuthState(storage, signedIn);
    writeAuthState(storage, signedOutAuthState);
    expect(storage.length).toBe(0);
    expect(readAuthState(storage)).toEqual(signedOutAuthState);
  });

  it('ignores a garbled expires_in', () => {
    expect(readAuthState(createMemoryStorage({ expires_in: 'soon' })).expires_in).toBeNull();
  });

  it('gives a bearer token only when the auth flag is set', () => {
    expect(readBearerToken(createMemoryStorage({ token: 'a1', auth: 'true' }))).toBe('a1');
    expect(readBearerToken(createMemoryStorage({ token: 'a1' }))).toBeNull();
    expect(readBearerToken(createMemoryStorage({ auth: 'true' }))).toBeNull();
  });
});
