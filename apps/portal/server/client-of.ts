import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { clientAddress } from './connection-guard.ts';

/** Whether an address is a proxy in front of this server (@resident/server-observability's trustedPeers: PORTAL_TRUSTED_PROXY). */
export type TrustedPeer = (address: string | undefined) => boolean;

const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * The resident's address, which every per-address cap counts and the API is told: the socket's peer,
 * or, when that peer is a trusted proxy (nginx in front), the nearest address of its
 * X-Forwarded-For that is not itself a trusted proxy. Anything before that hop was written by the
 * client and is never believed. A malformed hop counts as the proxy: never a made-up address.
 */
export function clientOf(request: Pick<IncomingMessage, 'socket' | 'headers'>, isTrusted: TrustedPeer): string {
  const peer = clientAddress(request.socket);
  if (!isTrusted(peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((hop) => hop.trim());
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = plain(hops[index] ?? '');
    if (isIP(hop) === 0) return peer;
    if (!isTrusted(hop)) return hop;
  }
  return peer;
}
