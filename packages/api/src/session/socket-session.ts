import { apiExtraOf } from '../clients/run-client.ts';
import { resolveStorage } from '../lib/resolve-storage.ts';
import { readBearerToken } from '../model/auth-storage.ts';

/** What a websocket needs of the session: its address and the bearer token at connect time. */
export type SocketSession = {
  /** The runtime config's `wsBase`, when it sets one. */
  wsBase: string | undefined;
  /** The signed-in resident's token, read anew at each (re)connect; null when signed out. */
  readToken(): string | null;
};

/** The session of a store made by createStore, from a thunk's `extra` argument. */
export function socketSessionOf(extra: unknown): SocketSession {
  const apiExtra = apiExtraOf({ extra });
  return { wsBase: apiExtra.config.wsBase, readToken: () => readBearerToken(resolveStorage(apiExtra)) };
}
