import { selectUser, useAppSelector } from '@resident/api';
import { plainTokens as token, StatusAlert } from '@resident/ui';
import type { CSSProperties } from 'react';

export const DASHBOARD_TEXTS = {
  title: 'Главный экран',
  greeting: 'Здравствуйте',
  account: 'Лицевой счёт',
  accountMissing: 'Не определен',
  closed: '(закрыт)',
  stateDuty: 'По лицевому счёту есть задолженность по государственной пошлине. Подробности — в разделе «Судебно-претензионная работа».',
} as const;

const heading: CSSProperties = {
  margin: `0 0 ${token.marginXS * 1.5}px`,
  fontSize: 24,
  lineHeight: token.lineHeightHeading3,
  fontWeight: token.fontWeightStrong,
  color: token.colorTextHeading,
};
const card: CSSProperties = {
  padding: token.paddingLG,
  background: token.colorBgContainer,
  borderRadius: token.borderRadiusLG,
  border: `1px solid ${token.colorBorderSecondary}`,
};

/**
 * The signed-in landing screen. For now it shows who is signed in and the state of the active
 * personal account; balances, receipts and tasks join it with their features. Drawn without antd
 * (RouteMeta.plain): the greeting paints before the layout's antd parts arrive (LCP budget).
 */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const account = user.numberPersonalAccount
    ? `${user.numberPersonalAccount}${user.isClosed ? ` ${DASHBOARD_TEXTS.closed}` : ''}`
    : DASHBOARD_TEXTS.accountMissing;
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" style={heading}>
        {DASHBOARD_TEXTS.greeting}, {user.firstName || user.fullName}!
      </h1>
      {user.stateDutyDebt && (
        <StatusAlert type="warning" style={{ marginBottom: 16 }}>
          {DASHBOARD_TEXTS.stateDuty}
        </StatusAlert>
      )}
      <dl style={{ ...card, margin: 0, display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>
        <dt style={{ color: token.colorTextDescription }}>{DASHBOARD_TEXTS.account}:</dt>
        <dd style={{ margin: 0 }}>{account}</dd>
      </dl>
    </section>
  );
}

export { DashboardPage as Component };
