import type { InstallmentAgreement } from '@resident/contract';
import { formatDate, formatKopecks } from '@resident/ui';
import { Button } from 'antd';
import { payableOf, type PayableInstalment } from '../../lib/next-instalment.ts';
import { INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { Badge, Heading, Panel, SECONDARY } from '../parts/index.ts';
import { ScheduleTable } from '../schedule-table/index.ts';

export interface AgreementCardProps {
  agreement: InstallmentAgreement;
  /** «Оплатить платёж» on each due or overdue row: pays exactly what that instalment lacks. */
  onPay?: (instalment: PayableInstalment) => void;
}

const figures = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 12,
  margin: '0 0 16px',
} as const;
const OVERDUE_RED = '#a8071a';

/** One agreement: its sums (paid, remaining, overdue) and its schedule with each payment's status. */
export function AgreementCard({ agreement, onPay }: AgreementCardProps) {
  const entries: [string, string, boolean][] = [
    [T.agreementDebt, formatKopecks(agreement.debt), false],
    [T.paid, formatKopecks(agreement.paid), false],
    [T.remaining, formatKopecks(agreement.remaining), false],
    [T.overdue, formatKopecks(agreement.overdue), agreement.overdue > 0],
  ];
  return (
    <Panel
      title={
        <Heading level={3} style={{ margin: 0 }}>
          {T.agreement(agreement.number, formatDate(agreement.concludedOn))}
        </Heading>
      }
      extra={
        <Badge color={agreement.status === 'completed' ? '#237804' : '#0958d9'}>
          {agreement.status === 'completed' ? T.completed : T.active}
        </Badge>
      }
    >
      <dl style={figures}>
        {entries.map(([label, value, alarm]) => (
          <div key={label}>
            <dt style={{ color: SECONDARY }}>{label}</dt>
            <dd
              style={{
                margin: 0,
                fontSize: 16,
                fontWeight: 600,
                color: alarm ? OVERDUE_RED : undefined,
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ScheduleTable
        caption={T.schedule(agreement.number)}
        rows={agreement.payments}
        action={
          onPay
            ? (row) => {
                const payable = agreement.payments.find((payment) => payment.number === row.number);
                const instalment = payable ? payableOf(agreement, payable) : null;
                if (!instalment) return null;
                return (
                  <Button
                    type={instalment.status === 'overdue' ? 'primary' : 'default'}
                    aria-label={T.payInstalmentOf(row.number)}
                    onClick={() => onPay(instalment)}
                  >
                    {T.payInstalment}
                  </Button>
                );
              }
            : undefined
        }
      />
    </Panel>
  );
}
