import { App } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface FeedbackScopeProps {
  children?: ReactNode;
  /** For the wrapper antd's App draws, e.g. a full height for a navigation rail inside it. */
  style?: CSSProperties;
}

/**
 * antd's App for the screens inside it, so `App.useApp()` gives message, notification and modal.
 * Kept apart from AppProvider: modal and notification would otherwise ride on every first load,
 * /login included, though only the resident's layouts use them.
 */
export function FeedbackScope({ children, style }: FeedbackScopeProps) {
  return <App style={style}>{children}</App>;
}
