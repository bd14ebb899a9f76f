import { plainTokens } from '@resident/ui';
import type { CSSProperties } from 'react';
import { NAV_ITEM_PX } from './split-nav-items.ts';
import type { NavOrientation } from './use-nav-capacity.ts';

const token = plainTokens;

/**
 * The active item's background: antd's colorPrimaryBg, which the plain kit has no variable for,
 * mixed from the brand's primary instead (a tint; the text on it is the AA-checked colorLink).
 */
const ACTIVE_BACKGROUND = `color-mix(in srgb, ${token.colorPrimary} 10%, ${token.colorBgContainer})`;

/**
 * The look of one navigation slot (a link, the 'Ещё' button, the exit button). Every slot is
 * exactly NAV_ITEM_PX long on the main axis, the number splitNavItems counts with. Drawn with the
 * plain tokens, without antd: the signed-in frame draws the navigation before antd has loaded,
 * and the live navigation must look exactly the same.
 */
export function navSlotStyle(orientation: NavOrientation, active: boolean): CSSProperties {
  const common: CSSProperties = {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    margin: 0,
    border: 0,
    background: active ? ACTIVE_BACKGROUND : 'transparent',
    // colorLink is the brand colour darkened where needed to stay readable (brandTheme, WCAG AA).
    color: active ? token.colorLink : token.colorText,
    fontFamily: token.fontFamily,
    fontWeight: active ? token.fontWeightStrong : 'normal',
    textDecoration: 'none',
    cursor: 'pointer',
  };
  if (orientation === 'vertical') {
    return {
      ...common,
      height: NAV_ITEM_PX,
      gap: token.marginSM,
      paddingInline: token.padding,
      fontSize: token.fontSize,
      lineHeight: 1.3,
      textAlign: 'start',
      borderInlineStart: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
    };
  }
  return {
    ...common,
    height: '100%',
    minWidth: 0,
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 2,
    paddingInline: 2,
    // The short names must fit 60 px; 11 px keeps 'реестр рассрочек' on two lines.
    fontSize: 11,
    lineHeight: '13px',
    textAlign: 'center',
    borderTop: `2px solid ${active ? token.colorPrimary : 'transparent'}`,
  };
}

/** Lines of a label before the ellipsis, by orientation: each must fit one NAV_ITEM_PX slot. */
export const NAV_LABEL_LINES: Record<NavOrientation, number> = {
  // The rail's 14 px names on three lines (55 px) take «Судебно-претензионная работа» whole; on two
  // its «работа» was cut at every width (the walk, pnpm walk, at 1280 px).
  vertical: 3,
  // The bar's 11 px short names under a 20 px icon: two lines keep 'реестр рассрочек' in 60 px.
  horizontal: 2,
};

/** A few lines at most, then an ellipsis: a long name never makes a slot taller or wider. */
export const navLabelStyle = (orientation: NavOrientation): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: NAV_LABEL_LINES[orientation],
  overflow: 'hidden',
  // In the bar a word is broken only as a last resort (break-word leaves it whole in the label's
  // min-content, which the bar's slot is at least as wide as: navBarSlotStyle). 'anywhere' made
  // «контейнеров» «контейнер» + «ов» on a third, clamped line in a 78 px slot.
  overflowWrap: orientation === 'horizontal' ? 'break-word' : 'anywhere',
  hyphens: orientation === 'horizontal' ? 'manual' : 'auto',
  minWidth: 0,
});

/**
 * A slot of the phone's bar: the bar's width shared evenly, but never narrower than its name's
 * longest word, so a short name is two whole lines at most (the spec's short names, a word of
 * up to 11 letters in 11 px, fit the bar from 375 px in every brand font; the others give way).
 */
export const navBarSlotStyle: CSSProperties = { flex: '1 1 0', minWidth: 'min-content', display: 'flex' };

export const navIconStyle: CSSProperties = { display: 'inline-flex', fontSize: 20, lineHeight: 1, flex: 'none' };

/** The navigation's box: the rail's column (its container's height) or the bar's row (NAV_ITEM_PX). */
export const navBoxStyle = (orientation: NavOrientation): CSSProperties => ({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: orientation === 'vertical' ? 'column' : 'row',
  width: '100%',
  height: orientation === 'vertical' ? '100%' : NAV_ITEM_PX,
  background: token.colorBgContainer,
  fontFamily: token.fontFamily,
});

/** The list of slots inside it. */
export const navListStyle = (orientation: NavOrientation): CSSProperties => ({
  display: 'flex',
  flexDirection: orientation === 'vertical' ? 'column' : 'row',
  flex: '1 1 0',
  minWidth: 0,
  minHeight: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The split keeps the items within the list; this only guards against sub-pixel rounding.
  overflow: 'hidden',
});

/** One item's slot: as tall as the rail needs, or a share of the bar (navBarSlotStyle). */
export const navItemSlotStyle = (orientation: NavOrientation): CSSProperties =>
  orientation === 'vertical' ? { flex: 'none' } : navBarSlotStyle;
