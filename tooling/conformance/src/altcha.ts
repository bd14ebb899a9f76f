import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a challenge of GET client/freeAccess/altcha/getChallenge as the portal's altcha v3 widget
 * does and returns the `altcha` form value it submits: base64 of
 * `{ challenge: { parameters, signature }, solution }`.
 */
export async function solveAltcha(challenge: unknown): Promise<string> {
  const parsed = challenge as Challenge;
  if (!parsed || typeof parsed !== 'object' || !parsed.parameters)
    throw new Error('getChallenge did not answer an altcha challenge');
  const solution = await solveChallenge({ challenge: parsed, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('the altcha challenge was not solved within 30 s');
  const payload = { challenge: { parameters: parsed.parameters, signature: parsed.signature }, solution };
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
