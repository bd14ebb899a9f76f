const encoder = new TextEncoder();

/** A character as its UTF-8 bytes, percent-encoded (a lone surrogate becomes U+FFFD, never a throw). */
const percentEncoded = (text: string): string =>
  [...encoder.encode(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** What a URL may not hold as it is: controls, space, non-ASCII, the characters RFC 3986 excludes, and a '%' that starts no escape. */
const NOT_URL = /[^\x21-\x7e]|["<>\\^`{|}]|%(?![0-9A-Fa-f]{2})/gu;

/**
 * The Location header of the way back to the portal. Return paths are checked to hold only URL
 * characters, but a session stored before that rule may hold raw Cyrillic or a space, which Node
 * refuses in a header (ERR_INVALID_CHAR: a 500 on every visit of the page): what a URL may not hold
 * is percent-encoded, what is encoded already stays as it is.
 */
export function returnLocation(returnUrl: string): string {
  return returnUrl.replace(NOT_URL, percentEncoded);
}
