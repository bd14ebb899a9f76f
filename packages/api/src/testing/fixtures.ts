import type { Chat, ChatMessage, Contragent, TasksResponse, UserResponse } from '@resident/contract';
import type { SessionUser } from '../model/session-user.ts';

export const userResponse: UserResponse = {
  id: 11,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  operator: 'regional',
  verified: true,
  contragents: [{ id: 501, stateDutyDebt: true }],
};

export const contragent: Contragent = {
  id: 501,
  fullName: 'Иванова Мария Петровна',
  numberPersonalAccount: '7700123456',
  isClosed: false,
  stateDutyDebt: true,
  wasteDisposal: true,
  isInstallmentRegister: true,
  address: 'г. Тверь, ул. Советская, д. 1, кв. 2',
  popupWindows: [
    { id: 1, title: 'Новый тариф', text: 'С 1 июля меняется тариф.' },
    { id: 2, title: 'Опрос', text: 'Оцените работу оператора.' },
  ],
};

export const sessionUser: SessionUser = {
  id: 501,
  userId: 11,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  fullName: 'Иванова Мария Петровна',
  operator: 'regional',
  verified: true,
  stateDutyDebt: true,
  isClosed: false,
  numberPersonalAccount: '7700123456',
  popupWindows: contragent.popupWindows,
  wasteDisposal: true,
  withoutPersonalAccount: false,
  contragentId: 501,
};

export const tasksResponse: TasksResponse = {
  chats: [{ id: 31, content: 'Квитанция отправлена на вашу почту.', created: '2026-05-01T08:00:00.000Z' }],
  changeObjects: [
    {
      id: 41,
      comments: ['Приложите документ об отсутствии.', 'Срок — 10 дней.'],
      requestNumber: 'П-000123',
      created: '2026-04-28T10:00:00.000Z',
    },
  ],
};

export const chatCategory = { id: 2, code: 'charges', name: 'Начисления и оплата' };

/** Message `id` of chat 5, odd ones the resident's, a minute apart. */
export const chatMessage = (id: number, text = `Сообщение ${id}`): ChatMessage => ({
  id,
  chatId: 5,
  author: id % 2 ? 'resident' : 'operator',
  text,
  created: new Date(Date.UTC(2026, 4, 1, 10, id)).toISOString(),
  read: true,
  documents: [],
});

/** An open appeal of contragent 501 with its first message, all read. */
export const chat: Chat = {
  id: 5,
  requestNumber: 'О-000005',
  subject: 'Вопрос по начислению',
  category: chatCategory,
  status: 'open',
  contragentId: 501,
  created: '2026-05-01T10:00:00.000Z',
  updated: '2026-05-01T10:00:00.000Z',
  lastMessage: chatMessage(1),
  unreadCount: 0,
  rating: null,
};

/** The one page of a resident's appeals: `chat` alone. */
export const chatPage = { content: [chat], page: 1, size: 20, totalElements: 1, totalPages: 1 };
