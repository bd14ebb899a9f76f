import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { toErrorMessage } from './error-mapping.ts';
import { NETWORK_ERROR_TEXT, TIMEOUT_ERROR_TEXT, UNKNOWN_ERROR_TEXT } from './error-texts.ts';

/** The text to show for the `error` of an RTK Query hook or an unwrapped thunk. */
export function errorMessageOf(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return UNKNOWN_ERROR_TEXT;
  if (!('status' in error)) return toErrorMessage(error.message);
  if (typeof error.status === 'number') return toErrorMessage(error.data);
  switch (error.status) {
    case 'FETCH_ERROR':
      return NETWORK_ERROR_TEXT;
    case 'TIMEOUT_ERROR':
      return TIMEOUT_ERROR_TEXT;
    // The body was not JSON (an HTML error page of a proxy): its text means nothing to a resident.
    case 'PARSING_ERROR':
      return UNKNOWN_ERROR_TEXT;
    case 'CUSTOM_ERROR':
      return error.data === undefined ? toErrorMessage(error.error) : toErrorMessage(error.data);
  }
}
