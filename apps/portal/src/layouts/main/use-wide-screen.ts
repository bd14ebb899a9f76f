import { useWideEnough } from '@resident/ui';

/** antd's lg breakpoint: the navigation is a left rail from here up, a bottom bar below it. */
export const WIDE_SCREEN_PX = 992;
/** The same breakpoint as a media query, for the first paint's CSS (main-frame.tsx). */
export const WIDE_SCREEN = `(min-width: ${WIDE_SCREEN_PX}px)`;

/** Whether the window is at least antd's lg breakpoint wide, following resizes (@resident/ui's useWideEnough). */
export function useWideScreen(): boolean {
  return useWideEnough(WIDE_SCREEN_PX);
}
