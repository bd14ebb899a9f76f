import { errorMessageOf } from '../lib/error-message-of.ts';
import { sessionApi } from './session-api.ts';
import { createSessionThunk } from './session-thunk.ts';

/** '/resident/7/billing?tab=payments' shown for account 7 becomes the same screen of account 9. */
export function pathForAccount(currentPath: string, accountId: number): string {
  return currentPath.replace(/^\/resident\/[^/?#]+/, `/resident/${accountId}`);
}

/**
 * Spec §4 select_contragent: the server remembers the choice, the session user follows its answer
 * (selectContragent), and the resident stays on the same screen, now of the chosen account. A
 * screen of a resident without an account (the profile) goes to the new account's dashboard.
 */
export const switchAccount = createSessionThunk<number, { accountId: number; currentPath: string }>(
  'user/switchAccount',
  async ({ accountId, currentPath }, { dispatch, getState, extra, rejectWithValue }) => {
    const hadAccount = getState().user.user?.contragentId != null;
    const result = await dispatch(sessionApi.endpoints.selectContragent.initiate(accountId));
    if ('error' in result) return rejectWithValue(errorMessageOf(result.error));
    const target =
      hadAccount && currentPath.startsWith('/resident/')
        ? pathForAccount(currentPath, accountId)
        : `/resident/${accountId}/dashboard`;
    extra.effects.navigate(target);
    return accountId;
  },
);
