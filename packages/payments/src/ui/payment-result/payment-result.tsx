import type { Payment } from '@resident/contract';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { formatKopecks } from '@resident/ui';
import { RESULT_TEXTS } from '../../lib/pay-texts.ts';

export interface PaymentResultProps {
  /** Undefined while it is being read. */
  payment?: Payment;
  /** The payment could not be read (a wrong or foreign id: the API answers 404). */
  error?: string | null;
  /** «Оплатить снова» after a decline or an expiry. */
  onRetry?: () => void;
  onClose?: () => void;
  /**
   * What a succeeded payment did, when it was not the account's charges (an order): replaces
   * «Деньги поступят на лицевой счёт, долг уменьшится». The fiscal receipt's line stays.
   */
  successText?: (amount: string) => string;
}

function actions(onRetry: (() => void) | undefined, onClose: (() => void) | undefined, retry: boolean): ReactNode[] {
  return [
    retry && onRetry ? (
      <Button key="retry" type="primary" onClick={onRetry}>
        {RESULT_TEXTS.retry}
      </Button>
    ) : null,
    onClose ? (
      <Button key="close" onClick={onClose}>
        {RESULT_TEXTS.close}
      </Button>
    ) : null,
  ].filter(Boolean);
}

function body(
  payment: Payment,
  onRetry?: () => void,
  onClose?: () => void,
  successText = RESULT_TEXTS.succeeded,
): ReactNode {
  const amount = formatKopecks(payment.amount);
  switch (payment.status) {
    case 'succeeded':
      return (
        <Result
          status="success"
          title={RESULT_TEXTS.succeededTitle}
          subTitle={[
            successText(amount),
            payment.receiptSentTo ? RESULT_TEXTS.receiptSentTo(payment.receiptSentTo) : '',
          ]
            .join(' ')
            .trim()}
          extra={actions(onRetry, onClose, false)}
        />
      );
    case 'failed':
      return (
        <Result
          status="error"
          title={RESULT_TEXTS.failedTitle}
          subTitle={payment.failureReason ?? RESULT_TEXTS.failedDefault}
          extra={actions(onRetry, onClose, true)}
        />
      );
    case 'expired':
      return (
        <Result
          status="warning"
          title={RESULT_TEXTS.expiredTitle}
          subTitle={payment.failureReason ?? RESULT_TEXTS.expired}
          extra={actions(onRetry, onClose, true)}
        />
      );
    default:
      return (
        <Result
          icon={<Spin size="large" />}
          title={RESULT_TEXTS.pendingTitle}
          subTitle={RESULT_TEXTS.pending(amount)}
          extra={actions(onRetry, onClose, false)}
        />
      );
  }
}

/**
 * The payment's result when the acquirer sends the resident back (`?payment={id}`): paid, declined
 * with the reason, expired, or pending — which the caller keeps asking about (usePaymentStatus),
 * so it turns into its result here by itself. A live region, so the change is read out too.
 */
export function PaymentResult({ payment, error, onRetry, onClose, successText }: PaymentResultProps) {
  let content: ReactNode;
  if (payment) content = body(payment, onRetry, onClose, successText);
  else if (error)
    content = (
      <Result
        status="warning"
        title={RESULT_TEXTS.notFoundTitle}
        subTitle={error}
        extra={actions(undefined, onClose, false)}
      />
    );
  else content = <Result icon={<Spin size="large" />} title={RESULT_TEXTS.checking} />;
  return (
    <section role="status" aria-live="polite" aria-busy={!payment && !error ? true : undefined}>
      {content}
    </section>
  );
}
