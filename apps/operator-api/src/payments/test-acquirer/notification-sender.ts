import type { FastifyBaseLogger } from 'fastify';
import type { NotificationRepository, OwedNotification } from './notification-repository.ts';

/** What one delivery attempt got back: the HTTP status of the notification route. */
export type Deliver = (body: string) => Promise<number>;

export interface NotificationSenderOptions {
  notifications: NotificationRepository;
  deliver: Deliver;
  /** The first pause after a failed attempt; each next one doubles, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  now: () => number;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export interface NotificationSender {
  /** One attempt at this notification now, unless another sender holds its attempt. */
  sendNow(acquirerPaymentId: string): Promise<void>;
  /** One attempt at every notification due; answers how many were acknowledged. */
  flush(): Promise<number>;
  /** No new attempts; resolves when those under way have finished. */
  stop(): Promise<void>;
}

/** The pause after the `attempts`-th failed attempt: retryMs, 2×, 4×… capped. */
export function backoffMs(attempts: number, retryMs: number, maxRetryMs: number): number {
  return Math.min(maxRetryMs, retryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
}

/**
 * Sends the notifications the test acquirer owes, as acquirers do: at once, then again with
 * growing pauses until the payments side acknowledges one with a 2xx. Every attempt is claimed in
 * the database first (its next attempt moved on), so a sender killed mid-attempt leaves the
 * notification due again later for any instance, and two instances do not send it at once.
 */
export function createNotificationSender(options: NotificationSenderOptions): NotificationSender {
  const { notifications, deliver, retryMs, maxRetryMs, now, log } = options;
  const under = new Set<Promise<unknown>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function attempt(owed: OwedNotification): Promise<boolean> {
    if (!(await notifications.claim(owed, now() + backoffMs(owed.attempts + 1, retryMs, maxRetryMs)))) return false;
    try {
      const status = await deliver(owed.body);
      if (status >= 200 && status < 300) {
        await notifications.delivered(owed.acquirerPaymentId, now());
        return true;
      }
      log.warn(
        { acquirerPaymentId: owed.acquirerPaymentId, status, attempts: owed.attempts + 1 },
        'test acquirer: notification not acknowledged; it will be sent again',
      );
      await notifications.failed(owed.acquirerPaymentId, `HTTP ${status}`);
    } catch (error) {
      log.warn(
        { err: error, acquirerPaymentId: owed.acquirerPaymentId },
        'test acquirer: notification not delivered; it will be sent again',
      );
      await notifications
        .failed(owed.acquirerPaymentId, error instanceof Error ? error.message : String(error))
        .catch(() => undefined);
    }
    return false;
  }

  function track<T>(work: Promise<T>): Promise<T> {
    under.add(work);
    void work.then(
      () => under.delete(work),
      () => under.delete(work),
    );
    return work;
  }

  async function flush(): Promise<number> {
    let acknowledged = 0;
    for (const owed of await notifications.due(now(), 100)) {
      if (stopped) break;
      if (await attempt(owed)) acknowledged += 1;
    }
    return acknowledged;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      track(flush())
        .catch((error: unknown) => log.error({ err: error }, 'test acquirer: resending notifications failed'))
        .finally(schedule);
    }, retryMs);
    timer.unref();
  }
  schedule();

  return {
    async sendNow(acquirerPaymentId) {
      if (stopped) return;
      const owed = await track(notifications.get(acquirerPaymentId));
      if (owed) await track(attempt(owed));
    },
    flush: () => track(flush()),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...under]);
    },
  };
}
