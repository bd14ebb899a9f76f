import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccountTokens {
  /** A token standing for the account in a guest's next calls, valid for the configured time. */
  issue(contragentId: number): string;
  /**
   * The contragent the token was issued for, 'expired' or 'invalid'. `graceMs` keeps it readable
   * for longer where only a status is read (the result page after the acquirer's page).
   */
  verify(token: string, graceMs?: number): number | 'expired' | 'invalid';
}

/**
 * HMAC-signed and self-contained ('<contragentId>.<expiresAt>.<signature>'): nothing stored, bound
 * to one account, short-lived. The account number itself never travels again after the lookup.
 */
export function createAccountTokens(secret: string, ttlSeconds: number, now: () => number): AccountTokens {
  const sign = (payload: string) => createHmac('sha256', secret).update(`pay-account:${payload}`).digest();
  return {
    issue(contragentId) {
      const payload = `${contragentId}.${now() + ttlSeconds * 1000}`;
      return `${payload}.${sign(payload).toString('base64url')}`;
    },
    verify(token, graceMs = 0) {
      const match = /^(\d{1,15})\.(\d{1,16})\.([\w-]{43})$/.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return 'invalid';
      const given = Buffer.from(match[3], 'base64url');
      const expected = sign(`${match[1]}.${match[2]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      if (Number(match[2]) + graceMs <= now()) return 'expired';
      return Number(match[1]);
    },
  };
}
