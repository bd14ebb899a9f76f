import { LogoutOutlined } from '@ant-design/icons';
import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import { PlainIcon, takeEarlyTapMatching } from '@resident/ui';
import { Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { NAV_SLOT } from './frame-nav.tsx';
import { navIconStyle, navLabelStyle, navSlotStyle } from './nav-slot-style.ts';
import { isPlainActivation } from './plain-click.ts';
import { SIDE_NAV_TEXTS } from './side-nav-texts.ts';
import type { NavItem } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

/** Menu key of the exit entry; cannot clash with a route key, which never starts with a colon. */
const EXIT_KEY = ':exit';

export interface NavMoreProps {
  items: NavItem[];
  activeKey?: string;
  orientation: NavOrientation;
  /** Puts 'Выход' at the end of the menu (the phone bar has no room of its own for it). */
  withExit: boolean;
  onNavigate: (href: string) => void;
  onExit: () => void;
}

/**
 * The phone's bar is fixed to the window: its menu is drawn inside it, so it stays beside 'Ещё' while
 * the page scrolls. Drawn in the page's body, the menu kept the place it was aligned at and moved
 * back only at the next realignment: a tap between the two met the page (the e2e suite's «Выход»
 * was pressed on the menu and released on the dashboard under it, and nothing happened).
 */
function fixedContainerOf(trigger: HTMLElement): HTMLElement {
  for (let node = trigger.parentElement; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return node;
  }
  return document.body;
}

/** The 'Ещё' slot: a button opening a menu of the items that did not fit. */
export function NavMore({ items, activeKey, orientation, withExit, onNavigate, onExit }: NavMoreProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // 'Ещё' tapped in the frame before antd's menu had loaded (FrameNav): the tap is carried out now,
  // as the click it was.
  useEffect(() => {
    if (takeEarlyTapMatching(NAV_SLOT.more)) button.current?.click();
  }, []);
  const holdsActive = items.some((item) => item.key === activeKey);

  const menuItems: NonNullable<MenuProps['items']> = items.map((item) => ({
    key: item.key,
    icon: <span aria-hidden="true">{item.icon}</span>,
    // A real link here too, so a middle click opens the page in a new tab.
    label: <a href={item.href}>{item.name}</a>,
  }));
  if (withExit) {
    if (menuItems.length > 0) menuItems.push({ type: 'divider' });
    menuItems.push({ key: EXIT_KEY, icon: <LogoutOutlined aria-hidden="true" />, label: SIDE_NAV_TEXTS.exit });
  }

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (key === EXIT_KEY) {
      onExit();
      return;
    }
    const item = items.find((candidate) => candidate.key === key);
    if (!item || !isPlainActivation(domEvent)) return;
    domEvent.preventDefault();
    onNavigate(item.href);
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      placement={orientation === 'vertical' ? 'rightBottom' : 'topRight'}
      getPopupContainer={fixedContainerOf}
      menu={{ items: menuItems, onClick, selectedKeys: activeKey ? [activeKey] : [] }}
    >
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        style={navSlotStyle(orientation, holdsActive)}
      >
        <span aria-hidden="true" style={navIconStyle}>
          <PlainIcon icon={EllipsisOutlined} />
        </span>
        <span style={navLabelStyle(orientation)}>{SIDE_NAV_TEXTS.more}</span>
      </button>
    </Dropdown>
  );
}
