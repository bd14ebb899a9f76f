import type { ApiExtra } from '../config/api-extra.ts';
import { SESSION_EXPIRED_TEXT } from '../lib/error-texts.ts';
import { SESSION_EXPIRED_NOTICE_PAUSE_MS, sessionRuntime } from './session-runtime.ts';

/** Spec §8: 'Время сессии истекло', at most once per 5 seconds. */
export function notifySessionExpired(extra: ApiExtra): void {
  const runtime = sessionRuntime(extra);
  const now = Date.now();
  if (runtime.lastExpiredNoticeAt !== null && now - runtime.lastExpiredNoticeAt < SESSION_EXPIRED_NOTICE_PAUSE_MS)
    return;
  runtime.lastExpiredNoticeAt = now;
  extra.effects.notifyError(SESSION_EXPIRED_TEXT);
}
