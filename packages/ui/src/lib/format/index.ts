export {
  CARD_EXPIRY_FORMAT,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  FAR_FUTURE_DATE,
  ISO_DATE_FORMAT,
  MIN_DATE,
  TIME_FORMAT,
} from './constants.ts';
export {
  formatDate,
  formatDateTime,
  formatDateTimeWithZone,
  formatMonth,
  formatTime,
  formatTimeWithZone,
  formatWeekday,
  fromIsoDate,
  operatorTimeZone,
  parseDate,
  setOperatorTimeZone,
  timeZoneLabel,
  toIsoDate,
} from './date.ts';
export { RELATIVE_TIME_LIMIT_MS, taskTimeLabel } from './task-time-label.ts';
export { formatMonthGenitive } from './month-genitive.ts';
export { formatKopecks, type FormatKopecksOptions } from './money.ts';
export { countText, pluralForm, type PluralForms } from './plural.ts';
export { PAGINATION_LABELS } from './pagination.ts';
export { formatPhoneNumber, formatSnils } from './identifiers.ts';
