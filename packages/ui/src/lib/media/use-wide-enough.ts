import { useSyncExternalStore } from 'react';

/**
 * Whether the window is at least `px` wide, right from the first render: antd's Grid.useBreakpoint
 * knows only after an effect, so a phone would first get the wide layout and then jump.
 */
export function useWideEnough(px: number): boolean {
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
