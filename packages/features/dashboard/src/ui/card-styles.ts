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

export const linkStyle: CSSProperties = { color: token.colorLink };
export const mutedStyle: CSSProperties = { color: token.colorTextDescription };
