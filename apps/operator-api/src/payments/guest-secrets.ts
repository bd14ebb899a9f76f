import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../db/store/store.ts';
import { ApiError } from '../errors/http-errors.ts';
import { PAYMENT_MESSAGES } from './payment-messages.ts';

/**
 * A guest's payment on /pay belongs to whoever created it: the create answer (and each idempotent
 * replay of it, which only the holder of the Idempotency-Key can make) hands over a random secret,
 * and reading the payment needs one. Another guest of the same account has the account token but
 * not the secret.
 */
export interface GuestSecrets {
  /** A new secret for the payment; 429 once a payment has had MAX_SECRETS_PER_PAYMENT. */
  issue(paymentId: number): Promise<string>;
  /** Whether `secret` is one the payment's creator was given. */
  matches(paymentId: number, secret: string): Promise<boolean>;
}

/** Replays of one payment are a handful (a lost answer, a double click); more is someone looping. */
export const MAX_SECRETS_PER_PAYMENT = 20;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

export function createGuestSecrets(store: Store, now: () => number): GuestSecrets {
  return {
    async issue(paymentId) {
      const secret = randomBytes(32).toString('base64url');
      // Counted and inserted in one transaction: two replays at once cannot both pass the limit unseen (SQLite
      // serialises them; on PostgreSQL the payment's row lock orders them).
      await store.transaction(async () => {
        if (store.dialect === 'postgres')
          await store.q.selectFrom('payments').select('id').where('id', '=', paymentId).forUpdate().execute();
        const row = await store.q
          .selectFrom('guest_payment_secrets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('payment_id', '=', paymentId)
          .executeTakeFirst();
        if (Number(row?.n ?? 0) >= MAX_SECRETS_PER_PAYMENT)
          throw new ApiError(429, 'TOO_MANY_REPLAYS', PAYMENT_MESSAGES.tooManyReplays);
        await store.q
          .insertInto('guest_payment_secrets')
          .values({ payment_id: paymentId, secret_hash: hashOf(secret).toString('hex'), created_at: now() })
          .execute();
      });
      return secret;
    },

    async matches(paymentId, secret) {
      const presented = hashOf(secret);
      const rows = await store.q
        .selectFrom('guest_payment_secrets')
        .select('secret_hash')
        .where('payment_id', '=', paymentId)
        .execute();
      // Every stored hash is compared in full, in constant time, whichever matches.
      let found = false;
      for (const row of rows) {
        const stored = Buffer.from(row.secret_hash, 'hex');
        if (stored.length === presented.length && timingSafeEqual(stored, presented)) found = true;
      }
      return found;
    },
  };
}
