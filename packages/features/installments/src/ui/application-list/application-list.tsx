import type { InstallmentAgreement, InstallmentApplication } from '@resident/contract';
import { formatKopecks } from '@resident/payments';
import { formatDateTime } from '@resident/ui';
import { Card, Tag, Typography } from 'antd';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';

export interface ApplicationListProps {
  applications: readonly InstallmentApplication[];
  /** To name the agreement an approved application became. */
  agreements: readonly InstallmentAgreement[];
}

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
const pairs = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 12, rowGap: 4, margin: 0 } as const;

/** The account's applications, newest first: terms, status, and the operator's reason for a refusal. */
export function ApplicationList({ applications, agreements }: ApplicationListProps) {
  if (applications.length === 0) return <Typography.Paragraph type="secondary">{T.noApplications}</Typography.Paragraph>;
  return (
    <ul style={list} aria-label={T.applicationsTitle}>
      {applications.map((application) => {
        const agreement = agreements.find((candidate) => candidate.id === application.agreementId);
        return (
          <li key={application.id}>
            <Card
              size="small"
              title={<span style={{ whiteSpace: 'normal' }}>{T.application(formatDateTime(application.createdAt))}</span>}
              extra={<Tag color={APPLICATION_STATUS_COLORS[application.status]} style={{ marginInlineEnd: 0 }}>{APPLICATION_STATUS_LABELS[application.status]}</Tag>}
            >
              <dl style={pairs}>
                <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{T.agreementDebt}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{formatKopecks(application.debt)}</dd>
                <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{T.firstPayment}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{formatKopecks(application.firstPayment)}</dd>
                <dt style={{ color: 'rgba(0, 0, 0, 0.65)' }}>{T.months}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }}>{T.monthsValue(application.months)}</dd>
              </dl>
              {application.status === 'refused' && application.refusalReason ? (
                <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                  <strong>{T.refusalReason}:</strong> {application.refusalReason}
                </Typography.Paragraph>
              ) : null}
              {agreement ? <Typography.Paragraph style={{ margin: '8px 0 0' }}>{T.agreementOf(agreement.number)}</Typography.Paragraph> : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
