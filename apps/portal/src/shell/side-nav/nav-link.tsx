import { theme } from 'antd';
import type { MouseEvent } from 'react';
import { navIconStyle, navLabelStyle, navSlotStyle } from './nav-slot-style.ts';
import { isPlainActivation } from './plain-click.ts';
import type { NavItem } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

export interface NavLinkProps {
  item: NavItem;
  active: boolean;
  orientation: NavOrientation;
  onNavigate: (href: string) => void;
}

/** A real link (middle click and "open in new tab" work); a plain click stays inside the SPA. */
export function NavLink({ item, active, orientation, onNavigate }: NavLinkProps) {
  const { token } = theme.useToken();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainActivation(event)) return;
    event.preventDefault();
    onNavigate(item.href);
  };
  const label = orientation === 'vertical' ? item.name : item.shortName;
  return (
    <a
      href={item.href}
      onClick={onClick}
      aria-current={active ? 'page' : undefined}
      // The short name may be cut; the full name stays available on hover.
      title={orientation === 'horizontal' ? item.name : undefined}
      style={navSlotStyle(token, orientation, active)}
    >
      {/* Manifest icons are antd icons with English aria-labels; the name says it all. */}
      <span aria-hidden="true" style={navIconStyle}>
        {item.icon}
      </span>
      <span style={navLabelStyle(orientation)}>{label}</span>
    </a>
  );
}
