import { FeedbackScope } from '@resident/ui';
import { Outlet } from 'react-router';
import { ThemedScope } from './themed-scope';

/** The resident's screens and layouts: drawn with antd, and using its message and modal hooks (App.useApp()). */
export function FeedbackFrame() {
  return (
    <ThemedScope>
      <FeedbackScope>
        <Outlet />
      </FeedbackScope>
    </ThemedScope>
  );
}
