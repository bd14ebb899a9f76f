import type { Brand } from '@resident/contract';
import { applyBrand } from './apply-brand.ts';
import { parseBrand } from './parse-brand.ts';

const UNKNOWN_FAILURE = 'Не удалось загрузить настройки оформления';

// Fetchers reject with anything: an Error, an RTK Query error object, a string.
function toError(failure: unknown): Error {
  if (failure instanceof Error) return failure;
  if (typeof failure === 'string' && failure) return new Error(failure);
  if (typeof failure === 'object' && failure !== null) {
    const { message } = failure as { message?: unknown };
    if (typeof message === 'string' && message) return new Error(message);
  }
  return new Error(UNKNOWN_FAILURE);
}

/**
 * Spec §4 "Startup": fetch the brand, validate it and apply it to the document before the app is
 * mounted. Rejects with an Error whose message says what went wrong (spec §8 shows it as is); the
 * caller then carries on with `defaultBrand`.
 */
export async function loadBrand(fetchBrand: () => Promise<unknown>, doc: Document = document): Promise<Brand> {
  let input: unknown;
  try {
    input = await fetchBrand();
  } catch (failure) {
    throw toError(failure);
  }
  const brand = parseBrand(input);
  applyBrand(brand, doc);
  return brand;
}
