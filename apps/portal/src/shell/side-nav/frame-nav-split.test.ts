import { describe, expect, it } from 'vitest';
import { frameSplitSteps } from './frame-nav-split.ts';
import { NAV_ITEM_PX, splitNavItems } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

/** What the frame's media queries show at a window of `px` along the axis: items, and 'Ещё'. */
function cssSplit(count: number, orientation: NavOrientation, px: number) {
  const matching = frameSplitSteps(count, orientation).filter((step) => px <= step.maxPx);
  const hideFrom = Math.min(count + 1, ...matching.map((step) => step.hideFrom));
  return { visible: hideFrom - 1, more: orientation === 'horizontal' || matching.length > 0 };
}

/** What SideNav shows once it has measured that window (useNavCapacity, splitNavItems). */
function measuredSplit(count: number, orientation: NavOrientation, px: number) {
  const vertical = orientation === 'vertical';
  // The rail's list is the window's height less the exit slot; the bar is the window's width.
  const length = Math.round(vertical ? px - NAV_ITEM_PX : px);
  const { visible, overflow } = splitNavItems(
    Array.from({ length: count }, (_, index) => index),
    length,
    NAV_ITEM_PX,
    { moreAlwaysShown: !vertical },
  );
  return { visible: visible.length, more: overflow.length > 0 || !vertical };
}

describe('the frame’s navigation split by CSS', () => {
  it.each([
    ['vertical', 10],
    ['vertical', 13],
    ['horizontal', 5],
    ['horizontal', 10],
    ['horizontal', 13],
  ] as const)('%s with %i items is the split SideNav measures, at every window size', (orientation, count) => {
    for (let px = 0; px <= 1400; px += 0.25) {
      expect(cssSplit(count, orientation, px), `${px}px`).toEqual(measuredSplit(count, orientation, px));
    }
  });
});
