import { takeEarlyTapMatching } from '@resident/ui';
import { useEffect, useEffectEvent, useRef } from 'react';
import { ExitSlot } from './exit-slot.tsx';
import { NAV_SLOT } from './frame-nav.tsx';
import { NavLink } from './nav-link.tsx';
import { NavMore } from './nav-more.tsx';
import { navBoxStyle, navItemSlotStyle, navListStyle } from './nav-slot-style.ts';
import { SIDE_NAV_TEXTS } from './side-nav-texts.ts';
import { NAV_ITEM_PX, splitNavItems, type NavItem } from './split-nav-items.ts';
import { useNavCapacity, type NavOrientation } from './use-nav-capacity.ts';

export interface SideNavProps {
  /** The menu routes, already filtered by flags and ordered (spec §2). */
  items: NavItem[];
  /** Key of the item of the current route; it gets aria-current="page". */
  activeKey?: string;
  /** A plain click on an item: the shell navigates without reloading. */
  onNavigate: (href: string) => void;
  /** 'Выход': the shell asks for confirmation (confirmLogout) and logs out. */
  onExit: () => void;
  /** 'vertical': the desktop left rail (icon + name); 'horizontal': the phone bottom bar (icon + short name). */
  orientation: NavOrientation;
}

/**
 * The main navigation (spec §2 "Side navigation"). The items that do not fit its length go into
 * the 'Ещё' menu and the split is redone whenever the bar changes size. In the rail the exit item
 * sits at the bottom; in the bottom bar it is the last entry of the 'Ещё' menu, which is therefore
 * always there.
 *
 * Size: the rail fills its container's height (give the container one, e.g. a sticky 100dvh
 * sider); the bar fills its container's width and is NAV_ITEM_PX tall.
 */
export function SideNav({ items, activeKey, onNavigate, onExit, orientation }: SideNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const length = useNavCapacity(listRef, orientation);
  const vertical = orientation === 'vertical';
  const { visible, overflow } = splitNavItems(items, length, NAV_ITEM_PX, { moreAlwaysShown: !vertical });
  const showMore = overflow.length > 0 || !vertical;
  // 'Выход' tapped in the frame before this code had loaded (FrameNav): the confirmation opens now.
  const exitKept = useEffectEvent(() => {
    if (takeEarlyTapMatching(NAV_SLOT.exit)) onExit();
  });
  useEffect(() => exitKept(), []);

  const nav = navBoxStyle(orientation);
  const list = navListStyle(orientation);
  const slot = navItemSlotStyle(orientation);

  return (
    <nav aria-label={SIDE_NAV_TEXTS.label} style={nav}>
      <ul ref={listRef} style={list}>
        {visible.map((item) => (
          <li key={item.key} style={slot}>
            <NavLink item={item} active={item.key === activeKey} orientation={orientation} onNavigate={onNavigate} />
          </li>
        ))}
        {showMore ? (
          <li style={slot}>
            <NavMore
              items={overflow}
              activeKey={activeKey}
              orientation={orientation}
              withExit={!vertical}
              onNavigate={onNavigate}
              onExit={onExit}
            />
          </li>
        ) : null}
      </ul>
      {vertical ? <ExitSlot onClick={onExit} /> : null}
    </nav>
  );
}
