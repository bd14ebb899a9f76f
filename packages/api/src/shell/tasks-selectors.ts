import { createSelector } from '@reduxjs/toolkit';
import type { TasksQuery } from '@resident/contract';
import type { UserState } from '../model/user-slice.ts';
import type { ApiState } from '../store/root-reducer.ts';
import { countNotifications } from './count-notifications.ts';
import { shellApi } from './shell-api.ts';

/**
 * The tasks the header asks for: those of the active personal account (and the chats tied to
 * none), so switching the account switches the tasks; all of the user's without an account.
 * Memoised: the same object while the account stays, as RTK Query's cache key wants.
 */
export const selectTasksParams = createSelector(
  [(state: { user: UserState }) => state.user.user?.contragentId ?? null],
  (contragentId): TasksQuery => (contragentId === null ? {} : { contragentId }),
);

/**
 * Spec §4 notification count, derived from the cached tasks of the active account: no stored copy
 * that could disagree with the list the dropdown shows. 0 until the header has loaded the tasks.
 */
export const selectNotificationCount = (state: ApiState): number =>
  countNotifications(shellApi.endpoints.getTasks.select(selectTasksParams(state))(state).data);
