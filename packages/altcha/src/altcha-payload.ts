import type { Challenge, Solution } from 'altcha-lib/types';

/**
 * The string the password grant's `altcha` field carries: Base64 of the JSON
 * `{ challenge, solution }`, the same payload the altcha widget submits, so any altcha server
 * library verifies it.
 */
export function encodeAltchaPayload(challenge: Challenge, solution: Solution): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
