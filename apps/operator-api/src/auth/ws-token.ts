import { DISPATCH_SUBPROTOCOL } from '@resident/contract';
import { readBearerToken } from './bearer.ts';

const TOKEN = /^[A-Za-z0-9\-._~+/]{1,512}=*$/;

/**
 * The access token of a websocket upgrade. Browsers cannot set headers on a websocket, so the
 * portal offers the subprotocols `bearer, <token>` (`Sec-WebSocket-Protocol`); other clients may
 * send `Authorization: Bearer <token>`. Never from the query string: URLs end up in logs.
 */
export function readWebSocketToken(headers: {
  'sec-websocket-protocol'?: string | string[];
  authorization?: string;
}): string | undefined {
  const offered = [headers['sec-websocket-protocol'] ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const index = offered.indexOf(DISPATCH_SUBPROTOCOL);
  const token = index >= 0 ? offered[index + 1] : undefined;
  if (token !== undefined && TOKEN.test(token)) return token;
  return readBearerToken(headers.authorization);
}

/** The subprotocol the server answers with: the browser fails the handshake if none it offered is chosen. */
export function selectSubprotocol(protocols: Set<string>): string | false {
  return protocols.has(DISPATCH_SUBPROTOCOL) ? DISPATCH_SUBPROTOCOL : false;
}
