import { App } from 'antd';
import type { ReactNode } from 'react';

export interface FeedbackScopeProps {
  children?: ReactNode;
}

/**
 * antd's App for the screens inside it, so `App.useApp()` gives message, notification and modal.
 * Kept apart from AppProvider: modal and notification would otherwise ride on every first load,
 * /login included, though only the resident's layouts use them.
 */
export function FeedbackScope({ children }: FeedbackScopeProps) {
  return <App>{children}</App>;
}
