import { STATUS_CODES } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiErrorBody, MESSAGES } from '../errors/http-errors.ts';
import { securityHeadersOf } from './security-headers.ts';

/** What a client reads when Node or Fastify refuse its request before any route runs. */
export const FRAMEWORK_MESSAGES = {
  headersTooLarge: 'Слишком большие заголовки запроса',
  requestTimeout: 'Запрос не получен полностью за отведённое время. Повторите его',
  expectation: 'Заголовок Expect в запросе не поддерживается',
} as const;

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** A Node parser error (HPE_*, ERR_HTTP_*) as the API's refusal: never its code or the request's text. */
export function refusalOf(error: { code?: unknown }): Refusal {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: FRAMEWORK_MESSAGES.requestTimeout };
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: FRAMEWORK_MESSAGES.headersTooLarge };
  if (error.code === 'HPE_URI_TOO_LONG') return { status: 414, code: 'URI_TOO_LONG', message: MESSAGES.invalidInput };
  return { status: 400, code: 'BAD_REQUEST', message: MESSAGES.invalidInput };
}

/** The whole HTTP/1.1 answer of a refusal written on a bare socket: security headers, a §8 body, connection closed. */
export function rawAnswer({ status, code, message }: Refusal): string {
  const body = JSON.stringify(apiErrorBody(code, message));
  const headers = {
    ...securityHeadersOf(undefined),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the request (headers over the limit, a
 * request line that is no HTTP, a broken Content-Length or chunk, a body past requestTimeout).
 * Fastify's own answer is English and carries no security headers; this one is the API's. The
 * socket is destroyed after the answer: nothing more of that client's bytes can be trusted.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection is gone already (Node's own advice for this event).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'client error');
  // As Node does: no answer in the middle of one already being written (a pipelined request's
  // error while the previous answer streams), which would corrupt it for the peer.
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && answering?.headersSent !== true) socket.write(rawAnswer(refusalOf(error)));
  socket.destroy();
}

/**
 * An `Expect` other than `100-continue` (RFC 9110 §10.1.1): 417 like Node, but with the API's body
 * and headers instead of an empty answer; the body the client may still send is not read.
 */
function answerExpectation(request: IncomingMessage, response: ServerResponse): void {
  const body = JSON.stringify(apiErrorBody('EXPECTATION_FAILED', FRAMEWORK_MESSAGES.expectation));
  response.writeHead(417, {
    ...securityHeadersOf(request.url),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  response.end(body);
}

/** Node answers these events itself, bare, unless someone listens: the API listens. */
export function answerFrameworkRefusals(server: Server): void {
  server.on('checkExpectation', answerExpectation);
}
