import type { CSSProperties } from 'react';
import { APP_HEADER_HEIGHTS } from './app-header-heights';

/** The tokens the header's first row reads: antd's theme token, or the plain kit's of the same names. */
type RowTokens = {
  marginXS: number;
  paddingXS: number;
  paddingLG: number;
  fontSizeLG: number;
  fontWeightStrong: number | string;
  colorTextHeading: string;
};

/**
 * The header's first row and its title, shared by antd's AppHeader and the placeholder drawn before
 * it (and in the server's frame): the logo and the title must stand exactly where they will stay.
 * `heading4Px` is antd's fontSizeHeading4, which the plain kit does not carry.
 */
export function headerRowStyles(
  token: RowTokens,
  heading4Px: number | string,
): { bar: CSSProperties; title: CSSProperties } {
  return {
    bar: {
      boxSizing: 'border-box',
      height: APP_HEADER_HEIGHTS.bar,
      display: 'flex',
      alignItems: 'center',
      gap: token.marginXS,
      paddingInline: `clamp(${token.paddingXS}px, 3vw, ${token.paddingLG}px)`,
    },
    title: {
      flex: '1 1 auto',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      // 16 px on a 375 px phone up to 20 px on a desktop.
      fontSize: `clamp(${token.fontSizeLG}px, 3vw, ${heading4Px}px)`,
      lineHeight: 1.3,
      fontWeight: token.fontWeightStrong,
      color: token.colorTextHeading,
    },
  };
}
