import { describe, expect, it } from 'vitest';
import {
  authSlice,
  installmentRegisterChanged,
  loggedOut,
  selectAccessToken,
  selectInstallmentRegister,
  selectIsAuthenticated,
  selectMarketplaceToken,
  selectRefreshToken,
  signedOutAuthState,
  tokensReceived,
} from './auth-slice.ts';

const tokens = { access_token: 'a1', refresh_token: 'r1', expires_in: 300, token_type: 'bearer' as const };

describe('auth slice', () => {
  it('starts signed out', () => {
    expect(authSlice.reducer(undefined, { type: 'init' })).toEqual(signedOutAuthState);
  });

  it('stores received tokens and sets the auth flag', () => {
    const auth = authSlice.reducer(undefined, tokensReceived({ ...tokens, marketplace_token: 'm1' }));
    expect(auth).toEqual({
      token: 'a1',
      refresh_token: 'r1',
      expires_in: 300,
      marketplace_token: 'm1',
      auth: true,
      installmentRegister: false,
    });
    const state = { auth };
    expect([
      selectIsAuthenticated(state),
      selectAccessToken(state),
      selectRefreshToken(state),
      selectMarketplaceToken(state),
    ]).toEqual([true, 'a1', 'r1', 'm1']);
  });

  it('drops a marketplace token the new response no longer carries', () => {
    const withMarketplace = authSlice.reducer(undefined, tokensReceived({ ...tokens, marketplace_token: 'm1' }));
    expect(authSlice.reducer(withMarketplace, tokensReceived(tokens)).marketplace_token).toBeNull();
  });

  it('clears everything on logout', () => {
    let auth = authSlice.reducer(undefined, tokensReceived(tokens));
    auth = authSlice.reducer(auth, installmentRegisterChanged(true));
    expect(selectInstallmentRegister({ auth })).toBe(true);
    expect(authSlice.reducer(auth, loggedOut())).toEqual(signedOutAuthState);
  });
});
