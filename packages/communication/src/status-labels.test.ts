import { describe, expect, it } from 'vitest';
import { CHANGE_OBJECT_STATUS_LABELS, CHAT_STATUS_LABELS } from './status-labels.ts';

describe('status names', () => {
  it('names every status once, and no two statuses alike', () => {
    expect(CHAT_STATUS_LABELS).toEqual({
      open: 'Ожидает ответа',
      answered: 'Есть ответ',
      resolved: 'Решено',
      closed: 'Закрыто',
    });
    expect(CHANGE_OBJECT_STATUS_LABELS).toEqual({
      new: 'Новая',
      in_progress: 'В работе',
      resolved: 'Решена',
      rejected: 'Отклонена',
    });
    for (const labels of [CHAT_STATUS_LABELS, CHANGE_OBJECT_STATUS_LABELS])
      expect(new Set(Object.values(labels)).size).toBe(Object.keys(labels).length);
  });
});
