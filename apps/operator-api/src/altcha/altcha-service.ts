import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Store } from '../db/store/store.ts';
import { decodeAltchaPayload } from './payload.ts';

/** PBKDF2 runs natively in every browser's WebCrypto, which the altcha widget's workers use. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  hmacSecret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Upper bound of the counter the solver must reach (attempts). */
  maxNumber: number;
  ttlSeconds: number;
  now: () => number;
}

export type AltchaVerdict = 'verified' | 'invalid' | 'expired' | 'replayed';

export interface AltchaService {
  createChallenge(): Promise<Challenge>;
  /** Verifies a widget payload and redeems its challenge, so each challenge passes once. */
  redeem(payload: string): Promise<AltchaVerdict>;
  purgeExpired(): Promise<void>;
}

/**
 * Redeemed challenges live in the store, so with several instances on one PostgreSQL a challenge
 * passes once across all of them: the nonce's primary key lets one insert through and makes every
 * other one, from any instance and at the same moment, insert nothing.
 */
export function createAltchaService(store: Store, options: AltchaOptions): AltchaService {
  const { hmacSecret, now } = options;
  // Deterministic mode: the server knows the counter and signs the derived key, so verification is
  // one HMAC instead of a key derivation, and the solver's work is bounded by maxNumber.
  const keySecret = createHmac('sha256', hmacSecret).update('altcha-key-signature').digest('hex');
  const minNumber = Math.max(1, Math.ceil(options.maxNumber / 10));

  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: options.cost,
        counter: randomInt(options.maxNumber, minNumber),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + options.ttlSeconds,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      }),

    async redeem(value) {
      const payload = decodeAltchaPayload(value);
      if (!payload) return 'invalid';
      const { expiresAt } = payload.challenge.parameters;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: keySecret,
      });
      if (result.expired) return 'expired';
      if (!result.verified || expiresAt === undefined) return 'invalid';
      // Checked against our clock as well: altcha-lib only knows the wall clock.
      if (expiresAt * 1000 <= now()) return 'expired';
      const { numInsertedOrUpdatedRows } = await store.db
        .insertInto('altcha_redeemed')
        .values({ challenge_id: payload.challenge.parameters.nonce, expires_at: expiresAt * 1000 })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      return numInsertedOrUpdatedRows === 1n ? 'verified' : 'replayed';
    },

    async purgeExpired() {
      await store.db.deleteFrom('altcha_redeemed').where('expires_at', '<=', now()).execute();
    },
  };
}
