// One id per request (issue 35): taken from X-Request-Id only when a trusted proxy in front
// (PORTAL_TRUSTED_PROXY, e.g. nginx with $request_id) sent it, otherwise made here; logged, sent to
// the operator API on the proxied request and returned to the browser.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** nginx's $request_id, a UUID, a trace id: nothing that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** 'loopback', addresses and CIDRs, comma-separated; empty or 'none': nobody. */
export function trustedPeers(list: string | undefined): (address: string | undefined) => boolean {
  const blocks = new BlockList();
  let any = false;
  for (const entry of (list ?? '').split(',').map((part) => part.trim()).filter((part) => part && part !== 'none')) {
    any = true;
    if (entry === 'loopback') {
      blocks.addSubnet('127.0.0.0', 8, 'ipv4');
      blocks.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    if (isIP(address) === 0) throw new Error(`PORTAL_TRUSTED_PROXY: «${entry}» is not an address, a CIDR or 'loopback'`);
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) blocks.addAddress(address, family);
    else blocks.addSubnet(address, Number(prefix), family);
  }
  if (!any) return () => false;
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return blocks.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's genReqId. */
export function requestIdOf(isTrusted: (address: string | undefined) => boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && WELL_FORMED.test(given) && isTrusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}
