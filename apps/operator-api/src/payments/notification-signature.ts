import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature of an acquirer notification. */
export const SIGNATURE_HEADER = 'x-acquirer-signature';

/** HMAC-SHA256 of the raw body, lower-case hex. */
export function signNotification(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Whether the header holds the signature of exactly these bytes (compared in constant time). */
export function verifyNotificationSignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !HEX_SHA256.test(header.trim())) return false;
  const expected = Buffer.from(signNotification(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(header.trim(), 'hex'));
}
