import type { ChangeObject, ChangeObjectsPage } from '@resident/contract';
import { OBJECT_TYPE_NAMES } from '@resident/contract/limits';
import { paths } from '@resident/routes';
import { formatDate, formatDateTime, PagedList, StatusAlert } from '@resident/ui';
import { Badge, Button, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import {
  CHANGE_OBJECT_KIND_LABELS,
  CHANGE_OBJECT_STATUS_COLORS,
  CHANGE_OBJECT_STATUS_LABELS,
} from '../../lib/labels.ts';
import { ListEntry } from '../list-entry/index.ts';

export interface RecalculationListProps {
  userId: string | number;
  data?: ChangeObjectsPage;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  onPageChange: (page: number, size: number) => void;
}

/** What a request is about, in a line: the absence period, the new count, the month. */
function detailsText(item: ChangeObject): string | null {
  const details = item.details;
  if (!details) return null;
  switch (details.kind) {
    case 'absence':
      return `с ${formatDate(details.periodStart)} по ${formatDate(details.periodEnd)}`;
    case 'residents':
      return `${details.residentsCount} чел. с ${formatDate(details.changeDate)}`;
    case 'wrong-charge': {
      const [year, month] = details.month.split('-');
      return `за ${month}.${year}`;
    }
    case 'object-area':
      return `${details.area.replace('.', ',')} м² с ${formatDate(details.changeDate)}`;
    case 'object-type':
      return `${OBJECT_TYPE_NAMES[details.objectType]} с ${formatDate(details.changeDate)}`;
  }
}

/** The active account's recalculation requests, paged by the server; server text rendered as text. */
export function RecalculationList({ userId, data, loading, error, onRetry, onPageChange }: RecalculationListProps) {
  if (error) {
    return (
      <StatusAlert
        type="error"
        action={
          onRetry ? (
            <Button size="small" onClick={onRetry}>
              Повторить
            </Button>
          ) : undefined
        }
      >
        {error}
      </StatusAlert>
    );
  }
  return (
    <PagedList<ChangeObject>
      aria-label="Перерасчеты"
      loading={loading}
      items={data?.content ?? []}
      itemKey={(item) => item.id}
      empty={<Empty description="Заявок на перерасчет пока нет" />}
      page={
        data
          ? { current: data.page, pageSize: data.size, total: data.totalElements, onChange: onPageChange }
          : undefined
      }
      renderItem={(item) => {
        const details = detailsText(item);
        return (
          <ListEntry
            title={
              <Flex gap={8} wrap align="center">
                {/* The count stands beside the number: over the link's corner it hid its last digit. */}
                <Link to={paths.chatRecalculation.getHref(userId, item.id)}>Заявка №{item.requestNumber}</Link>
                {item.unreadCount ? (
                  <Badge count={item.unreadCount} size="small" title="Непрочитанные комментарии" />
                ) : null}
                <Tag color={CHANGE_OBJECT_STATUS_COLORS[item.status]}>{CHANGE_OBJECT_STATUS_LABELS[item.status]}</Tag>
              </Flex>
            }
            description={
              <Flex vertical gap={2}>
                <Typography.Text>
                  {CHANGE_OBJECT_KIND_LABELS[item.kind]}
                  {details ? ` ${details}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary">
                  Создана {formatDateTime(item.created)} · обновлена {formatDateTime(item.updated)}
                </Typography.Text>
                {item.lastComment?.text ? (
                  <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                    {item.lastComment.text}
                  </Typography.Text>
                ) : null}
              </Flex>
            }
          />
        );
      }}
    />
  );
}
