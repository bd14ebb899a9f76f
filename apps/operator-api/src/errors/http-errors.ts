import type { ErrorBody, OAuthError } from '@resident/contract';

/**
 * The `{ details, message }` body of a v3 failure. The code travels inside a details item with the
 * Russian text: the portal reads details first (spec §8), and a bare code such as 'NOT_FOUND'
 * would be shown to the resident as is, while an item shows its own message.
 */
export function apiErrorBody(code: string, message: string): ErrorBody {
  return { details: [{ code, message }], message };
}

/** An expected failure of a v3 endpoint, answered as `{ details, message }` (spec §8). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;

  constructor(statusCode: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = apiErrorBody(code, message);
  }
}

/** An expected failure of an oauth endpoint, answered as `{ error, error_description }` (RFC 6749 §5.2). */
export class OAuthFailure extends Error {
  readonly statusCode: number;
  readonly body: OAuthError;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, error: string, description: string, headers: Record<string, string> = {}) {
    super(description);
    this.name = 'OAuthFailure';
    this.statusCode = statusCode;
    this.body = { error, error_description: description };
    this.headers = headers;
  }
}

/** Thrown by the rate limiter; the error handler shapes it for the route family. */
export class RateLimitExceeded extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super('rate limit exceeded');
    this.name = 'RateLimitExceeded';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const MESSAGES = {
  invalidInput: 'Проверьте правильность введенных данных',
  unauthorized: 'Требуется вход в личный кабинет',
  contragentNotFound: 'Лицевой счёт не найден',
  popupNotFound: 'Уведомление не найдено',
  routeNotFound: 'Запрошенный адрес не найден',
  payloadTooLarge: 'Слишком большой объём данных в запросе',
  unsupportedMediaType: 'Неподдерживаемый формат данных запроса',
  unexpected: 'Непредвиденная ошибка системы',
  unexpectedFileField: 'в этом поле файлы не принимаются',
  chatNotFound: 'Обращение не найдено',
  changeObjectNotFound: 'Заявка на перерасчёт не найдена',
  documentNotFound: 'Документ не найден',
  categoryNotFound: 'Категория обращения не найдена',
  messageEmpty: 'Напишите сообщение или приложите файл',
  notResolved: 'Оценить можно только решённое обращение',
  notReopenable: 'Открыть заново можно только решённое или закрытое обращение',
  paymentDateInFuture: 'Дата платежа не может быть позже сегодняшней',
  paymentDateTooEarly: 'Дата платежа не может быть раньше 01.01.2019',
  adminUnauthorized: 'Требуется ключ оператора',
  invalidClient: 'Приложение не прошло проверку подлинности',
  altchaMissing: 'Подтвердите, что вы не робот: пройдите проверку',
  altchaRejected: 'Проверка «Я не робот» не пройдена или устарела. Пройдите её ещё раз',
  unsupportedGrant: 'Неподдерживаемый способ получения токена',
  // A login's wait may reach minutes: say them in minutes so the resident reads it at a glance.
  tooManyAttempts: (seconds: number) =>
    `Слишком много попыток. Повторите через ${seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`}`,
} as const;

export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
export const contragentNotFound = () => new ApiError(404, 'NOT_FOUND', MESSAGES.contragentNotFound);
export const popupNotFound = () => new ApiError(404, 'NOT_FOUND', MESSAGES.popupNotFound);
export const chatNotFound = () => new ApiError(404, 'NOT_FOUND', MESSAGES.chatNotFound);
export const changeObjectNotFound = () => new ApiError(404, 'NOT_FOUND', MESSAGES.changeObjectNotFound);
export const documentNotFound = () => new ApiError(404, 'NOT_FOUND', MESSAGES.documentNotFound);
