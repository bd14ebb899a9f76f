import type { ChangeObjectDetails } from '@resident/contract';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** 1–20 April of the latest year whose 20 April has passed: the absence the demo request is about. */
export function lastAprilAbsence(now: number): ChangeObjectDetails {
  const today = new Date(now);
  const year = today.getUTCFullYear() - (now < Date.UTC(today.getUTCFullYear(), 3, 21) ? 1 : 0);
  return { kind: 'absence', periodStart: `${year}-04-01`, periodEnd: `${year}-04-20` };
}

export interface DemoMessage {
  author: 'resident' | 'operator';
  text: string;
  /** How long before the seeding the message was written, ms. */
  ago: number;
  /** Operator messages only: whether the resident has opened it. Resident messages count as read. */
  read?: boolean;
}

export interface DemoChat {
  /** Omitted: a help chat about no particular account. */
  contragentId?: number;
  category: string;
  subject: string;
  status: string;
  messages: DemoMessage[];
}

export interface DemoChangeObject {
  contragentId: number;
  requestNumber: string;
  kind: string;
  /** What the request is about, given the time of seeding. */
  details?: (now: number) => ChangeObjectDetails;
  status: string;
  ago: number;
  comments: DemoMessage[];
}

export interface DemoCommunication {
  /** The demo resident (id and login must both match, see seedDemoCommunications). */
  userId: number;
  login: string;
  chats: DemoChat[];
  changeObjects: DemoChangeObject[];
}

/**
 * What the header's bell shows after signing in as resident@demo.ru: one help chat with an unread
 * operator answer and one recalculation request with an unread operator comment (2 tasks). The
 * other demo residents have nothing waiting.
 */
export const demoCommunications: readonly DemoCommunication[] = [
  {
    userId: 1,
    login: 'resident@demo.ru',
    chats: [
      {
        contragentId: 1,
        category: 'Квитанции',
        subject: 'Не пришла квитанция за май',
        status: 'answered',
        messages: [
          {
            author: 'resident',
            text: 'Здравствуйте! Не пришла бумажная квитанция за май. Подскажите, как её получить?',
            ago: 26 * HOUR,
          },
          {
            author: 'operator',
            text: 'Добрый день! Квитанция за май отправлена на вашу электронную почту. Её также можно скачать в разделе «Счета и расчёты».',
            ago: 2 * HOUR,
            read: false,
          },
        ],
      },
    ],
    changeObjects: [
      {
        contragentId: 1,
        requestNumber: 'П-000123',
        kind: 'absence',
        details: lastAprilAbsence,
        status: 'in_progress',
        ago: 3 * DAY,
        comments: [
          {
            author: 'resident',
            text: 'Прошу сделать перерасчёт за период отсутствия с 1 по 20 апреля.',
            ago: 3 * DAY,
          },
          {
            author: 'operator',
            text: 'Для перерасчёта приложите, пожалуйста, документ, подтверждающий временное отсутствие (например, проездные билеты или справку с места пребывания).',
            ago: DAY,
            read: false,
          },
        ],
      },
    ],
  },
];
