import { ErrorBodySchema, INVALID_USER_CREDENTIALS } from '@resident/contract';
import type { ErrorBody, OAuthError } from '@resident/contract';
import { apiErrorBody, MESSAGES } from '../../errors/http-errors.ts';

/** The failures a v3 route can answer, each with the `{ details, message }` body (spec §8). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;

/** `response` entries for a route's failures: `...errorResponses(400, 401, 404)`. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

interface DocumentedError<Body> {
  description: string;
  example: Body;
}

/** What each failure means to a client, with a body as the reference API sends it. */
export const API_ERRORS: Record<ErrorStatus, DocumentedError<ErrorBody>> = {
  400: {
    description:
      'The input broke the schema or a rule; `details` lists what (code and Russian text), `message` sums up.',
    example: {
      details: [
        { code: 'VALIDATION', message: 'period: Invalid string: must match pattern /^\\d{4}-(0[1-9]|1[0-2])$/' },
      ],
      message: MESSAGES.invalidInput,
    },
  },
  401: {
    description: 'No bearer token, or an expired or revoked one: the portal refreshes once and retries (spec §8).',
    example: apiErrorBody('UNAUTHORIZED', MESSAGES.unauthorized),
  },
  403: {
    description: "The caller's account may not use this service; `details[0].code` says why.",
    example: apiErrorBody('FORBIDDEN', 'Услуга недоступна для этого лицевого счёта'),
  },
  404: {
    description: "Not found, or not the caller's: another resident's resource answers exactly like a missing one.",
    example: apiErrorBody('NOT_FOUND', MESSAGES.contragentNotFound),
  },
  409: {
    description: 'The resource is not in a state that allows this; `details[0].code` names the conflict.',
    example: apiErrorBody('STATUS_NOT_ALLOWED', 'Действие недоступно в текущем состоянии'),
  },
  410: {
    description: 'The emailed link has expired; the resident asks for a new one.',
    example: apiErrorBody('LINK_EXPIRED', 'Срок действия ссылки истёк. Запросите новую'),
  },
  413: {
    description: 'Too large: a file over 25 MB, too many files, or the storage quota is spent (spec §9).',
    example: apiErrorBody('FILE_TOO_LARGE', MESSAGES.payloadTooLarge),
  },
  415: {
    description: 'A content type the route does not take, or a forbidden file type (`.part`, `.crdownload`).',
    example: apiErrorBody('UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType),
  },
  429: {
    description: 'Too many requests; the `Retry-After` header says how many seconds to wait.',
    example: apiErrorBody('TOO_MANY_REQUESTS', MESSAGES.tooManyAttempts(30)),
  },
};

/** The oauth endpoints answer RFC 6749 bodies instead; the portal passes error_description on. */
export const OAUTH_ERRORS: Partial<Record<ErrorStatus, DocumentedError<OAuthError>>> = {
  400: {
    description: `Bad grant or input: \`invalid_grant\` with "${INVALID_USER_CREDENTIALS}" or "Invalid refresh token", \`invalid_request\`, \`unsupported_grant_type\`.`,
    example: { error: 'invalid_grant', error_description: INVALID_USER_CREDENTIALS },
  },
  401: {
    description: 'The basic client credential is missing or wrong.',
    example: { error: 'invalid_client', error_description: MESSAGES.invalidClient },
  },
  429: {
    description: 'Too many attempts; the `Retry-After` header says how many seconds to wait.',
    example: { error: 'too_many_requests', error_description: MESSAGES.tooManyAttempts(30) },
  },
};
