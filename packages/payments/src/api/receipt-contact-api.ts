import type { Profile } from '@resident/contract';
import { baseApi } from '@resident/api';

/**
 * GET client/profile, read for one thing: where the fiscal receipt (54-ФЗ) of a resident's payment
 * goes when the resident has not typed anything else — the profile's email (the login), else its
 * phone. Tagged 'Profile', so a changed profile prefills the next payment.
 */
export const receiptContactApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getReceiptContact: build.query<string, void>({
      query: () => 'client/profile',
      transformResponse: (profile: Pick<Profile, 'email' | 'phone'>) => profile.email.trim() || profile.phone || '',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetReceiptContactQuery } = receiptContactApi;
