import { errorMessageOf } from '@resident/api';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export const LOOKUP_TEXTS = {
  notFound: 'Лицевой счёт не найден. Проверьте номер в квитанции',
  closed: 'Лицевой счёт закрыт, оплатить его здесь нельзя. Если по нему остался долг, обратитесь к оператору',
} as const;

function bodyText(data: unknown): string {
  if (!data || typeof data !== 'object') return '';
  const { details, message } = data as { details?: unknown; message?: unknown };
  return [details, message].map((part) => (typeof part === 'string' ? part : JSON.stringify(part ?? ''))).join(' ');
}

/**
 * What the guest reads when the look-up fails. An unknown number (404) and a closed account get
 * their own words; anything else (a spent proof, a lost connection) the portal's usual mapping.
 */
export function lookupErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (error && 'status' in error && typeof error.status === 'number') {
    const text = bodyText(error.data);
    if (error.status === 409 || error.status === 410 || /closed|закрыт/i.test(text)) return LOOKUP_TEXTS.closed;
    if (error.status === 404) return LOOKUP_TEXTS.notFound;
  }
  return errorMessageOf(error);
}
