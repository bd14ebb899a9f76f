/**
 * The API limits guesses per address, so it must see the resident's real one: the proxy names the
 * peer of this socket and drops whatever X-Forwarded-For (and friends) the client sent, which
 * anyone could forge. The API trusts the header only from this proxy (its TRUSTED_PROXY).
 */
export function forwardedFrom<T extends Record<string, unknown>>(peer: string | undefined, headers: T): T {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(x-forwarded-|x-real-ip$|forwarded$)/i.test(name)),
  ) as T;
  return peer ? { ...kept, 'x-forwarded-for': peer } : kept;
}
