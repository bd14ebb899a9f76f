import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './auth-slice.ts';
import type { SessionEnd } from './auth-slice.ts';

/** Spec §9: the theme when none was chosen. */
export const DEFAULT_THEME = 'default';

/**
 * Spec §3 client state of the shell. The notification count is not kept here: it is derived from
 * the tasks (selectNotificationCount), so it can never disagree with them.
 */
export type UiState = {
  /** The header's sub panel (opened by the filter button of a sub-header). */
  subMenuOpen: boolean;
  /** Kept in browser storage under 'theme' (ui-storage.ts). */
  theme: string;
  /**
   * Set when the session ended without the resident asking: the route guard then sends the tab to
   * /login saying so, with the page to come back to, as the code that ended it does (whichever of
   * the two navigations lands last, the address is the same). A sign-out of the resident's own clears it.
   */
  sessionEnd: SessionEnd | null;
};

export const initialUiState: UiState = { subMenuOpen: false, theme: DEFAULT_THEME, sessionEnd: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    subMenuToggled(state) {
      state.subMenuOpen = !state.subMenuOpen;
    },
    subMenuClosed(state) {
      state.subMenuOpen = false;
    },
    themeChanged(state, { payload }: PayloadAction<string>) {
      state.theme = payload.trim() === '' ? DEFAULT_THEME : payload;
    },
  },
  extraReducers: (builder) => {
    // The theme is the device's preference and outlives the session; an open panel does not.
    builder.addCase(loggedOut, (state, { payload }) => {
      state.subMenuOpen = false;
      state.sessionEnd = payload ?? null;
    });
  },
});

export const { subMenuToggled, subMenuClosed, themeChanged } = uiSlice.actions;

type WithUi = { ui: UiState };

export const selectSubMenuOpen = (state: WithUi) => state.ui.subMenuOpen;
export const selectTheme = (state: WithUi) => state.ui.theme;
export const selectSessionEnd = (state: WithUi) => state.ui.sessionEnd;
