import type { ChangeObjectStatus, ChatStatus } from '@resident/contract';

export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  open: 'Ожидает ответа',
  answered: 'Получен ответ',
  resolved: 'Решено',
  closed: 'Закрыто',
};

export const CHANGE_OBJECT_STATUS_LABELS: Record<ChangeObjectStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  resolved: 'Решена',
  rejected: 'Отклонена',
};
