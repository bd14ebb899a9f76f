import { errorMessageOf, selectUser, useAppSelector } from '@resident/api';
import { maskAccountNumber } from '@resident/contract/limits';
import { paths } from '@resident/routes';
import { LoadError, StatusAlert } from '@resident/ui';
import { useParams } from 'react-router';
import { useGetPromotionsQuery } from '../api/prizes.api';
import { PRIZES_TEXTS } from '../lib/texts';
import { PromotionCard } from '../ui/promotion-card';

/**
 * Promotions for residents who pay on time (design.md §3 "Prizes"): each with its conditions and
 * period, whether the active account takes part and why not (debt, closed account), and the draw
 * results with the account's own prize and how to receive it.
 */
export function PrizesPage() {
  const user = useAppSelector(selectUser);
  const routeUserId = useParams().userId ?? String(user?.id ?? '');
  const contragentId = user?.contragentId ?? null;
  const promotions = useGetPromotionsQuery(contragentId ?? 0, { skip: contragentId === null });
  const ownAccount = user?.numberPersonalAccount ? maskAccountNumber(user.numberPersonalAccount) : undefined;

  let content;
  if (contragentId === null) content = <StatusAlert type="info">{PRIZES_TEXTS.noAccount}</StatusAlert>;
  else if (promotions.isLoading) content = <p aria-busy="true">{PRIZES_TEXTS.loading}</p>;
  else if (promotions.isError && !promotions.data) {
    content = <LoadError message={errorMessageOf(promotions.error)} onRetry={() => void promotions.refetch()} />;
  } else if (!promotions.data || promotions.data.length === 0)
    content = <StatusAlert type="info">{PRIZES_TEXTS.empty}</StatusAlert>;
  else {
    content = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {promotions.data.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            payHref={paths.billing.getHref(routeUserId)}
            ownAccount={ownAccount}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <h1 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 600 }}>{PRIZES_TEXTS.title}</h1>
      <p style={{ margin: '0 0 16px' }}>{PRIZES_TEXTS.intro}</p>
      {content}
    </>
  );
}

export { PrizesPage as Component };
