import type { Chat, ChatCategory, ChatsPage, ChatStatus } from '@resident/contract';
import { paths } from '@resident/routes';
import { formatDateTime, PagedList, StatusAlert } from '@resident/ui';
import { Badge, Button, Empty, Flex, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { CHAT_STATUS_COLORS, CHAT_STATUS_LABELS } from '../../lib/labels.ts';
import { ListEntry } from '../list-entry/index.ts';

export interface AppealFilters {
  status?: ChatStatus;
  category?: number;
}

export interface AppealListProps {
  userId: string | number;
  data?: ChatsPage;
  loading?: boolean;
  /** The mapped load error; the list is replaced by it with a retry. */
  error?: string | null;
  onRetry?: () => void;
  categories: readonly ChatCategory[];
  filters: AppealFilters;
  onFiltersChange: (filters: AppealFilters) => void;
  onPageChange: (page: number, size: number) => void;
  onRate: (chat: Chat) => void;
  onReopen: (chat: Chat) => void;
  /** The chat being reopened, whose button spins. */
  reopeningId?: number | null;
}

const statusOptions = (Object.keys(CHAT_STATUS_LABELS) as ChatStatus[]).map((status) => ({
  value: status,
  label: CHAT_STATUS_LABELS[status],
}));

/**
 * The resident's help appeals, paged by the server (design.md §4: thousands stay smooth). Every
 * server string is rendered as React text, never as HTML (design.md §5).
 */
export function AppealList(props: AppealListProps) {
  const { data, loading, error, onRetry, categories, filters, onFiltersChange, onPageChange } = props;

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Select
          aria-label="Статус"
          placeholder="Все статусы"
          allowClear
          style={{ minWidth: 180 }}
          value={filters.status}
          options={statusOptions}
          onChange={(status: ChatStatus | undefined) => onFiltersChange({ ...filters, status })}
        />
        <Select
          aria-label="Категория"
          placeholder="Все категории"
          allowClear
          style={{ minWidth: 220 }}
          value={filters.category}
          options={categories.map((category) => ({ label: category.name, value: category.id }))}
          onChange={(category: number | undefined) => onFiltersChange({ ...filters, category })}
        />
      </Flex>
      {error ? (
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
      ) : (
        <PagedList<Chat>
          aria-label="Обращения"
          loading={loading}
          items={data?.content ?? []}
          itemKey={(chat) => chat.id}
          empty={<Empty description="Обращений пока нет" />}
          page={
            data
              ? { current: data.page, pageSize: data.size, total: data.totalElements, onChange: onPageChange }
              : undefined
          }
          renderItem={(chat) => <AppealListItem {...props} chat={chat} />}
        />
      )}
    </Flex>
  );
}

type ItemProps = Pick<AppealListProps, 'userId' | 'onRate' | 'onReopen' | 'reopeningId'> & { chat: Chat };

function AppealListItem({ chat, userId, onRate, onReopen, reopeningId }: ItemProps) {
  const canReopen = chat.status === 'resolved' || chat.status === 'closed';
  const actions = [
    ...(chat.status === 'resolved'
      ? [
          <Button key="rate" size="small" onClick={() => onRate(chat)}>
            {chat.rating ? `Оценка: ${chat.rating.value}` : 'Оценить'}
          </Button>,
        ]
      : []),
    ...(canReopen
      ? [
          <Button key="reopen" size="small" loading={reopeningId === chat.id} onClick={() => onReopen(chat)}>
            Открыть снова
          </Button>,
        ]
      : []),
  ];

  return (
    <ListEntry
      actions={actions}
      title={
        <Space wrap size={8}>
          {/* The count stands beside the subject, not over its last letters. */}
          <Link to={paths.chat.getHref(userId, chat.id)} style={{ overflowWrap: 'anywhere' }}>
            {chat.subject}
          </Link>
          {chat.unreadCount ? <Badge count={chat.unreadCount} size="small" title="Непрочитанные сообщения" /> : null}
          <Tag color={CHAT_STATUS_COLORS[chat.status]}>{CHAT_STATUS_LABELS[chat.status]}</Tag>
        </Space>
      }
      description={
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">
            Обращение №{chat.requestNumber} · {chat.category.name} · {formatDateTime(chat.updated)}
          </Typography.Text>
          {chat.lastMessage?.text ? (
            <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
              {chat.lastMessage.text}
            </Typography.Text>
          ) : null}
        </Flex>
      }
    />
  );
}
