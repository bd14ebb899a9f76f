import { errorMessageOf, UNKNOWN_ERROR_TEXT } from '@resident/api';

/** Spec §8 upload message for a failed upload without a more precise server text. */
export const UPLOAD_FAILED_TEXT = 'При загрузке произошла ошибка';

type QueryError = Parameters<typeof errorMessageOf>[0];

/**
 * The error line of a failed send: the server's mapped text when it says what is wrong (a file too
 * large, a forbidden extension…); with files attached and nothing more precise, the spec's upload
 * failure text.
 */
export function sendFailureText(error: unknown, withFiles: boolean): string {
  const mapped = typeof error === 'object' && error !== null ? errorMessageOf(error as QueryError) : UNKNOWN_ERROR_TEXT;
  return withFiles && mapped === UNKNOWN_ERROR_TEXT ? UPLOAD_FAILED_TEXT : mapped;
}
