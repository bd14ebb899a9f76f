import { createAsyncThunk } from '@reduxjs/toolkit';
import { ACCOUNT_NOT_FOUND_TEXT, buildSessionUser, errorMessageOf, installmentRegisterChanged, logout, sessionApi, tokensReceived, userReceived, type ApiExtra, type ApiState } from '@resident/api';
import { paths } from '@resident/routes';
import { authApi } from '../api/auth.api.ts';

export type LoginCredentials = { username: string; password: string; altcha: string };

type ThunkConfig = { state: ApiState; extra: ApiExtra; rejectValue: string };

/**
 * The login flow of spec §4: store the tokens, load the user and the contractor, then go to the
 * main screen (first contractor), to appeals (no contractor but verified), or refuse and log out.
 */
export const login = createAsyncThunk<string, LoginCredentials, ThunkConfig>(
  'auth/login',
  async (credentials, { dispatch, extra, rejectWithValue }) => {
    const tokenRequest = dispatch(authApi.endpoints.getToken.initiate({ grant_type: 'password', ...credentials }));
    const token = await tokenRequest;
    if ('error' in token) return rejectWithValue(errorMessageOf(token.error));
    dispatch(tokensReceived(token.data));

    const user = await dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    if (user.error || !user.data) return rejectWithValue(errorMessageOf(user.error));

    const first = user.data.contragents[0];
    let target: string;
    if (first) {
      const contragent = await dispatch(sessionApi.endpoints.getContragent.initiate(first.id, { forceRefetch: true }));
      if (contragent.error || !contragent.data) return rejectWithValue(errorMessageOf(contragent.error));
      dispatch(userReceived(buildSessionUser(user.data, contragent.data)));
      dispatch(installmentRegisterChanged(contragent.data.isInstallmentRegister));
      target = paths.dashboard.getHref(contragent.data.id);
    } else if (user.data.verified) {
      dispatch(userReceived(buildSessionUser(user.data, null)));
      target = paths.appeals.getHref(user.data.id);
    } else {
      await dispatch(logout());
      return rejectWithValue(ACCOUNT_NOT_FOUND_TEXT);
    }
    extra.effects.navigate(target, { replace: true });
    return target;
  },
);
