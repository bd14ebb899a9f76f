import { emptyUserState } from './user-slice.ts';
import type { UserState } from './user-slice.ts';
import type { SessionUser } from './session-user.ts';

export const USER_STORAGE_KEY = 'user';
export const SHOW_MODAL_STORAGE_KEY = 'showModal';

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Storage is outside our control (old versions, other tabs, hand edits): accept only a user
// that still has the fields routes and guards rely on.
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<SessionUser>;
  return (
    typeof user.id === 'number' &&
    typeof user.userId === 'number' &&
    typeof user.fullName === 'string' &&
    Array.isArray(user.popupWindows)
  );
}

export function readUserState(storage: Storage): UserState {
  const user = parse(storage.getItem(USER_STORAGE_KEY));
  return {
    ...emptyUserState,
    user: isSessionUser(user) ? user : null,
    showModal: parse(storage.getItem(SHOW_MODAL_STORAGE_KEY)) === true,
  };
}

export function writeUserState(storage: Storage, state: UserState): void {
  if (state.user) storage.setItem(USER_STORAGE_KEY, JSON.stringify(state.user));
  else storage.removeItem(USER_STORAGE_KEY);
  if (state.showModal) storage.setItem(SHOW_MODAL_STORAGE_KEY, 'true');
  else storage.removeItem(SHOW_MODAL_STORAGE_KEY);
}
