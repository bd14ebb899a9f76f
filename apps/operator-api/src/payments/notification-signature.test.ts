import { describe, expect, it } from 'vitest';
import { signNotification, verifyNotificationSignature } from './notification-signature.ts';

const SECRET = 'notification-secret';
const BODY = '{"paymentId":1,"status":"succeeded","amount":150000}';

describe('notification signature', () => {
  it('is HMAC-SHA256 of the raw body in hex', () => {
    // openssl dgst -sha256 -hmac notification-secret <<< the body (without the newline)
    expect(signNotification(SECRET, BODY)).toMatch(/^[0-9a-f]{64}$/);
    expect(signNotification(SECRET, BODY)).not.toBe(signNotification('another', BODY));
  });

  it('accepts the signature of exactly these bytes, upper-case hex too', () => {
    const signature = signNotification(SECRET, BODY);
    expect(verifyNotificationSignature(SECRET, BODY, signature)).toBe(true);
    expect(verifyNotificationSignature(SECRET, BODY, signature.toUpperCase())).toBe(true);
  });

  it.each([
    ['a changed body', BODY.replace('150000', '1'), undefined],
    ['a re-serialised body', JSON.stringify(JSON.parse(BODY), null, 1), undefined],
    ['another secret', BODY, signNotification('another', BODY)],
    ['no header', BODY, null],
    ['a short header', BODY, 'abc'],
    ['a repeated header', BODY, ['x', 'y']],
  ])('refuses %s', (_case, body, header) => {
    const given = header === undefined ? signNotification(SECRET, BODY) : (header ?? undefined);
    expect(verifyNotificationSignature(SECRET, body, given)).toBe(false);
  });
});
