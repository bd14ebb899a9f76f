import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isProxyList, requestIdOf, trustedPeers } from './request-id.ts';

const from = (remoteAddress: string, id?: string) =>
  ({
    headers: id === undefined ? {} : { 'x-request-id': id },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('trustedPeers', () => {
  it('reads loopback, addresses and CIDRs as Fastify’s trustProxy does, IPv4 on a dual-stack socket included', () => {
    const trusted = trustedPeers('loopback, 10.0.0.2, 192.168.8.0/24');
    expect(
      ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.0.0.2', '::ffff:10.0.0.2', '192.168.8.77'].map(trusted),
    ).toEqual([true, true, true, true, true, true]);
    expect(['10.0.0.3', '192.168.9.1', '203.0.113.7', undefined].map(trusted)).toEqual([false, false, false, false]);
  });

  it('trusts nobody when unset, empty, none or false', () => {
    for (const list of [undefined, '', 'none', false] as const) expect(trustedPeers(list)('127.0.0.1')).toBe(false);
  });

  it('refuses an entry that is not an address (a typo must not silently trust nobody, or everybody)', () => {
    expect(() => trustedPeers('10.0.0.2, nginx')).toThrow(/nginx/);
    expect(isProxyList('10.0.0.300')).toBe(false);
    expect(isProxyList('10.0.0.0/33')).toBe(false);
    expect(isProxyList('loopback,10.0.0.0/8,::1')).toBe(true);
  });
});

describe('requestIdOf', () => {
  const idOf = requestIdOf(trustedPeers('loopback'));

  it('keeps the id a trusted proxy sent', () => {
    expect(idOf(from('127.0.0.1', 'f3a9c1d2e4b5'))).toBe('f3a9c1d2e4b5');
  });

  it('makes a new one for anyone else, and for an id that could forge a log line', () => {
    expect(idOf(from('203.0.113.7', 'chosen-by-the-client'))).toMatch(UUID);
    expect(idOf(from('127.0.0.1', 'a\n{"level":60}'))).toMatch(UUID);
    expect(idOf(from('127.0.0.1', 'x'.repeat(129)))).toMatch(UUID);
    expect(idOf(from('127.0.0.1'))).toMatch(UUID);
  });
});
