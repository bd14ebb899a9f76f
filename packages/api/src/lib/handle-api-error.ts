import type { SerializedError, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiExtraOf } from '../clients/run-client.ts';
import { errorMessageOf } from './error-message-of.ts';

export type ApiFailure = FetchBaseQueryError | SerializedError | undefined;

// Already answered by the baseQuery (spec §8): a 401 by the refresh (logout or 'Время сессии
// истекло'), 502/503 by the service-unavailable page. A second notice would only repeat them.
const HANDLED_CENTRALLY = new Set<unknown>([401, 502, 503]);

/**
 * The shared error handler (spec §7 "the error goes to the shared handler"): shows the spec §8
 * text of a failed call through `effects.notifyError`. Dispatch it: `dispatch(handleApiError(error))`.
 * Returns the text shown, or null when the baseQuery has already dealt with the failure.
 */
export function handleApiError(error: ApiFailure): ThunkAction<string | null, unknown, unknown, UnknownAction> {
  return (_dispatch, _getState, extra) => {
    if (error && 'status' in error && HANDLED_CENTRALLY.has(error.status)) return null;
    const text = errorMessageOf(error);
    apiExtraOf({ extra }).effects.notifyError(text);
    return text;
  };
}

/** The error of a rejected `queryFulfilled` in onQueryStarted (undefined: an unexpected exception). */
export function rejectionError(reason: unknown): ApiFailure {
  if (typeof reason !== 'object' || reason === null || !('error' in reason)) return undefined;
  if ('isUnhandledError' in reason && reason.isUnhandledError === true) return undefined;
  return reason.error as FetchBaseQueryError;
}
