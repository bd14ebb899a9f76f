import { createAsyncThunk } from '@reduxjs/toolkit';
import { errorMessageOf } from '@resident/api';
import { authApi } from '../api/auth.api.ts';
import { enterWithTokens, type AuthThunkConfig } from './sign-in.ts';

export type LoginCredentials = { username: string; password: string; altcha: string };
/** The credentials and, after a session that ended, the page to return to (never sent to the server). */
export type LoginArg = LoginCredentials & { returnTo?: string | null };

/** The login flow of spec §4: the password grant, then into the portal (see enterWithTokens). */
export const login = createAsyncThunk<string, LoginArg, AuthThunkConfig>(
  'auth/login',
  async ({ returnTo, ...credentials }, { dispatch, extra, rejectWithValue }) => {
    const token = await dispatch(authApi.endpoints.getToken.initiate({ grant_type: 'password', ...credentials }));
    if ('error' in token) return rejectWithValue(errorMessageOf(token.error));
    const entered = await enterWithTokens(dispatch, extra, token.data, returnTo);
    return 'error' in entered ? rejectWithValue(entered.error) : entered.target;
  },
);
