import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The operator API's code for a refused link (LINK_USED, LINK_EXPIRED, …), from its details. */
export function errorCodeOf(error: FetchBaseQueryError | SerializedError | undefined): string | undefined {
  if (!error || !('status' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('details' in data) || !Array.isArray(data.details))
    return undefined;
  const first: unknown = data.details[0];
  return typeof first === 'object' && first !== null && 'code' in first && typeof first.code === 'string'
    ? first.code
    : undefined;
}
