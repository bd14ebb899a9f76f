import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React draws or hydrates server HTML (the portal's prerender), true in the browser
 * afterwards and in every render React starts in the browser: a control that needs its script
 * (a submit button) waits for it instead of acting as plain HTML would.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
