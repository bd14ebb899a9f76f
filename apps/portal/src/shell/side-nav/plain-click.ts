import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * True for a click the SPA should handle itself: a plain primary click or a keyboard activation.
 * Ctrl/⌘/Shift/Alt clicks and other buttons are left to the browser (new tab, new window,
 * download), which is why the navigation renders real links.
 */
export function isPlainActivation(event: MouseEvent | KeyboardEvent): boolean {
  if (event.defaultPrevented) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return !('button' in event) || event.button === 0;
}
