import { plainTokens as token } from '@resident/ui';
import type { CSSProperties } from 'react';

/** A dashboard card: drawn with plain tokens, like antd's Card (the dashboard paints without antd). */
export const cardStyle: CSSProperties = {
  boxSizing: 'border-box',
  padding: `clamp(${token.padding}px, 4vw, ${token.paddingLG}px)`,
  background: token.colorBgContainer,
  borderRadius: token.borderRadiusLG,
  border: `1px solid ${token.colorBorderSecondary}`,
  minWidth: 0,
};

export const cardTitleStyle: CSSProperties = {
  margin: `0 0 ${token.marginSM}px`,
  fontSize: token.fontSizeLG,
  lineHeight: token.lineHeightLG,
  fontWeight: token.fontWeightStrong,
  color: token.colorTextHeading,
};

/**
 * The cards' links stand on their own lines or side by side, so each is a touch target of its own:
 * at least 24 px tall (WCAG 2.2 target size, 2.5.8). At 375 px the money card's two links wrap
 * onto two 22 px lines with no space between, which axe's target-size rule finds.
 */
export const linkStyle: CSSProperties = { color: token.colorLink, display: 'inline-block', minHeight: 24 };
export const mutedStyle: CSSProperties = { color: token.colorTextDescription };

/**
 * The brand's success and warning colours as text: antd's light shades (#52c41a, #faad14) read at
 * 2.3:1 and 1.9:1 on white, under WCAG's 3:1 even for the large amount. Darkened with the brand's
 * colour kept (default brand: 5.6:1 and 5.7:1).
 */
export const successText = `color-mix(in srgb, ${token.colorSuccess} 60%, #000000)`;
export const warningText = `color-mix(in srgb, ${token.colorWarning} 55%, #000000)`;
