import type { ChangeObjectKind, ChangeObjectStatus, ChatStatus } from '@resident/api';

/** Chat statuses as residents read them (operator-api README "Chat statuses"). */
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  open: 'Ожидает ответа',
  answered: 'Есть ответ',
  resolved: 'Решено',
  closed: 'Закрыто',
};

export const CHANGE_OBJECT_STATUS_LABELS: Record<ChangeObjectStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  resolved: 'Выполнена',
  rejected: 'Отклонена',
};

export const CHANGE_OBJECT_KIND_LABELS: Record<ChangeObjectKind, string> = {
  absence: 'Временное отсутствие',
  residents: 'Изменение количества проживающих',
  'wrong-charge': 'Неверное начисление',
};

/** Antd Tag colours by status, so a resident sees at a glance what needs attention. */
export const CHAT_STATUS_COLORS: Record<ChatStatus, string> = {
  open: 'processing',
  answered: 'warning',
  resolved: 'success',
  closed: 'default',
};

export const CHANGE_OBJECT_STATUS_COLORS: Record<ChangeObjectStatus, string> = {
  new: 'processing',
  in_progress: 'warning',
  resolved: 'success',
  rejected: 'error',
};
