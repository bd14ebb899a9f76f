import { createBrowserRouter, type RouteObject } from 'react-router';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Spec §2: the route set is rebuilt whenever the "without a personal account" flag changes.
 * The holder swaps routers the moment the flag changes (it is fed from a store subscription), so
 * a navigation dispatched right after — the login flow's — already runs on the new route set.
 */
export function createRouterHolder(build: (withoutPersonalAccount: boolean) => RouteObject[]) {
  let current: { key: boolean; router: AppRouter } | undefined;
  const listeners = new Set<() => void>();
  const holder = {
    sync(withoutPersonalAccount: boolean): AppRouter {
      if (current?.key !== withoutPersonalAccount) {
        current = { key: withoutPersonalAccount, router: createBrowserRouter(build(withoutPersonalAccount)) };
        for (const listener of listeners) listener();
      }
      return current.router;
    },
    current(): AppRouter | undefined {
      return current?.router;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(path: string, options?: { replace?: boolean }) {
      void current?.router.navigate(path, options);
    },
  };
  return holder;
}

export type RouterHolder = ReturnType<typeof createRouterHolder>;
