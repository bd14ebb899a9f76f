import { describe, expect, it } from 'vitest';
import {
  ChatsQuerySchema,
  ClearUnreadQuerySchema,
  CreateChangeObjectFieldsSchema,
  CreateChatFieldsSchema,
  DispatchEventSchema,
  FindPaymentChatFieldsSchema,
  SendMessageFieldsSchema,
  UpdateAppealBodySchema,
} from './index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('CreateChangeObjectFieldsSchema', () => {
  it('accepts an absence of more than 5 days and rejects 5 days or a reversed period', () => {
    expect(
      CreateChangeObjectFieldsSchema.parse({ kind: 'absence', periodStart: '2026-04-01', periodEnd: '2026-04-06' }),
    ).toEqual({
      kind: 'absence',
      periodStart: '2026-04-01',
      periodEnd: '2026-04-06',
      comment: '',
    });
    const short = CreateChangeObjectFieldsSchema.safeParse({
      kind: 'absence',
      periodStart: '2026-04-01',
      periodEnd: '2026-04-05',
    });
    expect(messagesOf(short)).toEqual(['Перерасчёт делается за отсутствие более 5 дней']);
    const reversed = CreateChangeObjectFieldsSchema.safeParse({
      kind: 'absence',
      periodStart: '2026-04-10',
      periodEnd: '2026-04-01',
    });
    expect(messagesOf(reversed)).toEqual(['Дата окончания раньше даты начала']);
  });

  it('reads the residents count from a form field and needs a month for a wrong charge', () => {
    expect(
      CreateChangeObjectFieldsSchema.parse({ kind: 'residents', residentsCount: '3', changeDate: '2026-05-01' }),
    ).toMatchObject({ residentsCount: 3 });
    expect(
      CreateChangeObjectFieldsSchema.safeParse({ kind: 'wrong-charge', month: '2026-13', description: 'x' }).success,
    ).toBe(false);
    expect(
      CreateChangeObjectFieldsSchema.safeParse({ kind: 'wrong-charge', month: '2026-04', description: ' ' }).success,
    ).toBe(false);
    expect(CreateChangeObjectFieldsSchema.safeParse({ kind: 'moving' }).success).toBe(false);
  });
});

describe('chat fields', () => {
  it('limits the subject to 250 and the body to 10 000 characters, with the spec texts', () => {
    expect(CreateChatFieldsSchema.safeParse({ subject: 'я'.repeat(250), body: 'я'.repeat(10_000) }).success).toBe(true);
    expect(messagesOf(CreateChatFieldsSchema.safeParse({ subject: 'я'.repeat(251), body: 'текст' }))).toEqual([
      'Не более 250 символов',
    ]);
    expect(messagesOf(CreateChatFieldsSchema.safeParse({ subject: 'Тема', body: 'я'.repeat(10_001) }))).toEqual([
      'Не более 10\u00a0000 символов',
    ]);
    expect(messagesOf(CreateChatFieldsSchema.safeParse({ subject: '  ', body: 'текст' }))).toEqual([
      'Обязательное поле',
    ]);
  });

  it('lets a message have no text (documents only)', () => {
    expect(SendMessageFieldsSchema.parse({ chatId: '7' })).toEqual({ chatId: 7, text: '' });
  });

  it('takes an amount with a dot and at most two decimals', () => {
    const base = { contragentId: '1', paymentDate: '2026-05-10' };
    expect(FindPaymentChatFieldsSchema.parse({ ...base, amount: '1520.5' })).toMatchObject({
      amount: 1520.5,
      contragentId: 1,
    });
    for (const amount of ['1520,50', '1.234', '0', '-5', 'abc']) {
      expect(FindPaymentChatFieldsSchema.safeParse({ ...base, amount }).success).toBe(false);
    }
  });

  it('rates 1..5 or reopens', () => {
    expect(UpdateAppealBodySchema.parse({ action: 'rate', rating: 5 })).toEqual({
      action: 'rate',
      rating: 5,
      comment: '',
    });
    expect(UpdateAppealBodySchema.safeParse({ action: 'rate', rating: 6 }).success).toBe(false);
    expect(UpdateAppealBodySchema.parse({ action: 'reopen' })).toEqual({ action: 'reopen', text: '' });
    expect(UpdateAppealBodySchema.safeParse({ action: 'delete' }).success).toBe(false);
  });
});

describe('list queries', () => {
  it('takes a repeated or a single status and pages from 1', () => {
    expect(ChatsQuerySchema.parse({ status: ['open', 'answered'], category: '3' })).toEqual({
      page: 1,
      size: 20,
      status: ['open', 'answered'],
      category: [3],
    });
    expect(ChatsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(ChatsQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(ChatsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('clears the unread of exactly one chat or request', () => {
    expect(ClearUnreadQuerySchema.parse({ chatId: '4' })).toEqual({ chatId: 4 });
    expect(ClearUnreadQuerySchema.safeParse({}).success).toBe(false);
    expect(ClearUnreadQuerySchema.safeParse({ chatId: '4', changeObjectId: '5' }).success).toBe(false);
  });
});

describe('DispatchEventSchema', () => {
  it('knows the pushed event types', () => {
    expect(DispatchEventSchema.parse({ type: 'tasks' })).toEqual({ type: 'tasks' });
    expect(DispatchEventSchema.safeParse({ type: 'message', chatId: 1 }).success).toBe(false);
    expect(DispatchEventSchema.safeParse({ type: 'unknown' }).success).toBe(false);
  });
});
