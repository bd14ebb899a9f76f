import { errorMessageOf } from '@resident/api';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useGetProfileQuery } from '../api/profile.api';
import { tabOf } from '../lib/tabs';
import { PROFILE_TEXTS } from '../lib/texts';

// Each tab loads with its own antd parts (Form, List, Descriptions, Select…) when it is opened.
const AccountsTab = lazy(() => import('../ui/accounts-tab').then((module) => ({ default: module.AccountsTab })));
const ConsentsTab = lazy(() => import('../ui/consents-tab').then((module) => ({ default: module.ConsentsTab })));
const EmailChange = lazy(() => import('../ui/email-change').then((module) => ({ default: module.EmailChange })));
const NotificationsTab = lazy(() =>
  import('../ui/notifications-tab').then((module) => ({ default: module.NotificationsTab })),
);
const PersonalDataTab = lazy(() =>
  import('../ui/personal-data-tab').then((module) => ({ default: module.PersonalDataTab })),
);
const SecurityTab = lazy(() => import('../ui/security-tab').then((module) => ({ default: module.SecurityTab })));

/** The profile (design.md §3): the tab in ?tab= (the header shows the tabs). */
export function ProfilePage() {
  const [search] = useSearchParams();
  const tab = tabOf(search);
  const profile = useGetProfileQuery();

  let view = null;
  if (tab.key === 'accounts') view = <AccountsTab />;
  else if (profile.data) {
    // On a card: field errors in antd's error red read on white, not on the grey page (WCAG AA).
    if (tab.key === 'personal') {
      view = (
        <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 640 }}>
          <Card>
            <PersonalDataTab profile={profile.data} />
          </Card>
          <Card>
            <EmailChange />
          </Card>
        </Space>
      );
    }
    if (tab.key === 'notifications') view = <NotificationsTab profile={profile.data} />;
    if (tab.key === 'security') view = <SecurityTab email={profile.data.email} />;
    if (tab.key === 'consents') view = <ConsentsTab profile={profile.data} />;
  }

  return (
    <>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {tab.label}
      </Typography.Title>
      {tab.key !== 'accounts' && profile.isLoading ? <Skeleton active /> : null}
      {tab.key !== 'accounts' && profile.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorMessageOf(profile.error)}
          action={<Button onClick={() => void profile.refetch()}>{PROFILE_TEXTS.retry}</Button>}
        />
      ) : null}
      <Suspense fallback={<Skeleton active />}>{view}</Suspense>
    </>
  );
}

export { ProfilePage as Component };
