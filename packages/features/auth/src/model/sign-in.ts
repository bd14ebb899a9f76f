import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  ACCOUNT_NOT_FOUND_TEXT,
  buildSessionUser,
  errorMessageOf,
  installmentRegisterChanged,
  logout,
  sessionApi,
  tokensReceived,
  userReceived,
  type ApiExtra,
  type ApiState,
} from '@resident/api';
import type { TokenResponse } from '@resident/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { paths, returnPathFor } from '@resident/routes';

export type AuthThunkConfig = { state: ApiState; extra: ApiExtra; rejectValue: string };
type Dispatch = ThunkDispatch<ApiState, ApiExtra, UnknownAction>;

/**
 * Spec §4 after the tokens arrive: store them, load the user and the contractor, then go to the
 * main screen (first contractor), to appeals (no contractor but verified), or refuse and log out.
 * `returnTo`: the page a session that ended was on; the resident goes back there when it is one of
 * their own resident pages (returnPathFor: never another origin or another resident's page).
 * Answers where it went, or the Russian reason it could not.
 */
export async function enterWithTokens(
  dispatch: Dispatch,
  extra: ApiExtra,
  token: TokenResponse,
  returnTo?: string | null,
): Promise<{ target: string } | { error: string }> {
  dispatch(tokensReceived(token));
  const user = await dispatch(sessionApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
  if (user.error || !user.data) return { error: errorMessageOf(user.error) };

  const first = user.data.contragents[0];
  let target: string;
  if (first) {
    const contragent = await dispatch(sessionApi.endpoints.getContragent.initiate(first.id, { forceRefetch: true }));
    if (contragent.error || !contragent.data) return { error: errorMessageOf(contragent.error) };
    dispatch(userReceived(buildSessionUser(user.data, contragent.data)));
    dispatch(installmentRegisterChanged(contragent.data.isInstallmentRegister));
    target = returnPathFor(returnTo, contragent.data.id) ?? paths.dashboard.getHref(contragent.data.id);
  } else if (user.data.verified) {
    dispatch(userReceived(buildSessionUser(user.data, null)));
    target = returnPathFor(returnTo, user.data.id) ?? paths.appeals.getHref(user.data.id);
  } else {
    await dispatch(logout());
    return { error: ACCOUNT_NOT_FOUND_TEXT };
  }
  extra.effects.navigate(target, { replace: true });
  return { target };
}

/** Signs in with a session the operator API answered after a confirmed email or a new password. */
export const signInWithTokens = createAsyncThunk<string, TokenResponse, AuthThunkConfig>(
  'auth/signInWithTokens',
  async (token, { dispatch, extra, rejectWithValue }) => {
    const entered = await enterWithTokens(dispatch, extra, token);
    return 'error' in entered ? rejectWithValue(entered.error) : entered.target;
  },
);
