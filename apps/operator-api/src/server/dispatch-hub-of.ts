import { createDispatchHub } from '../communication/dispatch-hub.ts';
import type { DispatchHub } from '../communication/dispatch-hub.ts';
import { openPostgresDispatchRelay } from '../communication/postgres-dispatch-relay.ts';
import type { RelayLog } from '../communication/postgres-dispatch-relay.ts';
import { createSharedDispatchHub } from '../communication/shared-dispatch-hub.ts';
import type { ServerOptions } from '../config/options.ts';
import type { Store } from '../db/store/store.ts';

export interface OpenDispatchHub {
  hub: DispatchHub;
  close(): Promise<void>;
}

/**
 * The websocket dispatch's hub. One process on SQLite: in its memory, as always. On
 * PostgreSQL, where a resident's socket may be on another instance than the request that raised the
 * event: relayed between the instances by LISTEN/NOTIFY.
 */
export async function openDispatchHub(store: Store, options: ServerOptions, log: RelayLog): Promise<OpenDispatchHub> {
  const local = createDispatchHub();
  if (store.dialect === 'sqlite' || options.databaseUrl === undefined) return { hub: local, close: async () => {} };
  const relay = await openPostgresDispatchRelay(store, { url: options.databaseUrl, log });
  return { hub: createSharedDispatchHub(local, relay), close: () => relay.close() };
}
