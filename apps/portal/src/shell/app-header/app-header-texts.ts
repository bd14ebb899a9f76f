/** The header's own words (spec §2 "Header"); e2e tests import them. */
export const APP_HEADER_TEXTS = {
  back: 'Назад',
  filter: 'Фильтры',
} as const;
