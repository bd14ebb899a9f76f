// What the portal's server says when it, and not the operator API, fails a request: a status the
// SPA understands (spec §8: 502/503 open the service-unavailable page) and a Russian message. No
// library code, URL or internal detail ever reaches the client.
import type { ErrorBody } from './raw-answer.ts';

export type ErrorAnswer = { status: number; body: ErrorBody };

const answer = (status: number, message: string, details?: string): ErrorAnswer => ({
  status,
  body: details ? { details, message } : { message },
});

export const ANSWERS = {
  badRequest: answer(400, 'Некорректный запрос. Проверьте адрес и повторите попытку.'),
  notWebSocket: answer(400, 'По этому адресу нельзя открыть websocket-соединение.'),
  notFound: answer(404, 'Не найдено', 'NOT_FOUND'),
  requestTimeout: answer(408, 'Запрос передавался слишком медленно. Повторите попытку.'),
  tooLarge: answer(413, 'Запрос слишком большой.'),
  headersTooLarge: answer(431, 'Заголовки запроса слишком большие.'),
  unavailable: answer(502, 'Сервис временно недоступен. Повторите попытку позже.'),
  busy: answer(503, 'Сервис перегружен. Повторите попытку через минуту.'),
  // A websocket asked for while this server stops: the browser reconnects, to a copy still up.
  stopping: answer(503, 'Сервис временно недоступен. Повторите попытку позже.'),
  tooManyConnections: answer(503, 'Слишком много соединений с вашего адреса. Повторите попытку позже.'),
  upstreamTimeout: answer(504, 'Сервис не ответил вовремя. Повторите попытку позже.'),
  internal: answer(500, 'Внутренняя ошибка'),
} as const;

/** Error codes of a connection that never reached the instance or broke before its answer. */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' ? code : codeOf(cause);
}

const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The connection to the instance was never made: the request cannot have reached it. */
export function neverConnected(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && NEVER_CONNECTED.has(code);
}

/** The instance could not be reached or dropped the connection before answering. */
export function isConnectionFailure(error: unknown): boolean {
  const code = codeOf(error);
  return code !== undefined && CONNECTION_FAILURES.has(code);
}

/** The answer for an error of the proxy's upstream request. */
export function upstreamErrorAnswer(error: unknown): ErrorAnswer {
  const code = codeOf(error);
  if (code && TIMEOUTS.has(code)) return ANSWERS.upstreamTimeout;
  // The client's own body did not match its Content-Length, or was not a body at all.
  if (code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH' || code === 'UND_ERR_INVALID_ARG') return ANSWERS.badRequest;
  return ANSWERS.unavailable;
}

/** The answer for an error Fastify raised for a request (a bad URL, a body over its limit, …). */
export function frameworkErrorAnswer(error: unknown): ErrorAnswer {
  const statusCode =
    typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  const status = typeof statusCode === 'number' ? statusCode : 500;
  switch (status) {
    case 408:
      return ANSWERS.requestTimeout;
    case 413:
      return ANSWERS.tooLarge;
    case 431:
      return ANSWERS.headersTooLarge;
    case 404:
      return ANSWERS.notFound;
    case 502:
    case 503:
    case 504:
      return ANSWERS.unavailable;
  }
  if (status >= 400 && status < 500) return { status, body: ANSWERS.badRequest.body };
  return ANSWERS.internal;
}

/** The answer for an error of Node's HTTP parser on a connection (Fastify's clientErrorHandler). */
export function clientErrorAnswer(error: { code?: string }): ErrorAnswer | undefined {
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      // The client is gone: nobody to answer.
      return undefined;
    case 'HPE_HEADER_OVERFLOW':
      return ANSWERS.headersTooLarge;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return ANSWERS.requestTimeout;
    default:
      return ANSWERS.badRequest;
  }
}
