import { USER_STORAGE_KEY } from '@resident/api';
import type { Account, Profile, Session } from '@resident/contract';

export const PROFILE: Profile = {
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  email: 'maria@mail.ru',
  phone: '+79123456789',
  inn: '1234567894',
  snils: null,
  notifications: { receiptsByEmail: true, newsByEmail: false, noticesBySms: false },
  consent: { version: '2026-11', acceptedAt: '2026-11-01T09:00:00.000Z' },
};

export const ACCOUNTS: Account[] = [
  {
    id: 501,
    numberPersonalAccount: '7700000001',
    address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
    isClosed: false,
    selected: true,
  },
  {
    id: 502,
    numberPersonalAccount: '7700000002',
    address: 'Тверская обл., г. Торжок, ул. Ленина, д. 3',
    isClosed: true,
    selected: false,
  },
];

export const SESSIONS: Session[] = [
  {
    id: 1,
    device: 'Chrome 131, Windows',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastUsedAt: '2026-11-23T18:30:00.000Z',
    current: true,
  },
  {
    id: 2,
    device: 'Safari 17, iOS',
    createdAt: '2026-11-02T12:10:00.000Z',
    lastUsedAt: '2026-11-22T07:45:00.000Z',
    current: false,
  },
  {
    id: 3,
    device: null,
    createdAt: '2026-10-15T16:00:00.000Z',
    lastUsedAt: '2026-10-15T16:00:00.000Z',
    current: false,
  },
];

const USER = {
  id: 501,
  userId: 11,
  lastName: 'Иванова',
  firstName: 'Мария',
  middleName: 'Петровна',
  fullName: 'Иванова Мария Петровна',
  operator: 'Регоператор',
  verified: true,
  stateDutyDebt: false,
  isClosed: false,
  numberPersonalAccount: '7700000001',
  popupWindows: [],
  wasteDisposal: false,
  withoutPersonalAccount: false,
  contragentId: 501,
};

type Answers = { profile?: Profile; accounts?: Account[]; sessions?: Session[]; failing?: boolean };

/** Storybook's `parameters.store` for a signed-in resident whose operator API answers the profile calls. */
export function profileStore({
  profile = PROFILE,
  accounts = ACCOUNTS,
  sessions = SESSIONS,
  failing = false,
}: Answers = {}) {
  return {
    storage: { [USER_STORAGE_KEY]: JSON.stringify(USER), auth: 'true', token: 'story', expires_in: '300' },
    fetch: (request: Request) => {
      const path = new URL(request.url).pathname;
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (failing) return json(500, { message: 'Internal_error_title' });
      if (path.endsWith('/client/profile')) return json(200, profile);
      if (path.endsWith('/client/accounts')) return json(200, accounts);
      if (path.endsWith('/client/sessions')) return json(200, sessions);
      return json(404, { message: 'Не найдено' });
    },
  };
}
