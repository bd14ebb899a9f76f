/**
 * antd's design tokens (AliasToken names) that the plain kit draws with. Their values are antd's
 * own for the portal's default brand theme, generated into antd-tokens.generated.ts and checked by
 * plain-tokens.test.ts: a plain token cannot differ from its antd counterpart.
 */
export const PLAIN_TOKEN_KEYS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorLink',
  'controlOutline',
  'colorError',
  'colorErrorBg',
  'colorErrorBorder',
  'colorErrorOutline',
  'colorWarning',
  'colorWarningBg',
  'colorWarningBorder',
  'colorSuccess',
  'colorSuccessBg',
  'colorSuccessBorder',
  'colorInfo',
  'colorInfoBg',
  'colorInfoBorder',
  'colorText',
  'colorTextHeading',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorBgLayout',
  'colorBgContainer',
  'colorBgContainerDisabled',
  'colorBgElevated',
  'colorBorder',
  'colorBorderSecondary',
  'colorFillAlter',
  'colorFillQuaternary',
  'fontFamily',
  'fontSize',
  'fontSizeSM',
  'fontSizeLG',
  'fontSizeHeading3',
  'lineHeight',
  'lineHeightSM',
  'lineHeightLG',
  'lineHeightHeading3',
  'fontWeightStrong',
  'borderRadius',
  'borderRadiusSM',
  'borderRadiusLG',
  'controlHeight',
  'controlHeightSM',
  'controlHeightLG',
  'paddingXS',
  'padding',
  'paddingLG',
  'paddingXL',
  'marginXXS',
  'marginXS',
  'marginSM',
  'marginLG',
  'zIndexPopupBase',
  'boxShadowTertiary',
  'boxShadowSecondary',
] as const;

export type PlainTokenKey = (typeof PLAIN_TOKEN_KEYS)[number];

/**
 * The Button's own primary colours: the brand theme gives the Button a darker shade of the primary
 * (readable white text, WCAG AA) and antd derives its hover and active shades from it.
 */
export const PLAIN_BUTTON_TOKEN_KEYS = ['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive'] as const;

export type PlainButtonTokenKey = (typeof PLAIN_BUTTON_TOKEN_KEYS)[number];

/** Unitless in CSS; every other number is pixels. */
export const UNITLESS_TOKENS: ReadonlySet<string> = new Set([
  'lineHeight',
  'lineHeightSM',
  'lineHeightLG',
  'lineHeightHeading3',
  'fontWeightStrong',
  'zIndexPopupBase',
]);

/** `colorPrimaryHover` → `--rp-color-primary-hover`; the Button's as `--rp-button-color-primary`. */
export function plainVariable(key: string, component?: 'button'): string {
  const kebab = key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  return `--rp-${component ? `${component}-` : ''}${kebab}`;
}
