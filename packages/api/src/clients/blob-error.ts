import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).text === 'function' &&
  typeof (value as Blob).size === 'number';

/**
 * Spec §8: a download (blob responseHandler) that fails with 400 carries a JSON error body; the
 * caller gets it parsed, or as text when it is not JSON.
 */
export async function parseBlobError(error: FetchBaseQueryError): Promise<FetchBaseQueryError> {
  if (error.status !== 400 || !isBlob(error.data)) return error;
  const text = await error.data.text();
  try {
    return { ...error, data: JSON.parse(text) as unknown };
  } catch {
    return { ...error, data: text };
  }
}
