import { useSyncExternalStore } from 'react';

// A test environment without matchMedia (jsdom) gets the wide layout, as the server render does.
const media = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/**
 * Whether the window is at least `px` wide, right from the first render and following resizes:
 * antd's Grid.useBreakpoint knows only after an effect, so a phone would first get the wide layout
 * and then jump. The portal's one width hook (the shell's rail, tables, label layouts).
 */
export function useWideEnough(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media(query)?.matches ?? true,
    () => true,
  );
}
