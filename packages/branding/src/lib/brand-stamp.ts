import type { Brand } from '@resident/contract';

/**
 * A short fingerprint of a brand (FNV-1a over its JSON). The prerendered HTML carries the stamp of
 * the brand it was drawn in; the browser hydrates it only when its own brand has the same stamp,
 * so an operator's change of brand between the two never shows as a hydration mismatch.
 */
export function brandStamp(brand: Brand): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(brand)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
