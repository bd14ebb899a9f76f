import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, OAuthError } from '@resident/contract';
import { ApiError, apiErrorBody, MESSAGES, OAuthFailure, RateLimitExceeded } from '../errors/http-errors.ts';
import { securityHeadersOf } from './security-headers.ts';
import { RequestValidationError } from './validator-compiler.ts';

/** The oauth endpoints answer RFC 6749 error bodies; every other endpoint answers `{ details, message }`. */
export const OAUTH_PREFIX = '/api/oauth/';

interface Shaped<Body> {
  status: number;
  body: Body;
  headers?: Record<string, string>;
}

function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return statusCode;
  }
  return 500;
}

function fieldsOf(error: RequestValidationError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.join('.')).filter(Boolean))];
}

/** Text for a client error that is not a schema violation: bad JSON, wrong media type, too large… */
function clientErrorText(status: number): string {
  if (status === 413) return MESSAGES.payloadTooLarge;
  if (status === 415) return MESSAGES.unsupportedMediaType;
  return MESSAGES.invalidInput;
}

function apiCode(status: number): string {
  const codes: Record<number, string> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    413: 'PAYLOAD_TOO_LARGE',
    414: 'URI_TOO_LONG',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    431: 'HEADERS_TOO_LARGE',
    429: 'TOO_MANY_REQUESTS',
  };
  return codes[status] ?? 'BAD_REQUEST';
}

export function toApiReply(error: unknown): Shaped<ErrorBody> {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body };
  if (error instanceof RequestValidationError) {
    const details = error.issues.slice(0, 10).map((issue) => ({
      code: 'VALIDATION',
      message: issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    }));
    return { status: 400, body: { details, message: MESSAGES.invalidInput } };
  }
  if (error instanceof RateLimitExceeded) {
    const seconds = String(error.retryAfterSeconds);
    return {
      status: 429,
      body: apiErrorBody('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts(error.retryAfterSeconds)),
      headers: { 'retry-after': seconds },
    };
  }
  const status = statusOf(error);
  if (status === 500) return { status, body: apiErrorBody('UnknownException', MESSAGES.unexpected) };
  const message = status === 404 ? MESSAGES.routeNotFound : clientErrorText(status);
  return { status, body: apiErrorBody(apiCode(status), message) };
}

function inputField(input: unknown, name: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[name] : undefined;
}

function oauthValidation(error: RequestValidationError): Shaped<OAuthError> {
  const fields = fieldsOf(error);
  const grantType = inputField(error.input, 'grant_type');
  if (fields.includes('grant_type') && typeof grantType === 'string' && grantType !== '') {
    return { status: 400, body: { error: 'unsupported_grant_type', error_description: MESSAGES.unsupportedGrant } };
  }
  if (fields.includes('altcha')) {
    const altcha = inputField(error.input, 'altcha');
    const text = altcha === undefined || altcha === '' ? MESSAGES.altchaMissing : MESSAGES.altchaRejected;
    return { status: 400, body: { error: 'invalid_request', error_description: text } };
  }
  const text = fields.length > 0 ? `${MESSAGES.invalidInput}: ${fields.join(', ')}` : MESSAGES.invalidInput;
  return { status: 400, body: { error: 'invalid_request', error_description: text } };
}

export function toOAuthReply(error: unknown): Shaped<OAuthError> {
  if (error instanceof OAuthFailure) return { status: error.statusCode, body: error.body, headers: error.headers };
  if (error instanceof RequestValidationError) return oauthValidation(error);
  if (error instanceof RateLimitExceeded) {
    return {
      status: 429,
      body: { error: 'too_many_requests', error_description: MESSAGES.tooManyAttempts(error.retryAfterSeconds) },
      headers: { 'retry-after': String(error.retryAfterSeconds) },
    };
  }
  const status = statusOf(error);
  if (status === 500) return { status, body: { error: 'server_error', error_description: MESSAGES.unexpected } };
  return { status, body: { error: 'invalid_request', error_description: clientErrorText(status) } };
}

/**
 * The router's own refusals, before any route or error handler runs: a broken %-escape (400) and a
 * path parameter over `maxParamLength` (414). Without this Fastify answers them in its English
 * shape with the whole URL echoed back; give it to `Fastify({ frameworkErrors })`. No hook runs for
 * these answers, so the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const shaped = request.url.startsWith(OAUTH_PREFIX) ? toOAuthReply(error) : toApiReply(error);
  reply.headers({ ...securityHeadersOf(request.url), 'cache-control': 'no-store' });
  reply.code(shaped.status).send(shaped.body);
}

/**
 * One place decides what a failure looks like on the wire: bad input of any kind is a 4xx in the
 * route family's error shape, anything unexpected is a 500 that reveals nothing of the cause.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send(apiErrorBody('NOT_FOUND', MESSAGES.routeNotFound));
  });

  app.setErrorHandler((error, request, reply) => {
    const shaped = request.url.startsWith(OAUTH_PREFIX) ? toOAuthReply(error) : toApiReply(error);
    if (shaped.status >= 500) request.log.error({ err: error }, 'unexpected error');
    if (shaped.headers) reply.headers(shaped.headers);
    reply.code(shaped.status).send(shaped.body);
  });
}
