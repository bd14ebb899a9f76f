export {
  CARD_EXPIRY_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  FAR_FUTURE_DATE,
  ISO_DATE_FORMAT,
  MIN_DATE,
} from './constants.ts';
export { formatDate, formatDateTime, formatMonth, fromIsoDate, parseDate, toIsoDate } from './date.ts';
export { formatMoney } from './money.ts';
export { PAGINATION_LABELS } from './pagination.ts';
