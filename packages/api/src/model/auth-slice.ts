import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TokenResponse } from '@resident/contract';

/** Spec §3 "Auth state"; field names as the spec gives them. */
export type AuthState = {
  token: string | null;
  refresh_token: string | null;
  expires_in: number | null;
  marketplace_token: string | null;
  auth: boolean;
  installmentRegister: boolean;
};

/** A session that ended elsewhere (another tab, a refused refresh token), and the resident page it was on. */
export type SessionEnd = { returnTo: string | null };

export const signedOutAuthState: AuthState = {
  token: null,
  refresh_token: null,
  expires_in: null,
  marketplace_token: null,
  auth: false,
  installmentRegister: false,
};

// The store hydrates it from storage (createStore); without a store it starts signed out.
export const authSlice = createSlice({
  name: 'auth',
  initialState: signedOutAuthState,
  reducers: {
    tokensReceived(state, { payload }: PayloadAction<TokenResponse>) {
      state.token = payload.access_token;
      state.refresh_token = payload.refresh_token;
      state.expires_in = payload.expires_in;
      state.marketplace_token = payload.marketplace_token ?? null;
      state.auth = true;
    },
    /** The session is cleared; with a SessionEnd it ended without the resident asking (ui-slice keeps where it was). */
    loggedOut: (_state, _action: PayloadAction<SessionEnd | undefined>) => signedOutAuthState,
    /** Another tab changed the session in the shared storage: this tab takes it as stored. */
    authSynced: (_state, { payload }: PayloadAction<AuthState>) => payload,
    installmentRegisterChanged(state, { payload }: PayloadAction<boolean>) {
      state.installmentRegister = payload;
    },
  },
});

export const { tokensReceived, loggedOut, authSynced, installmentRegisterChanged } = authSlice.actions;

type WithAuth = { auth: AuthState };

export const selectAuth = (state: WithAuth) => state.auth;
export const selectIsAuthenticated = (state: WithAuth) => state.auth.auth && state.auth.token !== null;
export const selectAccessToken = (state: WithAuth) => state.auth.token;
export const selectRefreshToken = (state: WithAuth) => state.auth.refresh_token;
export const selectMarketplaceToken = (state: WithAuth) => state.auth.marketplace_token;
export const selectInstallmentRegister = (state: WithAuth) => state.auth.installmentRegister;
