import { describe, expect, it } from 'vitest';
import { readWebSocketToken, selectSubprotocol } from './ws-token.ts';

describe('readWebSocketToken', () => {
  it('takes the token offered after the bearer subprotocol', () => {
    expect(readWebSocketToken({ 'sec-websocket-protocol': 'bearer, abc-123_x' })).toBe('abc-123_x');
    expect(readWebSocketToken({ 'sec-websocket-protocol': 'bearer,abc' })).toBe('abc');
  });

  it('falls back to an Authorization header', () => {
    expect(readWebSocketToken({ authorization: 'Bearer from-header' })).toBe('from-header');
    expect(readWebSocketToken({ 'sec-websocket-protocol': 'chat', authorization: 'Bearer from-header' })).toBe(
      'from-header',
    );
  });

  it('finds nothing without a usable token', () => {
    expect(readWebSocketToken({})).toBeUndefined();
    expect(readWebSocketToken({ 'sec-websocket-protocol': 'bearer' })).toBeUndefined();
    expect(readWebSocketToken({ 'sec-websocket-protocol': `bearer, ${'a'.repeat(600)}` })).toBeUndefined();
  });
});

describe('selectSubprotocol', () => {
  it('answers bearer when offered, else none', () => {
    expect(selectSubprotocol(new Set(['bearer', 'abc']))).toBe('bearer');
    expect(selectSubprotocol(new Set(['chat']))).toBe(false);
  });
});
