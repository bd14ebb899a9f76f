import type { ReactNode } from 'react';

/** One entry of the side navigation, already filtered and ordered by the shell (spec §2). */
export interface NavItem {
  key: string;
  /** Full name, shown in the vertical rail and in the overflow menu, e.g. 'Счета и расчёты'. */
  name: string;
  /** Abbreviated name for the narrow bottom bar, e.g. 'счета'. */
  shortName: string;
  icon: ReactNode;
  href: string;
}

/** Spec §9: every navigation slot (an item or the 'Ещё' button) is 60 px along the bar. */
export const NAV_ITEM_PX = 60;

export interface SplitNavOptions {
  /**
   * The 'Ещё' button is shown even when every item fits (the phone bar keeps the exit item
   * inside it), so its slot is always reserved instead of only when something overflows.
   */
  moreAlwaysShown?: boolean;
}

export interface SplitNavResult<T> {
  visible: T[];
  overflow: T[];
}

/**
 * Splits the items into those shown in the bar and those moved into the overflow menu.
 * `availablePx` is the bar's length along its main axis. When some items overflow, one slot
 * goes to the overflow button, so at most `slots - 1` items stay visible.
 */
export function splitNavItems<T>(
  items: readonly T[],
  availablePx: number,
  itemPx: number = NAV_ITEM_PX,
  { moreAlwaysShown = false }: SplitNavOptions = {},
): SplitNavResult<T> {
  // A bar not laid out yet (NaN, negative) or a nonsensical slot size has room for nothing.
  const slots = itemPx > 0 && availablePx > 0 ? Math.floor(availablePx / itemPx) : 0;
  const itemSlots = moreAlwaysShown ? slots - 1 : slots;
  if (items.length <= itemSlots) return { visible: [...items], overflow: [] };
  // Something overflows: the overflow button needs a slot of its own (already taken above when
  // it is always shown).
  const visibleCount = Math.max(moreAlwaysShown ? itemSlots : itemSlots - 1, 0);
  return { visible: items.slice(0, visibleCount), overflow: items.slice(visibleCount) };
}
