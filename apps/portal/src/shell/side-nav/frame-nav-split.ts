import { NAV_ITEM_PX } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

/**
 * One step of the split: at a window `maxPx` or smaller along the navigation's axis (the height
 * for the rail, the width for the bar), the items from `hideFrom` (1-based) on go behind 'Ещё'.
 */
export type SplitStep = { maxPx: number; hideFrom: number };

/** The rail's exit slot: the list has the window's height less one slot. */
const RAIL_RESERVED_PX = NAV_ITEM_PX;

/**
 * The split of `count` items that splitNavItems makes once the navigation has been measured
 * (useNavCapacity), as window sizes: the signed-in frame is drawn before any script could measure
 * (on the server, which does not know the window), so CSS media queries make the same split.
 * The steps apply together: at a smaller window more of them match, and the lowest `hideFrom` wins.
 * useNavCapacity rounds the length, hence the half pixel.
 */
export function frameSplitSteps(count: number, orientation: NavOrientation): SplitStep[] {
  const steps: SplitStep[] = [];
  if (orientation === 'vertical') {
    // k slots in the rail's list: k = floor((height - 60) / 60). Everything fits while k >= count;
    // below, 'Ещё' takes a slot and k - 1 items stay.
    for (let slots = count - 1; slots >= 1; slots -= 1) {
      steps.push({ maxPx: NAV_ITEM_PX * (slots + 1) + RAIL_RESERVED_PX - 0.5 - 0.01, hideFrom: slots });
    }
  } else {
    // k slots across the bar: k = floor(width / 60), one of them always 'Ещё'.
    for (let slots = count; slots >= 1; slots -= 1) {
      steps.push({ maxPx: NAV_ITEM_PX * (slots + 1) - 0.5 - 0.01, hideFrom: slots });
    }
  }
  return steps;
}
