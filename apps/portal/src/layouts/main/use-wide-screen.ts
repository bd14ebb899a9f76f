import { useSyncExternalStore } from 'react';

/** antd's lg breakpoint: the navigation is a left rail from here up, a bottom bar below it. */
export const WIDE_SCREEN = '(min-width: 992px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN) : undefined);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is at least antd's lg breakpoint wide, following resizes (antd's Grid without antd). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? true, () => true);
}
