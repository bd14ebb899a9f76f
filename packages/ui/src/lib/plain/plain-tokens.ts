/**
 * The CSS variables through which the brand reaches components drawn without antd (see
 * applyPlainTheme). The fallbacks are the portal's default theme, for stories and tests.
 */
export const PLAIN_VARIABLES = {
  colorPrimary: '--rp-color-primary',
  /** The primary colour where text is drawn in it or on it, darkened when needed (WCAG AA). */
  colorPrimaryStrong: '--rp-color-primary-strong',
  colorLink: '--rp-color-link',
  colorError: '--rp-color-error',
  fontFamily: '--rp-font-family',
} as const;

const variable = (name: string, fallback: string) => `var(${name}, ${fallback})`;

/**
 * antd's default design tokens, as far as the components drawn without antd use them, with the
 * brand's colours as CSS variables. Components on /login's first load read these instead of
 * `theme.useToken()`, which would bring antd's theme engine along (design.md §4 budget).
 */
export const plainTokens = {
  colorPrimary: variable(PLAIN_VARIABLES.colorPrimary, '#1890ff'),
  colorPrimaryStrong: variable(PLAIN_VARIABLES.colorPrimaryStrong, '#096dd9'),
  colorLink: variable(PLAIN_VARIABLES.colorLink, '#096dd9'),
  colorError: variable(PLAIN_VARIABLES.colorError, '#d9363e'),
  colorSuccess: '#389e0d',
  colorWarning: '#d48806',
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextHeading: 'rgba(0, 0, 0, 0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorBgLayout: '#f5f5f5',
  colorBgContainer: '#ffffff',
  colorBgElevated: '#ffffff',
  colorBorderSecondary: '#f0f0f0',
  fontFamily: variable(
    PLAIN_VARIABLES.fontFamily,
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  ),
  fontSize: 14,
  fontSizeSM: 12,
  fontSizeLG: 16,
  fontSizeHeading3: 24,
  lineHeight: 1.5714285714285714,
  lineHeightSM: 1.6666666666666667,
  lineHeightLG: 1.5,
  lineHeightHeading3: 1.3333333333333333,
  fontWeightStrong: 600,
  borderRadiusLG: 10,
  controlHeightSM: 24,
  paddingXS: 8,
  padding: 16,
  paddingLG: 24,
  paddingXL: 32,
  marginXXS: 4,
  marginXS: 8,
  marginSM: 12,
  marginLG: 24,
  zIndexPopupBase: 1000,
  boxShadowTertiary: '0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02), 0 2px 4px 0 rgba(0, 0, 0, 0.02)',
  boxShadowSecondary:
    '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
} as const;
