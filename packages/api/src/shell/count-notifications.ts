import type { TasksResponse } from '@resident/contract';

/** Spec §4: the bell's badge = number of changeObjects + number of chats (0 before the first load). */
export function countNotifications(tasks: TasksResponse | undefined): number {
  return tasks ? tasks.changeObjects.length + tasks.chats.length : 0;
}
