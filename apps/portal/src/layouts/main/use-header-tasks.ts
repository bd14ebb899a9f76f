import { useTasks } from '@resident/api';
import { useEffect, useRef } from 'react';
import { useVisibleDocument } from './use-visible-document';

/**
 * How often the header asks for new tasks. Operator answers come in minutes, not seconds, so once a
 * minute feels live while 10 000 residents cost the API under 170 requests a second; the chat
 * screen gets its messages over the websocket instead.
 */
export const TASK_POLL_INTERVAL_MS = 60_000;

/** Spec §4 "Task polling": periodic while the header is mounted; paused while the tab is hidden. */
export function useHeaderTasks() {
  const visible = useVisibleDocument();
  // A hidden tab polling every minute would spend the resident's battery and the API's capacity on
  // a badge nobody sees; coming back to the tab refetches at once.
  const tasks = useTasks({ pollingInterval: visible ? TASK_POLL_INTERVAL_MS : 0 });
  const { refetch } = tasks;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch]);
  useEffect(() => {
    // Spec §4: a failed task load is only logged; the resident is not interrupted.
    if (tasks.error) console.warn('Не удалось загрузить задачи', tasks.error);
  }, [tasks.error]);
  return tasks;
}
