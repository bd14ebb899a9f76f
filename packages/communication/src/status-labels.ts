import type { ChangeObjectStatus, ChatStatus } from '@resident/contract';

/**
 * The one name of each status, wherever a resident reads it: the appeals lists and their filter,
 * the chat's header, the recalculation request's chat. Kept here, not in each feature, so a status
 * never reads «Есть ответ» in the list and something else in the thread. The spec names none; these
 * are short enough for a tag on a phone and agree with each other (an appeal «Решено», a request
 * «Решена»).
 */
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  open: 'Ожидает ответа',
  answered: 'Есть ответ',
  resolved: 'Решено',
  closed: 'Закрыто',
};

export const CHANGE_OBJECT_STATUS_LABELS: Record<ChangeObjectStatus, string> = {
  new: 'Новая',
  in_progress: 'В работе',
  resolved: 'Решена',
  rejected: 'Отклонена',
};
