import {
  errorMessageOf,
  selectInstallmentRegister,
  selectUser,
  useAppSelector,
  useSuppressPopupMutation,
  useTasks,
} from '@resident/api';
import { paths } from '@resident/routes';
import { plainTokens as token, StatusAlert } from '@resident/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetBillingSummaryQuery } from '@resident/payments/summary';
import { useGetNextInstalmentQuery } from '../api/next-instalment.api';
import { cardStyle, linkStyle } from '../ui/card-styles';
import { InstalmentCard } from '../ui/instalment-card';
import { MoneyCard } from '../ui/money-card';
import { PopupNotices } from '../ui/popup-notices';
import { TasksCard } from '../ui/tasks-card';

// antd's pay form and result load only when asked for (design.md §4: the dashboard paints plain).
const DashboardPay = lazy(() => import('../ui/dashboard-pay'));
const DashboardPaymentResult = lazy(() => import('../ui/dashboard-payment-result'));

export const DASHBOARD_TEXTS = {
  title: 'Главный экран',
  greeting: 'Здравствуйте',
  account: 'Лицевой счёт',
  accountMissing: 'Не определен',
  closed: '(закрыт)',
  stateDuty: 'По лицевому счёту есть задолженность по государственной пошлине.',
  stateDutyLink: 'Подробнее в разделе «Судебно-претензионная работа»',
} as const;

/** Billing's receipts tab (billing's manifest: tabs differ by `?tab=`). */
const RECEIPTS_TAB = '?tab=receipts';

const heading: CSSProperties = {
  margin: `0 0 ${token.marginXS * 1.5}px`,
  fontSize: 24,
  lineHeight: token.lineHeightHeading3,
  fontWeight: token.fontWeightStrong,
  color: token.colorTextHeading,
};
// One column on a phone, two from a tablet up; nothing wider than the screen at 375 px.
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: token.padding,
  alignItems: 'start',
};

function paymentIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('payment'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The signed-in landing screen (design.md §3 "Dashboard"): the active account, its money with the
 * pay button, the state-duty warning leading to litigation, and the open tasks. Drawn without antd
 * (RouteMeta.plain): the greeting and the cards paint before the layout's antd parts arrive.
 */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const contragentId = user?.withoutPersonalAccount ? null : (user?.contragentId ?? null);
  const money = useGetBillingSummaryQuery(contragentId ?? skipToken);
  const tasks = useTasks({ skip: !user });
  // Only an account in the installments registry has agreements to remind of.
  const installmentRegister = useAppSelector(selectInstallmentRegister);
  const instalment = useGetNextInstalmentQuery(contragentId !== null && installmentRegister ? contragentId : skipToken);
  const [search, setSearch] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const [suppressPopup] = useSuppressPopupMutation();
  if (!user) return null;

  const paymentId = paymentIdOf(search);
  const dashboardHref = paths.dashboard.getHref(user.id);
  const billingHref = paths.billing.getHref(user.id);
  const account = user.numberPersonalAccount
    ? `${user.numberPersonalAccount}${user.isClosed ? ` ${DASHBOARD_TEXTS.closed}` : ''}`
    : DASHBOARD_TEXTS.accountMissing;

  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" style={heading}>
        {DASHBOARD_TEXTS.greeting}, {user.firstName || user.fullName}!
      </h1>
      {user.stateDutyDebt && (
        <StatusAlert type="warning" style={{ marginBottom: token.padding }}>
          {DASHBOARD_TEXTS.stateDuty}{' '}
          <Link to={paths.litigation.getHref(user.id)} style={linkStyle}>
            {DASHBOARD_TEXTS.stateDutyLink}
          </Link>
        </StatusAlert>
      )}
      {contragentId !== null ? (
        <PopupNotices
          popups={user.popupWindows}
          onHide={async (popupId) => !('error' in (await suppressPopup({ contragentId, popupId })))}
        />
      ) : null}
      <dl
        style={{
          ...cardStyle,
          margin: `0 0 ${token.padding}px`,
          display: 'flex',
          flexWrap: 'wrap',
          gap: token.marginXS,
        }}
      >
        <dt style={{ color: token.colorTextDescription }}>{DASHBOARD_TEXTS.account}:</dt>
        <dd style={{ margin: 0 }}>{account}</dd>
      </dl>
      <div style={grid}>
        <div style={{ display: 'grid', gap: token.padding, minWidth: 0 }}>
          {contragentId !== null && (
            <MoneyCard
              summary={money.data}
              loading={money.isFetching}
              error={money.isError ? errorMessageOf(money.error) : undefined}
              onRetry={() => void money.refetch()}
              onPay={paymentId ? undefined : () => setPaying(true)}
              billingHref={billingHref}
              receiptsHref={`${billingHref}${RECEIPTS_TAB}`}
            />
          )}
          <Suspense>
            {contragentId !== null && paymentId ? (
              <DashboardPaymentResult
                contragentId={contragentId}
                paymentId={paymentId}
                onRetry={() => {
                  setSearch({}, { replace: true });
                  setPaying(true);
                }}
                onClose={() => setSearch({}, { replace: true })}
              />
            ) : contragentId !== null && paying && money.data ? (
              <DashboardPay
                contragentId={contragentId}
                debt={money.data.debt}
                returnPath={dashboardHref}
                onCancel={() => setPaying(false)}
              />
            ) : null}
          </Suspense>
        </div>
        <TasksCard
          tasks={tasks.data}
          loading={tasks.isLoading}
          chatHref={(id) => paths.chat.getHref(user.id, id)}
          recalculationHref={(id) => paths.chatRecalculation.getHref(user.id, id)}
          appealsHref={paths.appeals.getHref(user.id)}
        />
        {/* Last in the grid: appearing once loaded, it moves nothing drawn before it (CLS 0). */}
        {instalment.data ? (
          <InstalmentCard instalment={instalment.data} registryHref={paths.installments.getHref(user.id)} />
        ) : null}
      </div>
    </section>
  );
}

export { DashboardPage as Component };
