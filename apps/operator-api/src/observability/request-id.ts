import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** What an id from upstream may look like: nginx's $request_id, a UUID, a trace id. Nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The peers whose X-Request-Id is taken as the request's id: the same proxies TRUSTED_PROXY lets
 * name the client's address ('loopback', addresses or CIDRs, comma-separated; false: nobody).
 */
export function trustedPeers(trusted: string | false): (address: string | undefined) => boolean {
  if (trusted === false) return () => false;
  const list = new BlockList();
  for (const entry of trusted.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(address) === 0) continue;
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    // An IPv4 peer on a dual-stack socket reads ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Fastify's genReqId: the id the trusted proxy (the portal's server) sent in X-Request-Id, so one
 * id follows a request through both logs; otherwise a new UUID.
 */
export function requestIdOf(isTrusted: (address: string | undefined) => boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && WELL_FORMED.test(given) && isTrusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}
