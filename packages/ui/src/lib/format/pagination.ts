/** Spec §9 pagination labels, in antd's Pagination locale keys. */
export const PAGINATION_LABELS = {
  items_per_page: '/ стр.',
  jump_to: 'Перейти',
  prev_page: 'Назад',
  next_page: 'Вперед',
} as const;
