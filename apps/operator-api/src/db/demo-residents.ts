import { tariffNotice, type DemoNotice } from './demo-notices.ts';

/** Every demo resident signs in with this password. */
export const DEMO_PASSWORD = 'demo2026';

export const OPERATOR = 'Регоператор';

export interface DemoContragent {
  id: number;
  numberPersonalAccount: string;
  address: string;
  isClosed?: boolean;
  stateDutyDebt?: boolean;
  wasteDisposal?: boolean;
  isInstallmentRegister?: boolean;
  /** Dashboard notices, worded from the seed's now (a dated notice must not go stale). */
  popupWindows?: { id: number; notice: (now: number) => DemoNotice }[];
}

export interface DemoResident {
  id: number;
  login: string;
  /** What this resident demonstrates; printed by the start command. */
  description: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  operator: string;
  verified: boolean;
  marketplaceAccess: boolean;
  contragents: DemoContragent[];
}

/**
 * One resident per state the spec names (§4 login outcomes, §6 visibility flags). Ids are fixed so
 * e2e tests and the demo can link to /resident/{id}/… directly.
 */
export const demoResidents: readonly DemoResident[] = [
  {
    id: 1,
    login: 'resident@demo.ru',
    description: 'два лицевых счёта, вывоз и рассрочки, уведомление, маркетплейс (страхование)',
    lastName: 'Иванов',
    firstName: 'Иван',
    middleName: 'Иванович',
    operator: OPERATOR,
    verified: true,
    marketplaceAccess: true,
    contragents: [
      {
        id: 1,
        numberPersonalAccount: '7700000001',
        address: 'Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5',
        wasteDisposal: true,
        isInstallmentRegister: true,
        popupWindows: [{ id: 1, notice: tariffNotice }],
      },
      {
        id: 2,
        numberPersonalAccount: '7700000002',
        address: 'Тверская обл., г. Конаково, ул. Энергетиков, д. 3, кв. 41',
        stateDutyDebt: true,
      },
    ],
  },
  {
    id: 2,
    login: 'noaccount@demo.ru',
    description: 'подтверждён, без лицевого счёта (сокращённое меню)',
    lastName: 'Петрова',
    firstName: 'Анна',
    middleName: 'Сергеевна',
    operator: OPERATOR,
    verified: true,
    marketplaceAccess: false,
    contragents: [],
  },
  {
    id: 3,
    login: 'unverified@demo.ru',
    description: 'не подтверждён, без лицевого счёта: вход заканчивается «Лицевой счет не найден»',
    lastName: 'Сидоров',
    firstName: 'Пётр',
    middleName: null,
    operator: OPERATOR,
    verified: false,
    marketplaceAccess: false,
    contragents: [],
  },
  {
    id: 4,
    login: 'pending@demo.ru',
    description: 'не подтверждён, с лицевым счётом (экран «не подтверждён»)',
    lastName: 'Кузнецова',
    firstName: 'Мария',
    middleName: 'Павловна',
    operator: OPERATOR,
    verified: false,
    marketplaceAccess: false,
    contragents: [
      { id: 3, numberPersonalAccount: '7700000003', address: 'Тверская обл., г. Ржев, ул. Ленина, д. 7, кв. 2' },
    ],
  },
  {
    id: 5,
    login: 'closed@demo.ru',
    description: 'закрытый лицевой счёт: «(закрыт)» в шапке, страхование скрыто',
    lastName: 'Смирнов',
    firstName: 'Алексей',
    middleName: 'Викторович',
    operator: OPERATOR,
    verified: true,
    marketplaceAccess: true,
    contragents: [
      {
        id: 4,
        numberPersonalAccount: '7700000004',
        address: 'Тверская обл., г. Торжок, ул. Дзержинского, д. 15',
        isClosed: true,
      },
    ],
  },
  {
    id: 6,
    login: 'debtor@demo.ru',
    description: 'задолженность по госпошлине (предупреждение, судебная работа), долг для заявки на рассрочку',
    lastName: 'Волков',
    firstName: 'Дмитрий',
    middleName: 'Андреевич',
    operator: OPERATOR,
    verified: true,
    marketplaceAccess: false,
    contragents: [
      {
        id: 5,
        numberPersonalAccount: '7700000005',
        address: 'Тверская обл., г. Вышний Волочёк, ул. Урицкого, д. 22, кв. 9',
        stateDutyDebt: true,
        // A debt well above 3 000 ₽: the account an installment can be applied for.
        isInstallmentRegister: true,
      },
    ],
  },
  {
    id: 7,
    login: 'plain@demo.ru',
    description: 'один лицевой счёт без особенностей, без маркетплейса',
    lastName: 'Морозова',
    firstName: 'Елена',
    middleName: 'Игоревна',
    operator: OPERATOR,
    verified: true,
    marketplaceAccess: false,
    contragents: [
      { id: 6, numberPersonalAccount: '7700000006', address: 'Тверская обл., г. Кимры, ул. Кирова, д. 4, кв. 17' },
    ],
  },
];
