// The pay form is antd's (shared through @resident/payments); it loads on the first press of
// «Оплатить», so the dashboard's first paint stays plain (design.md §4).
import { brandTheme, useBrand } from '@resident/branding';
import { PayForm, useAccountPayment, useGetReceiptContactQuery } from '@resident/payments';
import { AppProvider, PlainButton } from '@resident/ui';
import { useSearchParams } from 'react-router';
import { cardStyle, cardTitleStyle } from './card-styles';

export const DASHBOARD_PAY_TEXTS = { title: 'Оплата', cancel: 'Отмена' } as const;

type Props = { contragentId: number; debt: number; returnPath: string; onCancel: () => void };

/** «Оплатить» on the dashboard: the debt prefilled, then the acquirer, back to the dashboard's result. */
export default function DashboardPay({ contragentId, debt, returnPath, onCancel }: Props) {
  const brand = useBrand();
  const [, setSearch] = useSearchParams();
  const flow = useAccountPayment({
    contragentId,
    returnPath,
    onResult: (payment) => setSearch({ payment: String(payment.id) }),
  });
  const { data: receiptContact } = useGetReceiptContactQuery();
  return (
    <section aria-labelledby="dashboard-pay-title" style={cardStyle}>
      <h2 id="dashboard-pay-title" style={cardTitleStyle}>
        {DASHBOARD_PAY_TEXTS.title}
      </h2>
      <AppProvider theme={brandTheme(brand)}>
        <PayForm
          initialAmount={debt}
          initialContact={receiptContact}
          onPay={flow.pay}
          submitting={flow.submitting}
          error={flow.error}
        />
      </AppProvider>
      <PlainButton variant="link" onClick={onCancel} style={{ marginTop: 8, paddingInline: 0 }}>
        {DASHBOARD_PAY_TEXTS.cancel}
      </PlainButton>
    </section>
  );
}
