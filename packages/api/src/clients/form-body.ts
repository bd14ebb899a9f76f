/**
 * The auth client sends form-encoded bodies (RFC 6749): a plain object becomes URLSearchParams;
 * anything else (already a URLSearchParams or FormData) is passed through.
 */
export function toFormBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Object.getPrototypeOf(body) !== Object.prototype) return body;
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}
