/**
 * The operator API instances the portal's server proxies /api to (issue 19: several instances on
 * one PostgreSQL). `OPERATOR_API_URL` may name several, comma-separated.
 */
export function parseUpstreams(value: string | readonly string[]): string[] {
  const urls = (typeof value === 'string' ? value.split(',') : [...value]).map((url) => url.trim()).filter((url) => url !== '');
  if (urls.length === 0) throw new Error('OPERATOR_API_URL names no operator API');
  for (const url of urls) {
    const { protocol } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`OPERATOR_API_URL: ${url} is not an http(s) address`);
  }
  return urls;
}

/**
 * Round robin: each request (and each websocket) goes to the next instance. The instances share
 * their state in PostgreSQL, so no request needs to stick to one; the simplest spread keeps the
 * load even without knowing anything about them.
 */
export function roundRobin(urls: readonly string[]): () => string {
  let next = 0;
  return () => {
    const url = urls[next % urls.length]!;
    next = (next + 1) % urls.length;
    return url;
  };
}
