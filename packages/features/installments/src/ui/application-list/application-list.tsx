import type { InstallmentAgreement, InstallmentApplication } from '@resident/contract';
import { formatDateTime, formatKopecks } from '@resident/ui';
import { APPLICATION_STATUS_COLORS, APPLICATION_STATUS_LABELS, INSTALLMENTS_TEXTS as T } from '../../lib/texts.ts';
import { Badge, Pairs, Panel, Paragraph } from '../parts/index.ts';

export interface ApplicationListProps {
  applications: readonly InstallmentApplication[];
  /** To name the agreement an approved application became. */
  agreements: readonly InstallmentAgreement[];
}

const list = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 } as const;

/** The account's applications, newest first: terms, status, and the operator's reason for a refusal. */
export function ApplicationList({ applications, agreements }: ApplicationListProps) {
  if (applications.length === 0) return <Paragraph secondary>{T.noApplications}</Paragraph>;
  return (
    <ul style={list} aria-label={T.applicationsTitle}>
      {applications.map((application) => {
        const agreement = agreements.find((candidate) => candidate.id === application.agreementId);
        return (
          <li key={application.id}>
            <Panel
              title={T.application(formatDateTime(application.createdAt))}
              extra={
                <Badge color={APPLICATION_STATUS_COLORS[application.status]}>
                  {APPLICATION_STATUS_LABELS[application.status]}
                </Badge>
              }
            >
              <Pairs
                entries={[
                  [T.agreementDebt, formatKopecks(application.debt)],
                  [T.firstPayment, formatKopecks(application.firstPayment)],
                  [T.months, T.monthsValue(application.months)],
                ]}
              />
              {application.status === 'refused' && application.refusalReason ? (
                <Paragraph style={{ margin: '8px 0 0' }}>
                  <strong>{T.refusalReason}:</strong> {application.refusalReason}
                </Paragraph>
              ) : null}
              {agreement ? (
                <Paragraph style={{ margin: '8px 0 0' }}>{T.agreementOf(agreement.number)}</Paragraph>
              ) : null}
            </Panel>
          </li>
        );
      })}
    </ul>
  );
}
