/** The side navigation's own words (spec §2 "Side navigation"); e2e tests import them. */
export const SIDE_NAV_TEXTS = {
  label: 'Основное меню',
  more: 'Ещё',
  exit: 'Выход',
} as const;
