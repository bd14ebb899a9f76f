import type { RouteObject } from 'react-router';

type Navigate = (path: string, options?: { replace?: boolean }) => void;

/**
 * The route set of spec §2 and a way to navigate from outside React (the API layer's effects).
 * The set is rebuilt whenever the "without a personal account" flag changes; the holder swaps it
 * the moment the flag changes (it is fed from a store subscription), so a navigation dispatched
 * right after — the login flow's — renders with the new set.
 */
export function createRouterHolder(build: (withoutPersonalAccount: boolean) => RouteObject[]) {
  let current: { key: boolean; routes: RouteObject[] } | undefined;
  let navigator: Navigate | undefined;
  // A navigation asked for before the router mounted (e.g. a logout during startup): the last wins.
  let waiting: Parameters<Navigate> | undefined;
  const listeners = new Set<() => void>();
  return {
    sync(withoutPersonalAccount: boolean): RouteObject[] {
      if (current?.key !== withoutPersonalAccount) {
        current = { key: withoutPersonalAccount, routes: build(withoutPersonalAccount) };
        for (const listener of listeners) listener();
      }
      return current.routes;
    },
    current(): RouteObject[] | undefined {
      return current?.routes;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    navigate(path: string, options?: { replace?: boolean }) {
      if (navigator) navigator(path, options);
      else waiting = [path, options];
    },
    /** The mounted router's navigate (see AppRouter); returns the detach. */
    attach(navigate: Navigate) {
      navigator = navigate;
      if (waiting) navigate(...waiting);
      waiting = undefined;
      return () => {
        if (navigator === navigate) navigator = undefined;
      };
    },
  };
}

export type RouterHolder = ReturnType<typeof createRouterHolder>;
