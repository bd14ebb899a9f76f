/** The header's own words (spec §2 "Header"); e2e tests import them. */
export const APP_HEADER_TEXTS = {
  back: 'Назад',
  filter: 'Фильтры',
  /** The tabs strip's edge cues on a narrow screen. */
  tabsMore: 'Ещё вкладки',
  tabsBack: 'Предыдущие вкладки',
} as const;
