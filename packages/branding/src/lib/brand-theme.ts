import type { Brand } from '@resident/contract';
import type { ThemeConfig } from 'antd';
import { fontStack } from './brand-fonts.ts';
import { readableOn, tint } from './contrast.ts';

export { FONT_FAMILY } from './brand-fonts.ts';

/** Spec §9: the primary colour when the brand sets none. */
export const DEFAULT_PRIMARY_COLOR = '#1890ff';

export const BORDER_RADIUS = 8;

/** A lighter shade of a primary button's colour for the pointer over it, still AA under white text. */
export const primaryHover = (button: string) => readableOn(tint(button, 0.2), ['#ffffff']);

/**
 * The antd theme of a brand. `colorPrimary` is the brand's colour as given; where antd draws text
 * in it or on it (links, primary buttons, selected tabs and menu items, the current page) a
 * darkened shade of the same hue is used when needed, so any operator colour passes WCAG AA.
 */
export function brandTheme(brand?: Pick<Brand, 'theme'>): ThemeConfig {
  const theme = brand?.theme;
  const primary = theme?.colorPrimary ?? DEFAULT_PRIMARY_COLOR;
  // Selected menu items, options and side-navigation items sit on a pale tint of the primary
  // colour. It is set, not left to antd: from a dark primary antd derives a mid grey (#8f999c for
  // ЭкоПрикамье's #0b3d5c) on which no shade of the brand reads.
  const pale = tint(primary, 0.85);
  const text = readableOn(primary, ['#ffffff', pale]);
  const link = theme?.colorLink ? readableOn(theme.colorLink, ['#ffffff', pale]) : text;
  return {
    token: {
      colorPrimary: primary,
      colorPrimaryBg: pale,
      // A selected option or menu item under the pointer (antd's controlItemBgActiveHover): a paler
      // tint still, so its text keeps the contrast it has on `pale`. antd's own is darker and, from a
      // dark primary, a mid grey again (#6d868f under ЭкоПрикамье's: 2.97:1; Югра's teal: 2.75:1).
      colorPrimaryBgHover: tint(primary, 0.9),
      colorLink: link,
      colorLinkHover: link,
      colorLinkActive: link,
      // antd's defaults (#ff4d4f, 45 % black) are below 4.5:1 on white. A brand's own status
      // colours may colour text (amounts, field errors), so they are darkened until they read.
      colorError: readableOn(theme?.colorError ?? '#d9363e', ['#ffffff']),
      ...(theme?.colorSuccess ? { colorSuccess: readableOn(theme.colorSuccess, ['#ffffff']) } : {}),
      ...(theme?.colorWarning ? { colorWarning: readableOn(theme.colorWarning, ['#ffffff']) } : {}),
      // Info (an alert's «i», antd's info messages) in the brand's colour, not antd's own blue: its
      // readable shade, at least 4.5:1 on white and on the pale tint, on a background paler still
      // (antd derives a mid grey from a dark colour, as for colorPrimaryBg: 2.9:1 under Югра's
      // teal), so the icon keeps ≥ 3:1 as a graphic must. The default brand keeps antd's blue.
      ...(theme?.colorPrimary
        ? { colorInfo: text, colorInfoBg: tint(primary, 0.9), colorInfoBorder: tint(primary, 0.6) }
        : {}),
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      // Descriptions labels, placeholders and secondary marks: 45 % black (3.4:1) would fail axe.
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      // Select and input placeholders (antd: 25 % black, 1.8:1).
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
      fontFamily: fontStack(theme?.fontFamily),
      borderRadius: theme?.borderRadius ?? BORDER_RADIUS,
    },
    components: {
      // A loading button is faded to 65 % by default, which drops its label below 3:1; the spinner
      // already says it is busy. (Set here: the Button algorithm re-derives its own alias tokens.)
      // antd lightens a primary button under the pointer (#3486c9 for the default blue: 3.9:1 under
      // its white label); the hover shade is darkened until the label reads, like the button itself.
      Button: { colorPrimary: text, colorPrimaryHover: primaryHover(text), algorithm: true, opacityLoading: 1 },
      Tabs: { itemSelectedColor: text, itemActiveColor: text, inkBarColor: text },
      Menu: { itemSelectedColor: text, horizontalItemSelectedColor: text, subMenuItemSelectedColor: text },
      // A dropdown menu (the navigation's «Ещё») writes its selected item in the primary colour
      // itself (3.7:1 for Югра's #00838f on its tint): the readable shade instead.
      Dropdown: { colorPrimary: text },
      Pagination: { itemActiveColor: text },
      // Radio buttons (the recalculation form's reasons) write the checked label in the primary
      // colour and a label under the pointer in its hover shade (2.4:1 for the default blue).
      Radio: { colorPrimary: text, colorPrimaryHover: primaryHover(text), colorPrimaryActive: text },
    },
  };
}
