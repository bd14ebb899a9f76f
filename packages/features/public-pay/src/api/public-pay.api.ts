import { baseApi } from '@resident/api';
import type { PublicPayAccount, PublicPayLookupBody } from '@resident/contract';

/**
 * The guest's look-up of an account by its number (client/freeAccess/pay/lookup). The 'main'
 * client sends the basic client credential for a guest. A mutation, not a query: every look-up
 * spends its own altcha proof and must reach the server.
 */
export const publicPayApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    lookupPayAccount: build.mutation<PublicPayAccount, PublicPayLookupBody>({
      query: (body) => ({ url: 'client/freeAccess/pay/lookup', method: 'POST', body }),
    }),
  }),
});

export const { useLookupPayAccountMutation } = publicPayApi;
