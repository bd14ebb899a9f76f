import { useSyncExternalStore } from 'react';

/** antd's `sm` (spec §9 breakpoints): below it a table does not fit a phone. */
export const CARDS_BELOW_PX = 576;

/** Whether the window is at least `px` wide, right from the first render (no layout shift on a phone). */
export function useWideEnough(px: number = CARDS_BELOW_PX): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => true,
  );
}
