/** Spec §9 date formats (dayjs tokens) and boundary dates. */
export const DATE_FORMAT = 'DD.MM.YYYY';
export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const TIME_FORMAT = 'HH:mm';
export const CARD_EXPIRY_FORMAT = 'MM.YY';
/** "Valid until further notice" in the operator's data. */
export const FAR_FUTURE_DATE = '31.12.9999';
/** No data before this date exists: date pickers start here. */
export const MIN_DATE = '01.01.2019';
