/** The user menu's words (spec §2 "Header"); e2e tests import them. */
export const USER_MENU_TEXTS = {
  account: (number: string) => `Л/С ${number}`,
  accountMissing: 'Не определен',
  closed: '(закрыт)',
  anonymous: 'Пользователь',
  logout: 'Выйти из аккаунта',
  notifications: (count: number | string) => `Уведомления: ${count}`,
  menu: 'Меню пользователя',
} as const;
