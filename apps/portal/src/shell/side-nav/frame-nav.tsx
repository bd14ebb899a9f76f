import EllipsisOutlined from '@ant-design/icons-svg/es/asn/EllipsisOutlined';
import { PlainIcon, plainTokens } from '@resident/ui';
import type { MouseEvent } from 'react';
import { ExitSlot } from './exit-slot.tsx';
import { frameSplitSteps } from './frame-nav-split.ts';
import { NavLink } from './nav-link.tsx';
import {
  navBoxStyle,
  navIconStyle,
  navItemSlotStyle,
  navLabelStyle,
  navListStyle,
  navSlotStyle,
} from './nav-slot-style.ts';
import { SIDE_NAV_TEXTS } from './side-nav-texts.ts';
import type { NavItem } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

/** What a control of the navigation is, for a tap kept before its code (takeEarlyTapMatching). */
export const NAV_SLOT = {
  exit: '[data-nav-slot="exit"]',
  more: '[data-nav-slot="more"]',
  link: 'a[data-nav-key]',
} as const;

export interface FrameNavProps {
  /** The resident's menu items (the static server: those the portal last drew, from its cookie). */
  items: NavItem[];
  activeKey?: string;
  orientation: NavOrientation;
  /** The router's navigation (the browser); without it the links wait for the code (`early`). */
  onNavigate?: (href: string) => void;
  /** The static server's frame: a tap on a link is kept for the router too. */
  early?: boolean;
  /** A tap on 'Ещё' or 'Выход' before their code (antd's menu, the confirmation) has loaded. */
  onEarlyTap?: (event: MouseEvent<HTMLButtonElement>) => void;
}

const active = (important: boolean, orientation: NavOrientation) => {
  const style = navSlotStyle(orientation, true);
  const mark = important ? '!important' : '';
  const edge = orientation === 'vertical' ? 'border-inline-start-color' : 'border-top-color';
  return `background:${String(style.background)}${mark};color:${String(style.color)}${mark};font-weight:${String(style.fontWeight)}${mark};${edge}:${plainTokens.colorPrimary}${mark}`;
};

/** The media queries that split the items as SideNav's measurement will (frame-nav-split.ts). */
function splitCss(scope: string, items: NavItem[], activeKey: string | undefined, orientation: NavOrientation): string {
  const axis = orientation === 'vertical' ? 'height' : 'width';
  const activeChild = items.findIndex((item) => item.key === activeKey) + 1;
  const steps = frameSplitSteps(items.length, orientation);
  // In the rail 'Ещё' is there only when something is behind it; the bar always has it.
  // The slots have inline styles (a bar slot is a flex box): the split overrides them.
  let css = orientation === 'vertical' ? `.${scope} .rp-nav-more{display:none}` : '';
  steps.forEach(({ maxPx, hideFrom }, index) => {
    // !important: a bar slot's inline style makes it a flex box.
    let rules = `.${scope} .rp-nav-item:nth-child(n+${hideFrom}){display:none!important}`;
    if (orientation === 'vertical' && index === 0) rules += `.${scope} .rp-nav-more{display:list-item}`;
    // 'Ещё' holds the current page when its item went behind it.
    if (activeChild >= hideFrom) rules += `.${scope} .rp-nav-more>button{${active(true, orientation)}}`;
    css += `@media (max-${axis}:${maxPx}px){${rules}}`;
  });
  return css;
}

/**
 * The navigation as the page first shows it, before antd's SideNav takes over: the
 * same slots, drawn the same way (NavLink, navSlotStyle, the plain tokens) without antd, and split
 * into the bar and 'Ещё' by CSS instead of a measurement — the static server draws it without
 * knowing the window. A tap is never lost meanwhile: a link is a real link (the router's in the
 * browser; kept for the router in the server's frame), and 'Ещё' and 'Выход' carry
 * `data-early-tap` until SideNav, which takes their kept tap (the menu opens, the confirmation).
 */
export function FrameNav({ items, activeKey, orientation, onNavigate, early, onEarlyTap }: FrameNavProps) {
  const vertical = orientation === 'vertical';
  const scope = vertical ? 'rp-nav-v' : 'rp-nav-h';
  const nav = navBoxStyle(orientation);
  const list = navListStyle(orientation);
  const slot = navItemSlotStyle(orientation);
  return (
    <nav aria-label={SIDE_NAV_TEXTS.label} className={scope} style={nav}>
      <style>{splitCss(scope, items, activeKey, orientation)}</style>
      <ul style={list}>
        {items.map((item) => (
          <li key={item.key} className="rp-nav-item" style={slot}>
            <NavLink
              item={item}
              active={item.key === activeKey}
              orientation={orientation}
              onNavigate={onNavigate}
              early={early}
            />
          </li>
        ))}
        <li className="rp-nav-more" style={slot}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={false}
            style={navSlotStyle(orientation, false)}
            data-nav-slot="more"
            data-early-tap=""
            onClick={onEarlyTap}
          >
            <span aria-hidden="true" style={navIconStyle}>
              <PlainIcon icon={EllipsisOutlined} />
            </span>
            <span style={navLabelStyle(orientation)}>{SIDE_NAV_TEXTS.more}</span>
          </button>
        </li>
      </ul>
      {vertical ? <ExitSlot data-nav-slot="exit" data-early-tap="" onClick={onEarlyTap} /> : null}
    </nav>
  );
}
