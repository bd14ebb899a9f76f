import { createHash, timingSafeEqual } from 'node:crypto';

const BASIC = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Checks the HTTP Basic client credential (RFC 6749 §2.3.1). Both sides are hashed first so the
 * comparison takes the same time whatever the length or content of the guess.
 */
export function createClientCredentialCheck(
  clientId: string,
  clientSecret: string,
): (header: string | undefined) => boolean {
  const expected = digest(`${clientId}:${clientSecret}`);
  return (header) => {
    const match = header ? BASIC.exec(header) : null;
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    return timingSafeEqual(digest(decoded), expected);
  };
}

export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}
