import { errorMessageOf } from '@resident/api';
import type { NotificationSettings, Profile } from '@resident/contract';
import { Alert, App, List, Switch, Typography } from 'antd';
import { useUpdateNotificationsMutation } from '../api/profile.api';
import { PROFILE_TEXTS } from '../lib/texts';

const T = PROFILE_TEXTS.notifications;
const KEYS = ['receiptsByEmail', 'newsByEmail', 'noticesBySms'] as const;

/** Which letters and messages the resident wants; each switch is saved as it is turned. */
export function NotificationsTab({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const [save, { isLoading, error }] = useUpdateNotificationsMutation();

  async function turn(key: keyof NotificationSettings, on: boolean) {
    const result = await save({ ...profile.notifications, [key]: on });
    if (result.data) void message.success(PROFILE_TEXTS.saved);
  }

  return (
    <>
      {error ? <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 16 }} /> : null}
      <List
        bordered
        style={{ maxWidth: 640 }}
        dataSource={[...KEYS]}
        renderItem={(key) => {
          const needsPhone = key === 'noticesBySms' && !profile.phone;
          return (
            <List.Item
              actions={[
                <Switch
                  key="switch"
                  aria-labelledby={`notification-${key}`}
                  checked={profile.notifications[key]}
                  disabled={isLoading || (needsPhone && !profile.notifications[key])}
                  onChange={(on) => void turn(key, on)}
                />,
              ]}
            >
              <div>
                <span id={`notification-${key}`}>{T[key]}</span>
                {needsPhone ? (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {T.smsNeedsPhone}
                  </Typography.Text>
                ) : null}
              </div>
            </List.Item>
          );
        }}
      />
    </>
  );
}
