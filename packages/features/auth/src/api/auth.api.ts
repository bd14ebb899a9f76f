import { baseApi } from '@resident/api';
import type { PasswordGrant, TokenResponse } from '@resident/contract';

/** The login's own call (spec §7 oauth/token); the user, contractor and altcha calls are the session core's. */
export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The password grant, with the client credential. Storing the tokens is the caller's step: dispatch tokensReceived. */
    getToken: build.mutation<TokenResponse, PasswordGrant>({
      query: (body) => ({ url: 'oauth/token', method: 'POST', body }),
      extraOptions: { client: 'auth' },
    }),
  }),
});
