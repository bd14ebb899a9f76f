import type { BillingSummary as Summary } from '@resident/contract';
import { formatDate, formatKopecks } from '@resident/ui';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { periodInText } from '../../lib/period.ts';
import { BILLING_TEXTS } from '../../lib/texts.ts';

export interface BillingSummaryProps {
  summary: Summary;
  onPay: () => void;
}

function balance(debt: number) {
  if (debt > 0) return { label: BILLING_TEXTS.debt, amount: formatKopecks(debt), type: 'danger' as const };
  if (debt < 0) return { label: BILLING_TEXTS.overpayment, amount: formatKopecks(-debt), type: 'success' as const };
  return { label: BILLING_TEXTS.settled, amount: null, type: undefined };
}

/**
 * The account's money at the top of billing: debt or overpayment, the last charge and its due date,
 * pending payments (shown as pending, never as paid), and «Оплатить» — except for a closed account,
 * which says why there is no button.
 */
export function BillingSummary({ summary, onPay }: BillingSummaryProps) {
  const { label, amount, type } = balance(summary.debt);
  const last = summary.lastCharge;
  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Flex wrap gap={16} justify="space-between" align="center">
        <div>
          <Typography.Text type="secondary">{BILLING_TEXTS.account(summary.numberPersonalAccount)}</Typography.Text>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            {label}
            {amount ? (
              <>
                {': '}
                <Typography.Text type={type} strong style={{ fontSize: 'inherit' }} data-testid="billing-balance">
                  {amount}
                </Typography.Text>
              </>
            ) : null}
          </Typography.Title>
          {last ? (
            <Typography.Text type="secondary">
              {BILLING_TEXTS.lastCharge(
                periodInText(last.period),
                formatKopecks(last.accrued),
                formatDate(last.dueDate),
              )}
            </Typography.Text>
          ) : null}
        </div>
        {summary.isClosed ? null : (
          <Button type="primary" size="large" onClick={onPay}>
            {BILLING_TEXTS.pay}
          </Button>
        )}
      </Flex>
      {summary.pendingPayments > 0 ? (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={BILLING_TEXTS.pending(summary.pendingPayments, formatKopecks(summary.pendingAmount))}
        />
      ) : null}
      {summary.isClosed ? (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={BILLING_TEXTS.closedTitle}
          description={BILLING_TEXTS.closed}
        />
      ) : null}
    </Card>
  );
}
