import { DEFAULT_THEME, initialUiState } from './ui-slice.ts';
import type { UiState } from './ui-slice.ts';

/** Spec §3: the theme lives in browser storage under this key, as a plain string. */
export const THEME_STORAGE_KEY = 'theme';

export function readUiState(storage: Storage): UiState {
  const theme = storage.getItem(THEME_STORAGE_KEY);
  return { ...initialUiState, theme: theme === null || theme.trim() === '' ? DEFAULT_THEME : theme };
}

/**
 * Only the theme is stored, and only once it differs from what storage means (nothing = default):
 * toggling the sub panel writes nothing. The panel starts closed on every page load.
 */
export function writeUiState(storage: Storage, state: UiState): void {
  if ((storage.getItem(THEME_STORAGE_KEY) ?? DEFAULT_THEME) !== state.theme)
    storage.setItem(THEME_STORAGE_KEY, state.theme);
}
