import { DownloadOutlined } from '@ant-design/icons';
import type { LitigationCase } from '@resident/contract';
import { formatDate, formatDateTimeWithZone, formatKopecks } from '@resident/ui';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import './case-card.css';
import { LITIGATION_TEXTS as T, STATUS_COLORS, STATUS_LABELS } from '../lib/texts';

export interface CaseCardProps {
  item: LitigationCase;
  onDownload: (documentId: number, fileName: string) => void;
  /** The current time, ms: which hearings are ahead. */
  now?: number;
}

const wrap = { overflowWrap: 'anywhere' } as const;

/**
 * One court case or pre-trial claim: number, court, subject, amounts, state duty, status,
 * enforcement, hearings and documents. A card at every width: nothing scrolls sideways at 375 px.
 */
export function CaseCard({ item, onDownload, now: givenNow }: CaseCardProps) {
  const [mountedAt] = useState(() => Date.now());
  const now = givenNow ?? mountedAt;
  const title = item.kind === 'court' ? T.caseTitle(item.number) : T.claimTitle(item.number);
  const headingId = `case-${item.id}`;
  const rows: { key: string; label: string; value: ReactNode }[] = [
    ...(item.court ? [{ key: 'court', label: T.court, value: item.court }] : []),
    { key: 'subject', label: T.subject, value: item.subject },
    { key: 'claimed', label: T.claimed, value: formatKopecks(item.claimed) },
    ...(item.kind === 'court'
      ? [
          {
            key: 'awarded',
            label: T.awarded,
            value: item.awarded === null ? T.notDecided : formatKopecks(item.awarded),
          },
        ]
      : []),
    ...(item.stateDuty
      ? [
          {
            key: 'duty',
            label: T.stateDuty,
            value: (
              <span data-testid={`duty-${item.id}`}>
                {formatKopecks(item.stateDuty.amount)}{' '}
                <Tag color={item.stateDuty.paid ? 'default' : 'red'}>
                  {item.stateDuty.paid ? T.dutyPaid : T.dutyUnpaid}
                </Tag>
              </span>
            ),
          },
        ]
      : []),
    ...(item.enforcementStage ? [{ key: 'enforcement', label: T.enforcement, value: item.enforcementStage }] : []),
    { key: 'opened', label: T.openedAt, value: formatDate(item.openedAt) },
  ];

  return (
    <Card size="small" role="article" aria-labelledby={headingId} className="rp-case">
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0, fontSize: 18, ...wrap }}>
          {title}
        </Typography.Title>
        <Tag color={STATUS_COLORS[item.status]}>{STATUS_LABELS[item.status]}</Tag>
      </Flex>
      <dl className="rp-case__facts">
        {rows.map((row) => (
          <div key={row.key} className="rp-case__fact">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>

      {item.hearings.length > 0 ? (
        <>
          <Typography.Title level={4} style={{ fontSize: 16, marginTop: 16 }}>
            {T.hearings}
          </Typography.Title>
          <ul className="rp-case__list">
            {item.hearings.map((hearing) => {
              const ahead = Date.parse(hearing.startsAt) > now;
              return (
                <li key={hearing.id}>
                  <Typography.Text strong>{formatDateTimeWithZone(hearing.startsAt)}</Typography.Text>
                  {hearing.courtRoom ? (
                    <Typography.Text>, {T.courtRoom(hearing.courtRoom)}</Typography.Text>
                  ) : null}{' '}
                  <Tag color={ahead ? 'blue' : 'default'}>{ahead ? T.upcoming : T.past}</Tag>
                  <div>
                    <Typography.Text type="secondary">{hearing.description}</Typography.Text>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}

      {item.documents.length > 0 ? (
        <>
          <Typography.Title level={4} style={{ fontSize: 16, marginTop: 16 }}>
            {T.documents}
          </Typography.Title>
          <Flex vertical gap={8} align="flex-start">
            {item.documents.map((document) => (
              <Button
                key={document.id}
                icon={<DownloadOutlined aria-hidden />}
                onClick={() => onDownload(document.id, document.fileName)}
                style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              >
                {T.download(document.title)} · {formatDate(document.issuedAt)}
              </Button>
            ))}
          </Flex>
        </>
      ) : null}
    </Card>
  );
}
