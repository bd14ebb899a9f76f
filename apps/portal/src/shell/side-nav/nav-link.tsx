import type { MouseEvent } from 'react';
import { navIconStyle, navLabelStyle, navSlotStyle } from './nav-slot-style.ts';
import { isPlainActivation } from './plain-click.ts';
import type { NavItem } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

export interface NavLinkProps {
  item: NavItem;
  active: boolean;
  orientation: NavOrientation;
  /** Without it (the static server's frame) the link is plain HTML until the code takes over. */
  onNavigate?: (href: string) => void;
  /**
   * Drawn before its code (the signed-in frame): a tap is kept by the early-tap script and the main
   * layout carries it out with the router once it runs, instead of a reload.
   */
  early?: boolean;
  className?: string;
}

/**
 * A real link (middle click and "open in new tab" work); a plain click stays inside the SPA.
 * Plain HTML and the plain tokens, no antd: the frame and the live navigation draw the same one.
 */
export function NavLink({ item, active, orientation, onNavigate, early, className }: NavLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !isPlainActivation(event)) return;
    event.preventDefault();
    onNavigate(item.href);
  };
  const label = orientation === 'vertical' ? item.name : item.shortName;
  return (
    <a
      href={item.href}
      onClick={onNavigate ? onClick : undefined}
      aria-current={active ? 'page' : undefined}
      // The short name may be cut; the full name stays available on hover.
      title={orientation === 'horizontal' ? item.name : undefined}
      className={className}
      style={navSlotStyle(orientation, active)}
      data-nav-key={item.key}
      data-early-tap={early ? '' : undefined}
    >
      {/* The name says it all: the icon is decorative. */}
      <span aria-hidden="true" style={navIconStyle}>
        {item.icon}
      </span>
      <span style={navLabelStyle(orientation)}>{label}</span>
    </a>
  );
}
