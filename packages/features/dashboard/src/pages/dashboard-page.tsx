import { selectUser, useAppSelector } from '@resident/api';
import { Alert, Card, Descriptions, Typography } from 'antd';

export const DASHBOARD_TEXTS = {
  title: 'Главный экран',
  greeting: 'Здравствуйте',
  account: 'Лицевой счёт',
  accountMissing: 'Не определен',
  closed: '(закрыт)',
  stateDuty: 'По лицевому счёту есть задолженность по государственной пошлине. Подробности — в разделе «Судебно-претензионная работа».',
} as const;

/**
 * The signed-in landing screen. For now it shows who is signed in and the state of the active
 * personal account; balances, receipts and tasks join it with their features.
 */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const account = user.numberPersonalAccount
    ? `${user.numberPersonalAccount}${user.isClosed ? ` ${DASHBOARD_TEXTS.closed}` : ''}`
    : DASHBOARD_TEXTS.accountMissing;
  return (
    <section aria-labelledby="dashboard-title">
      <Typography.Title level={1} id="dashboard-title" style={{ fontSize: 24 }}>
        {DASHBOARD_TEXTS.greeting}, {user.firstName || user.fullName}!
      </Typography.Title>
      {user.stateDutyDebt && <Alert type="warning" showIcon title={DASHBOARD_TEXTS.stateDuty} style={{ marginBottom: 16 }} />}
      <Card>
        <Descriptions column={1} items={[{ key: 'account', label: DASHBOARD_TEXTS.account, children: account }]} />
      </Card>
    </section>
  );
}

export { DashboardPage as Component };
