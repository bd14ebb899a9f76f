import type { Contragent } from '@resident/contract';
import { installmentRegisterChanged } from '../model/auth-slice.ts';
import { contragentReceived } from '../model/user-slice.ts';
import { sessionApi } from './session-api.ts';
import { createSessionThunk } from './session-thunk.ts';

/**
 * Loads the selected contractor again and updates the session user and the installment flag.
 * Resolves to null without a contractor or when the call fails (its error stays in the cache).
 */
export const reloadContragent = createSessionThunk<Contragent | null, void>(
  'user/reloadContragent',
  async (_, { dispatch, getState }) => {
    const id = getState().user.user?.contragentId ?? null;
    if (id === null) return null;
    const result = await dispatch(
      sessionApi.endpoints.getContragent.initiate(id, { subscribe: false, forceRefetch: true }),
    );
    if (!result.data) return null;
    dispatch(contragentReceived(result.data));
    dispatch(installmentRegisterChanged(result.data.isInstallmentRegister));
    return result.data;
  },
);
