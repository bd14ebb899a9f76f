import { formatKopecks, StatusAlert } from '@resident/ui';
import { Button, Typography } from 'antd';
import { LITIGATION_TEXTS as T } from '../lib/texts';

export interface StateDutyNoticeProps {
  /** The user record's stateDutyDebt. */
  debt: boolean;
  /** Kopecks still to pay over the cases. */
  unpaid: number;
  isClosed: boolean;
  onPay: () => void;
  preparing?: boolean;
}

/** The state-duty debt with the way to pay it; nothing when there is none. */
export function StateDutyNotice({ debt, unpaid, isClosed, onPay, preparing = false }: StateDutyNoticeProps) {
  if (!debt && unpaid <= 0) return null;
  if (unpaid <= 0) {
    return (
      <StatusAlert type="warning" style={{ marginBottom: 16 }}>
        {T.dutyDebtUnknown}
      </StatusAlert>
    );
  }
  const action = isClosed ? undefined : (
    <Button type="primary" onClick={onPay} loading={preparing}>
      {T.payDuty}
    </Button>
  );
  return (
    <StatusAlert type="warning" style={{ marginBottom: 16 }} action={action}>
      <Typography.Text strong data-testid="state-duty-debt">
        {T.dutyDebtTitle(formatKopecks(unpaid))}
      </Typography.Text>
      <div>{isClosed ? T.dutyClosed : T.dutyDebtText}</div>
    </StatusAlert>
  );
}
