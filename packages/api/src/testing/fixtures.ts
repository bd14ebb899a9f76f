import type { Contragent, TasksResponse, UserResponse } from '@resident/contract';
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
    { id: 41, comments: ['Приложите документ об отсутствии.', 'Срок — 10 дней.'], requestNumber: 'П-000123', created: '2026-04-28T10:00:00.000Z' },
  ],
};
