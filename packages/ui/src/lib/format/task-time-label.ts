import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDate } from './date.ts';

dayjs.extend(relativeTime);

/** Spec §9: a task younger than this shows a relative time ('5 минут назад'). */
export const RELATIVE_TIME_LIMIT_MS = 12 * 60 * 60 * 1000;

/**
 * The created-time label of a task (spec §2 "Task dropdown"): '5 минут назад' while the task is
 * under 12 hours old, then 'с 01.05.2026'. Empty for a date that cannot be read. Shared so the
 * header's task dropdown and the dashboard's «Открытые задачи» never tell one task's age two ways.
 */
export function taskTimeLabel(created: string, now: Date): string {
  const date = dayjs(created);
  if (created === '' || !date.isValid()) return '';
  const age = now.getTime() - date.valueOf();
  // The operator's calendar date, as every date of the portal (README "Times and dates").
  if (age >= RELATIVE_TIME_LIMIT_MS) return `с ${formatDate(created)}`;
  // A device clock a little behind the server's must not say 'через 2 минуты'.
  const past = age < 0 ? dayjs(now) : date;
  return past.locale('ru').from(now);
}
