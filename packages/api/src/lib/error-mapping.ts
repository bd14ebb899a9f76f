import { ERROR_TEXTS, UNKNOWN_ERROR_TEXT } from './error-texts.ts';

/** What a failed call raises to its caller (spec §8). */
export type ApiError = { message: string; response?: unknown };

type Source = { message?: unknown; details?: unknown; error_description?: unknown; code?: unknown; response?: unknown };

const isRecord = (value: unknown): value is Source => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One code or text → the text shown; unknown text is shown as is. */
export function mapErrorText(text: string): string {
  return Object.hasOwn(ERROR_TEXTS, text) ? ERROR_TEXTS[text as keyof typeof ERROR_TEXTS] : text;
}

// A validation message may name the field it is about for developers ('token: Ссылка повреждена…',
// 'periodEnd: Дата окончания…', as the reference API writes them); the resident reads the text
// alone, never a field name of the code. Only a Latin identifier path before Russian text is taken off.
const FIELD_NAME_PREFIX = /^[A-Za-z_][\w]*(?:\.[\w]+)*: (?=[«"А-ЯЁа-яё])/u;

/** The message without the name of the field it is about. */
export function withoutFieldName(message: string): string {
  return message.replace(FIELD_NAME_PREFIX, '');
}

function itemText(item: unknown): string {
  if (isText(item)) return mapErrorText(withoutFieldName(item));
  if (!isRecord(item)) return UNKNOWN_ERROR_TEXT;
  if (isText(item.message)) return mapErrorText(withoutFieldName(item.message));
  if (isText(item.code)) return mapErrorText(item.code);
  return UNKNOWN_ERROR_TEXT;
}

// Plain data only: a response object may hold functions or class instances (Blob, Headers).
function serialize(response: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(response)) as unknown;
  } catch {
    return String(response);
  }
}

/**
 * Spec §8: details first (a list raises its first item), then message, then an OAuth
 * error_description; nothing at all → 'Непредвиденная ошибка системы'.
 */
export function toApiError(body: unknown): ApiError {
  if (isText(body)) return { message: mapErrorText(body) };
  if (!isRecord(body)) return { message: UNKNOWN_ERROR_TEXT };
  const { details } = body;
  if (Array.isArray(details) && details.length > 0) {
    const first: unknown = details[0];
    const message = itemText(first);
    return isRecord(first) && first.response !== undefined
      ? { message, response: serialize(first.response) }
      : { message };
  }
  if (isText(details)) return { message: mapErrorText(details) };
  if (isText(body.message)) return { message: mapErrorText(body.message) };
  if (isText(body.error_description)) return { message: mapErrorText(body.error_description) };
  return { message: UNKNOWN_ERROR_TEXT };
}

/** The text of spec §8 for an error body. */
export function toErrorMessage(body: unknown): string {
  return toApiError(body).message;
}
