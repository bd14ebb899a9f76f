import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** What an id from upstream may look like: nginx's $request_id, a UUID, a trace id. Nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Whether a peer is a proxy in front of the server: `loopback`, addresses and CIDRs, comma-separated
 * (PORTAL_TRUSTED_PROXY, the API's TRUSTED_PROXY); unset, `none` or false: nobody. Compiled by
 * @fastify/proxy-addr, the matcher behind Fastify's own `trustProxy`, so the id and the client's
 * address are believed from the same peers. An entry that is not an address throws, naming it.
 */
export function trustedPeers(list: string | false | undefined): (address: string | undefined) => boolean {
  const entries = (list || '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && part !== 'none');
  if (entries.length === 0) return () => false;
  const trust = proxyAddr.compile(entries);
  return (address) => address !== undefined && trust(address, 0);
}

/** Whether `list` is one `trustedPeers` takes (for the settings' check at start). */
export function isProxyList(list: string): boolean {
  try {
    trustedPeers(list);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's genReqId: the id a trusted proxy sent in X-Request-Id, so one id follows a request
 * through the proxy's, the portal's and the API's logs; otherwise a new UUID.
 */
export function requestIdOf(isTrusted: (address: string | undefined) => boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && WELL_FORMED.test(given) && isTrusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}
