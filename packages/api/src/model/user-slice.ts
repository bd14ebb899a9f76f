import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Contragent } from '@resident/contract';
import { loggedOut } from './auth-slice.ts';
import { contragentFields } from './session-user.ts';
import type { SessionUser } from './session-user.ts';

export type UserState = {
  user: SessionUser | null;
  /** Whether the contractor's popup windows are to be shown; cleared by logout (spec §4). */
  showModal: boolean;
};

export const emptyUserState: UserState = { user: null, showModal: false };

export const userSlice = createSlice({
  name: 'user',
  initialState: emptyUserState,
  reducers: {
    /** Spec §3: the stored names are kept unless the incoming fullName differs from the stored one. */
    userReceived(state, { payload }: PayloadAction<SessionUser>) {
      const stored = state.user;
      state.user =
        stored && stored.fullName === payload.fullName
          ? { ...payload, lastName: stored.lastName, firstName: stored.firstName, middleName: stored.middleName }
          : payload;
    },
    /** A reloaded or newly selected contractor; the names belong to the user and stay. */
    contragentReceived(state, { payload }: PayloadAction<Contragent>) {
      if (state.user) Object.assign(state.user, contragentFields(payload));
    },
    userCleared: () => emptyUserState,
    /** Another tab's session, as stored, taken by this tab (store/follow-other-tabs). */
    userSynced: (_state, { payload }: PayloadAction<UserState>) => payload,
    /** The resident chose «Больше не показывать»: the popup leaves the session user for good. */
    popupSuppressed(state, { payload }: PayloadAction<number>) {
      if (state.user) state.user.popupWindows = state.user.popupWindows.filter((popup) => popup.id !== payload);
    },
    showModalChanged(state, { payload }: PayloadAction<boolean>) {
      state.showModal = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => emptyUserState);
  },
});

export const { userReceived, contragentReceived, userCleared, userSynced, popupSuppressed, showModalChanged } =
  userSlice.actions;

type WithUser = { user: UserState };

export const selectUser = (state: WithUser) => state.user.user;
/** The id resident routes use as :userId (the contractor id when there is one). */
export const selectUserId = (state: WithUser) => state.user.user?.id ?? null;
export const selectWithoutPersonalAccount = (state: WithUser) => state.user.user?.withoutPersonalAccount ?? false;
export const selectShowModal = (state: WithUser) => state.user.showModal;
