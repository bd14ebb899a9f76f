import { errorMessageOf } from '@resident/api';
import { brandTheme, useBrand } from '@resident/branding';
import type { PublicPayAccount } from '@resident/contract';
import { PaymentResult, usePublicPaymentStatus } from '@resident/payments';
import { AppProvider, StatusAlert, PlainButton, plainTokens as token } from '@resident/ui';
import { useSearchParams } from 'react-router';

export const RESULT_STEP_TEXTS = {
  receiptPromise: (to: string) => `Чек придёт на ${to}, как только банк подтвердит оплату.`,
  noAccount:
    'Не удалось проверить платёж: данные лицевого счёта в этой вкладке не сохранились. Если оплата прошла, чек придёт на указанные email или телефон.',
  notThisTab:
    'Проверить платёж можно только в той вкладке, где начата оплата. Если оплата прошла, чек придёт на указанные email или телефон.',
  findAccount: 'Найти лицевой счёт',
} as const;

type Props = { paymentId: number; account?: PublicPayAccount; onStartOver: () => void };

/**
 * Step 3, back from the acquirer (/pay?payment={id}): the result, asked again while pending so it
 * updates by itself, and the fiscal receipt's promise (54-ФЗ).
 */
export default function ResultStep({ paymentId, account, onStartOver }: Props) {
  const brand = useBrand();
  const [, setSearch] = useSearchParams();
  const status = usePublicPaymentStatus(account ? { paymentId, accountToken: account.accountToken } : undefined);

  if (!account || !status.canCheck) {
    return (
      <>
        <StatusAlert type="warning" style={{ marginBottom: token.marginLG }}>
          {account ? RESULT_STEP_TEXTS.notThisTab : RESULT_STEP_TEXTS.noAccount}
        </StatusAlert>
        <PlainButton variant="primary" block size="large" onClick={onStartOver}>
          {RESULT_STEP_TEXTS.findAccount}
        </PlainButton>
      </>
    );
  }

  const payment = status.data;
  const open = payment && (payment.status === 'created' || payment.status === 'pending');
  return (
    <AppProvider theme={brandTheme(brand)}>
      <PaymentResult
        payment={payment}
        error={status.error ? errorMessageOf(status.error) : null}
        // Another try keeps the account found: back to the pay form.
        onRetry={() => setSearch({}, { replace: true })}
        onClose={onStartOver}
      />
      {open && payment.receiptSentTo ? (
        <p style={{ margin: 0, textAlign: 'center', color: token.colorTextSecondary }}>
          {RESULT_STEP_TEXTS.receiptPromise(payment.receiptSentTo)}
        </p>
      ) : null}
    </AppProvider>
  );
}
