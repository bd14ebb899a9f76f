import { baseApi } from '@resident/api';
import type {
  EmailChanged,
  LinkSent,
  LinkTokenBody,
  PasswordResetBody,
  PersonalDataConsent,
  RecoveryBody,
  RegistrationBody,
  TokenResponse,
} from '@resident/contract';

/**
 * Registration and recovery (client/freeAccess/…): the 'main' client sends the basic client
 * credential for a guest. Mutations for everything that spends an altcha proof or a link.
 */
export const registrationApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPersonalDataConsent: build.query<PersonalDataConsent, void>({
      query: () => 'client/freeAccess/consent/personal-data',
    }),
    register: build.mutation<LinkSent, RegistrationBody>({
      query: (body) => ({ url: 'client/freeAccess/registration', method: 'POST', body }),
    }),
    confirmRegistration: build.mutation<TokenResponse, LinkTokenBody>({
      query: (body) => ({ url: 'client/freeAccess/registration/confirm', method: 'POST', body }),
    }),
    requestPasswordRecovery: build.mutation<LinkSent, RecoveryBody>({
      query: (body) => ({ url: 'client/freeAccess/password-recovery', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<EmailChanged, LinkTokenBody>({
      query: (body) => ({ url: 'client/freeAccess/email-change/confirm', method: 'POST', body }),
      // A signed-in resident's profile shows the new login.
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    resetPassword: build.mutation<TokenResponse, PasswordResetBody>({
      query: (body) => ({ url: 'client/freeAccess/password-recovery/reset', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPersonalDataConsentQuery,
  useRegisterMutation,
  useConfirmRegistrationMutation,
  useConfirmEmailChangeMutation,
  useRequestPasswordRecoveryMutation,
  useResetPasswordMutation,
} = registrationApi;
