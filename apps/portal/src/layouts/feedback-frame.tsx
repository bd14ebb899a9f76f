import { FeedbackScope } from '@resident/ui';
import { Outlet } from 'react-router';

/** The resident's screens and layouts use antd's message and modal hooks (App.useApp()). */
export function FeedbackFrame() {
  return (
    <FeedbackScope>
      <Outlet />
    </FeedbackScope>
  );
}
