import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { USER_MENU_TEXTS } from './user-menu-texts.ts';

export interface NotificationBellProps {
  /** Spec §4: number of chat tasks + number of recalculation tasks. */
  count: number;
  /** The shell opens /resident/{userId}/appeals (spec §2). */
  onClick: () => void;
}

/** Above this the badge shows '999+'. */
const BADGE_MAX = 999;

/** The bell with the unread-task badge; its accessible name says the count ('Уведомления: 2'). */
export function NotificationBell({ count, onClick }: NotificationBellProps) {
  // The name repeats what the badge shows, so speech users can say what they see (WCAG 2.5.3).
  const shown = count > BADGE_MAX ? `${BADGE_MAX}+` : count;
  return (
    <Button
      type="text"
      shape="circle"
      size="large"
      aria-label={USER_MENU_TEXTS.notifications(shown)}
      title={USER_MENU_TEXTS.notifications(shown)}
      onClick={onClick}
      icon={
        <Badge count={count} size="small" overflowCount={BADGE_MAX}>
          <BellOutlined aria-hidden="true" style={{ fontSize: 20 }} />
        </Badge>
      }
    />
  );
}
