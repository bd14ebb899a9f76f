import { selectUser, useAppSelector } from '@resident/api';
import { paths } from '@resident/routes';
import { PageResult } from '@resident/ui';
import { useNavigate } from 'react-router';

export const NEEDS_ACCOUNT_TEXTS = {
  title: 'Раздел откроется после привязки лицевого счёта',
  subtitle: 'Привяжите лицевой счёт в профиле: понадобятся его номер и сумма из любой квитанции за последние месяцы.',
  action: 'Привязать лицевой счёт',
} as const;

/**
 * What a resident without a personal account sees at the address of a page that needs one (an old
 * bookmark of the dashboard, billing…): spec §2 leaves those pages out of the reduced route set,
 * and this page, in the main layout, says why and leads to linking an account in the profile.
 */
export function NeedsAccountPage() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const accounts = user ? `${paths.profile.getHref(user.id)}?tab=accounts` : paths.resident;
  return (
    <PageResult
      status="info"
      title={NEEDS_ACCOUNT_TEXTS.title}
      subtitle={NEEDS_ACCOUNT_TEXTS.subtitle}
      action={{ label: NEEDS_ACCOUNT_TEXTS.action, onClick: () => navigate(accounts) }}
    />
  );
}
