import { useAppSelector } from '../store/hooks.ts';
import { countNotifications } from './count-notifications.ts';
import { useGetTasksQuery } from './shell-api.ts';
import { selectTasksParams } from './tasks-selectors.ts';

export type UseTasksOptions = {
  /** Spec §4: the header polls while mounted; the interval is the shell's choice. */
  pollingInterval?: number;
  /** E.g. signed out, or on Login / ServiceUnavailable. */
  skip?: boolean;
};

/** The active account's tasks and the bell's count, for the header and its task dropdown. */
export function useTasks(options: UseTasksOptions = {}) {
  const params = useAppSelector(selectTasksParams);
  const query = useGetTasksQuery(params, options);
  return { ...query, notificationCount: countNotifications(query.data) };
}
