/** What the parent asks the load process to do (sent over IPC, so plain data only). */
export interface LoadJob {
  /**
   * http://127.0.0.1:port of each instance the load is spread over (one request to each in turn,
   * the sockets shared out among them) — the child refuses anything but loopback.
   */
  origins: string[];
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  /** POST oauth/token grant_type=refresh_token: each request takes its own token from this pool. */
  refreshTokens?: string[];
  /** Requests per second over all connections, one every 1000/rate ms. */
  rate: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requests: number;
  /**
   * CPU milliseconds per measured request of the configuration's processes (the API's instances,
   * PostgreSQL's postmaster and backends), counted by the parent over the measured run.
   */
  cpu?: { apiMsPerRequest: number; databaseMsPerRequest: number };
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export const isLoopback = (origin: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname);

/** The load process's messages: the warm-up is over (the measured run starts), then the figures or why not. */
export type LoadMessage = { measuring: true } | { result: LoadResult } | { error: string };
