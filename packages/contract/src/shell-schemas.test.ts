import { describe, expect, it } from 'vitest';
import { PopupWindowParamsSchema, TasksQuerySchema, TasksResponseSchema } from './index.ts';

describe('TasksQuerySchema', () => {
  it('takes the contragent id from the query string and allows none', () => {
    expect(TasksQuerySchema.parse({ contragentId: '5' })).toEqual({ contragentId: 5 });
    expect(TasksQuerySchema.parse({})).toEqual({});
    for (const contragentId of ['abc', '0', '', '1.5'])
      expect(TasksQuerySchema.safeParse({ contragentId }).success).toBe(false);
  });
});

describe('TasksResponseSchema', () => {
  it('requires ISO 8601 times', () => {
    const chat = { id: 1, content: 'Ответ оператора', created: '2026-05-01T10:00:00.000Z' };
    expect(TasksResponseSchema.safeParse({ chats: [chat], changeObjects: [] }).success).toBe(true);
    expect(
      TasksResponseSchema.safeParse({ chats: [{ ...chat, created: '01.05.2026 10:00' }], changeObjects: [] }).success,
    ).toBe(false);
  });
});

describe('PopupWindowParamsSchema', () => {
  it('requires both ids to be positive integers', () => {
    expect(PopupWindowParamsSchema.parse({ contragentId: '1', popupId: '2' })).toEqual({ contragentId: 1, popupId: 2 });
    expect(PopupWindowParamsSchema.safeParse({ contragentId: '1', popupId: 'x' }).success).toBe(false);
  });
});
