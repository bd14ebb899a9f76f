/** Where the operator API lives; comes from the runtime config.json, never from the bundle. */
export type ApiConfig = {
  /** The OAuth base, ends with '/', e.g. '/api/'. */
  apiBase: string;
  /** The v3 REST base, ends with '/', e.g. '/api/v3/'. */
  v3Base: string;
  /** base64 of "clientId:secret" for the HTTP Basic client credential. */
  basicCredential: string;
  /** The websocket dispatch address (runtime config `wsBase`), e.g. '/api/ws'; default '/api/ws'. */
  wsBase?: string;
  /** The marketplace base (runtime config `marketplaceBase`), default '/api/marketplace/v1/'. */
  marketplaceBase?: string;
  /** The maps provider's key (runtime config `mapsApiKey`); without one no map script is loaded. */
  mapsApiKey?: string;
};

/** What the API layer asks of the shell; it owns no UI and no router. */
export type ApiEffects = {
  /** The shell shows an antd message. */
  notifyError(message: string): void;
  /** The shell's router. */
  navigate(path: string, options?: { replace?: boolean }): void;
};

/**
 * The part of the Web Locks API (`navigator.locks`) the token refresh uses to run in one tab at a
 * time; browsers without it (and jsdom) fall back to the per-tab mutex alone.
 */
export type RefreshLocks = {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
};

/** The thunk extra argument of the store: everything the baseQuery and the thunks need. */
export type ApiExtra = {
  config: ApiConfig;
  effects: ApiEffects;
  /** Where the session lives (spec §4: local storage). Defaults to window.localStorage. */
  storage?: Storage;
  /** Replaces the global fetch (Storybook mocks, tests). Defaults to globalThis.fetch at call time. */
  fetchFn?: typeof fetch;
  /** Replaces `navigator.locks` (tests); null: run as a browser without Web Locks does. */
  locks?: RefreshLocks | null;
};
