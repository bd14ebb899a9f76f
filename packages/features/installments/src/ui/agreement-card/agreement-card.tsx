import type { InstallmentAgreement } from '@resident/contract';
import { formatKopecks } from '@resident/payments';
import { formatDate } from '@resident/ui';
import { Card, Tag, Typography } from 'antd';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { ScheduleTable } from '../schedule-table/index.ts';

export interface AgreementCardProps {
  agreement: InstallmentAgreement;
}

const figures = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: '0 0 16px' } as const;
const OVERDUE_RED = '#a8071a';

/** One agreement: its sums (paid, remaining, overdue) and its schedule with each payment's status. */
export function AgreementCard({ agreement }: AgreementCardProps) {
  const title = T.agreement(agreement.number, formatDate(agreement.concludedOn));
  const entries: [string, string, boolean][] = [
    [T.agreementDebt, formatKopecks(agreement.debt), false],
    [T.paid, formatKopecks(agreement.paid), false],
    [T.remaining, formatKopecks(agreement.remaining), false],
    [T.overdue, formatKopecks(agreement.overdue), agreement.overdue > 0],
  ];
  return (
    <Card
      size="small"
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>
          {title}
        </Typography.Title>
      }
      extra={<Tag color={agreement.status === 'completed' ? '#237804' : '#0958d9'}>{agreement.status === 'completed' ? T.completed : T.active}</Tag>}
    >
      <dl style={figures}>
        {entries.map(([label, value, alarm]) => (
          <div key={label}>
            <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{label}</dt>
            <dd style={{ margin: 0, fontSize: 16, fontWeight: 600, color: alarm ? OVERDUE_RED : undefined, fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <ScheduleTable caption={T.schedule(agreement.number)} rows={agreement.payments} />
    </Card>
  );
}
