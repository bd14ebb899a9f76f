import { describe, expect, it } from 'vitest';
import { clientOf } from './client-of.ts';
import { trustedPeers } from '@resident/server-observability';

const from = (remoteAddress: string, forwardedFor?: string | string[]) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as Parameters<typeof clientOf>[0];

describe('clientOf', () => {
  const nginx = trustedPeers('10.0.0.2');

  it('is the peer when nobody is trusted, whatever the client wrote', () => {
    expect(clientOf(from('203.0.113.7', '198.51.100.1'), trustedPeers(undefined))).toBe('203.0.113.7');
    expect(clientOf(from('::ffff:203.0.113.7'), trustedPeers(undefined))).toBe('203.0.113.7');
  });

  it('is the address the trusted proxy names', () => {
    expect(clientOf(from('10.0.0.2', '198.51.100.1'), nginx)).toBe('198.51.100.1');
    expect(clientOf(from('::ffff:10.0.0.2', '2001:db8::5'), nginx)).toBe('2001:db8::5');
  });

  it('never believes what the client put before the proxy’s hop', () => {
    // nginx appending ($proxy_add_x_forwarded_for) to a forged header: the last hop is the real peer.
    expect(clientOf(from('10.0.0.2', '1.2.3.4, 198.51.100.1'), nginx)).toBe('198.51.100.1');
    expect(clientOf(from('10.0.0.2', ['1.2.3.4', '198.51.100.1']), nginx)).toBe('198.51.100.1');
  });

  it('skips proxies in a chain of trusted ones', () => {
    const both = trustedPeers('10.0.0.2,10.0.0.3');
    expect(clientOf(from('10.0.0.2', '198.51.100.1, 10.0.0.3'), both)).toBe('198.51.100.1');
  });

  it('counts the proxy itself when its header is missing or malformed', () => {
    expect(clientOf(from('10.0.0.2'), nginx)).toBe('10.0.0.2');
    expect(clientOf(from('10.0.0.2', 'unknown'), nginx)).toBe('10.0.0.2');
    expect(clientOf(from('10.0.0.2', '198.51.100.1, evil'), nginx)).toBe('10.0.0.2');
  });
});
