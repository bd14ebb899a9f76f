import { paths } from '@resident/routes';
import { useBrand } from '@resident/branding';
import type { PublicPayAccount } from '@resident/contract';
import { GuestLayout, plainTokens as token } from '@resident/ui';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { forgetPayAccount, savePayAccount } from '../model/pay-session';
import { useStoredPayAccount } from '../model/use-stored-pay-account';
import { AccountStep } from '../ui/account-step';
import { StepFallback } from '../ui/step-fallback';

// The pay form and the result are drawn with antd and the shared pay flow; they load once the
// account is found, so the first step paints within a guest page's budget (design.md §4).
const PayStep = lazy(() => import('../ui/pay-step'));
const ResultStep = lazy(() => import('../ui/result-step'));

export const PAY_TEXTS = {
  title: 'Оплата по лицевому счёту',
  intro: 'Оплатите квитанцию без входа в личный кабинет: нужен только номер лицевого счёта.',
  login: 'Войти в личный кабинет',
} as const;

/** The payment id the acquirer's page sends the guest back with (`returnPath` + `?payment={id}`). */
function paymentIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('payment'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Public /pay (spec §2, design.md §3 "Payments"): the account number and the altcha proof → the
 * masked address, the amount due and the pay form → the acquirer → back here with the result.
 */
export function PayPage() {
  const brand = useBrand();
  const [search, setSearch] = useSearchParams();
  const paymentId = paymentIdOf(search);
  const stored = useStoredPayAccount();
  // What this page found or forgot since it opened (null: forgotten); until then, the stored one.
  const [chosen, setChosen] = useState<PublicPayAccount | null>();
  const account = chosen === undefined ? stored : (chosen ?? undefined);
  const [typedNumber, setTypedNumber] = useState<string>();

  const found = (next: PublicPayAccount) => {
    savePayAccount(next);
    setChosen(next);
  };
  const startOver = () => {
    setTypedNumber(account?.accountNumber);
    forgetPayAccount();
    setChosen(null);
    if (paymentId) setSearch({}, { replace: true });
  };

  let step;
  if (paymentId) step = <ResultStep paymentId={paymentId} account={account} onStartOver={startOver} />;
  else if (account) step = <PayStep account={account} onOtherAccount={startOver} />;
  else step = <AccountStep onFound={found} initialNumber={typedNumber} />;

  return (
    <GuestLayout
      logo={{ src: brand.assets.logo.full, alt: brand.assets.logo.alt }}
      title={PAY_TEXTS.title}
      contacts={brand.contacts}
      maxWidth={480}
    >
      {!paymentId && !account ? (
        <p style={{ margin: `0 0 ${token.marginLG}px`, color: token.colorTextSecondary }}>{PAY_TEXTS.intro}</p>
      ) : null}
      <Suspense fallback={<StepFallback />}>{step}</Suspense>
      <p style={{ margin: `${token.marginLG}px 0 0`, textAlign: 'center' }}>
        <Link to={paths.login} style={{ color: token.colorLink }}>
          {PAY_TEXTS.login}
        </Link>
      </p>
    </GuestLayout>
  );
}

export { PayPage as Component };
