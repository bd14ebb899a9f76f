// The pay form is antd's (shared with billing and the dashboard through @resident/payments); this
// chunk loads only once the account is found, with antd's provider of its own (the page is plain).
import { paths } from '@resident/routes';
import { brandTheme, useBrand } from '@resident/branding';
import type { PublicPayAccount } from '@resident/contract';
import { PayForm, usePublicPayment } from '@resident/payments';
import { AppProvider, PlainButton } from '@resident/ui';
import { useSearchParams } from 'react-router';
import { AccountSummary } from './account-summary';

export const PAY_STEP_TEXTS = { otherAccount: 'Другой лицевой счёт' } as const;

type Props = { account: PublicPayAccount; onOtherAccount: () => void };

/**
 * Step 2: the masked account and the amount due, then the shared pay form (amount prefilled,
 * email or phone for the fiscal receipt) → the acquirer's page, which sends the guest back to
 * /pay?payment={id}.
 */
export default function PayStep({ account, onOtherAccount }: Props) {
  const brand = useBrand();
  const [, setSearch] = useSearchParams();
  const flow = usePublicPayment({
    accountNumber: account.accountNumber,
    accountToken: account.accountToken,
    returnPath: paths.pay,
    // A payment that needed no acquirer page (already paid with this attempt): its result at once.
    onResult: (payment) => setSearch({ payment: String(payment.id) }),
  });
  return (
    <AppProvider theme={brandTheme(brand)}>
      <PayForm
        initialAmount={account.amountDue}
        onPay={flow.pay}
        submitting={flow.submitting}
        error={flow.error}
        summary={<AccountSummary account={account} />}
      />
      <PlainButton variant="link" onClick={onOtherAccount} style={{ marginTop: 8, paddingInline: 0 }}>
        {PAY_STEP_TEXTS.otherAccount}
      </PlainButton>
    </AppProvider>
  );
}
