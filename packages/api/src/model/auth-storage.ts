import { signedOutAuthState } from './auth-slice.ts';
import type { AuthState } from './auth-slice.ts';

/** The local-storage keys of the session (spec §4: requests read the bearer token from there). */
export const AUTH_STORAGE_KEYS = [
  'token',
  'refresh_token',
  'expires_in',
  'marketplace_token',
  'auth',
  'installmentRegister',
] as const;

type StoredKey = (typeof AUTH_STORAGE_KEYS)[number];

function encode(state: AuthState): Record<StoredKey, string | null> {
  return {
    token: state.token,
    refresh_token: state.refresh_token,
    expires_in: state.expires_in === null ? null : String(state.expires_in),
    marketplace_token: state.marketplace_token,
    auth: state.auth ? 'true' : null,
    // Kept so a reload decides the instalment-register route before the contragent has reloaded.
    installmentRegister: state.installmentRegister ? 'true' : null,
  };
}

/** The auth state kept in storage. */
export function readAuthState(storage: Storage): AuthState {
  const expires = Number(storage.getItem('expires_in'));
  return {
    ...signedOutAuthState,
    token: storage.getItem('token'),
    refresh_token: storage.getItem('refresh_token'),
    expires_in: storage.getItem('expires_in') !== null && Number.isFinite(expires) ? expires : null,
    marketplace_token: storage.getItem('marketplace_token'),
    auth: storage.getItem('auth') === 'true',
    installmentRegister: storage.getItem('installmentRegister') === 'true',
  };
}

export function writeAuthState(storage: Storage, state: AuthState): void {
  for (const [key, value] of Object.entries(encode(state))) {
    if (value === null) storage.removeItem(key);
    else if (storage.getItem(key) !== value) storage.setItem(key, value);
  }
}

/** The bearer token a request should carry now, or null to use the basic client credential. */
export function readBearerToken(storage: Storage): string | null {
  const token = storage.getItem('token');
  return storage.getItem('auth') === 'true' && token ? token : null;
}
