import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { Notifier } from './notifier';

type Bridge = ComponentType<{ notifier: Notifier }>;

/**
 * The message holder, mounted once the notifier has something to say (see createNotifier). Its
 * chunk is asked for when the first message comes, which may be 'no connection': a chunk that
 * cannot load then must not take the app down with it (there is no error boundary this high up).
 */
export function createNotifications(load: () => Promise<{ default: Bridge }>) {
  const NotifierBridge = lazy(() =>
    load().catch((error: unknown): { default: Bridge } => {
      console.warn('Не удалось загрузить уведомления', error);
      return { default: () => null };
    }),
  );
  return function Notifications({ notifier }: { notifier: Notifier }) {
    const requested = useSyncExternalStore(notifier.subscribe, notifier.requested, notifier.requested);
    return requested ? (
      <Suspense>
        <NotifierBridge notifier={notifier} />
      </Suspense>
    ) : null;
  };
}
