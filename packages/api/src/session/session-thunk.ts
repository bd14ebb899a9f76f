import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiExtra } from '../config/api-extra.ts';
import type { ClientApi } from '../clients/run-client.ts';
import type { AuthState } from '../model/auth-slice.ts';
import type { UserState } from '../model/user-slice.ts';

/** The slices the session thunks read; any store made by createStore has them. */
export type SessionState = { auth: AuthState; user: UserState };

export const createSessionThunk = createAsyncThunk.withTypes<{
  state: SessionState;
  extra: ApiExtra;
  rejectValue: string;
}>();

/** A thunk's API in the shape a client call wants. */
export function clientApiOf(
  thunkApi: Pick<ClientApi, 'signal' | 'abort' | 'dispatch' | 'getState' | 'extra'>,
  endpoint: string,
): ClientApi {
  const { signal, abort, dispatch, getState, extra } = thunkApi;
  return { signal, abort, dispatch, getState, extra, endpoint, type: 'mutation' };
}
