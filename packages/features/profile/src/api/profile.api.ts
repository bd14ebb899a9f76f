import { baseApi } from '@resident/api';
import type {
  Account,
  ChangeEmailBody,
  ChangePasswordBody,
  LinkSent,
  EndedSessions,
  LinkAccountBody,
  NotificationSettings,
  Profile,
  Session,
  UpdateProfileBody,
} from '@resident/contract';

/** The profile's own calls (client/profile, client/accounts/link, client/sessions). */
export const profileApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'client/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, UpdateProfileBody>({
      query: (body) => ({ url: 'client/profile', method: 'PUT', body }),
      // The header shows the name from the user call.
      invalidatesTags: (_result, error) => (error ? [] : ['Profile', 'User']),
    }),
    updateNotifications: build.mutation<Profile, NotificationSettings>({
      query: (body) => ({ url: 'client/profile/notifications', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    requestEmailChange: build.mutation<LinkSent, ChangeEmailBody>({
      query: (body) => ({ url: 'client/profile/email', method: 'POST', body }),
    }),
    changePassword: build.mutation<EndedSessions, ChangePasswordBody>({
      query: (body) => ({ url: 'client/profile/password', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Sessions']),
    }),
    linkAccount: build.mutation<Account, LinkAccountBody>({
      query: (body) => ({ url: 'client/accounts/link', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Accounts', 'User']),
    }),
    getSessions: build.query<Session[], void>({
      query: () => 'client/sessions',
      providesTags: ['Sessions'],
    }),
    endSession: build.mutation<void, number>({
      query: (id) => ({ url: `client/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Sessions']),
    }),
    endOtherSessions: build.mutation<EndedSessions, void>({
      query: () => ({ url: 'client/sessions/end-others', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Sessions']),
    }),
    withdrawConsent: build.mutation<void, void>({
      query: () => ({ url: 'client/profile/consent', method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUpdateNotificationsMutation,
  useRequestEmailChangeMutation,
  useChangePasswordMutation,
  useLinkAccountMutation,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useWithdrawConsentMutation,
} = profileApi;
