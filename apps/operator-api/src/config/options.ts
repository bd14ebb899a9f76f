import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ACCOUNT_BACKOFF } from '../auth/account-backoff.ts';
import type { AccountBackoffOptions } from '../auth/account-backoff.ts';
import type { SheddingLimits } from '../server/load-shedding.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerOptions {
  /** Interface to listen on. Loopback by default: the reference API is not meant to face the internet. */
  host: string;
  port: number;
  /** SQLite file, or ':memory:' for a throw-away database (tests). Under databaseUrl it only places the default documentsDir. */
  dbPath: string;
  /**
   * postgres://… (DATABASE_URL): every table in PostgreSQL, no SQLite file opened or created;
   * undefined: everything in the SQLite file at dbPath.
   */
  databaseUrl: string | undefined;
  /** Connections this instance's PostgreSQL pool opens at most (DATABASE_POOL_SIZE); N instances open up to N × this. */
  databasePoolSize: number;
  /** Create the demo residents (idempotent). */
  seed: boolean;
  /** The basic client credential the portal sends to the oauth endpoints. */
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * Seconds a rotated refresh token, presented again from the same address and browser, still
   * yields a pair of its family instead of revoking it (tabs refreshing at once). 0 turns it off.
   */
  refreshReuseGraceSeconds: number;
  /** Signs altcha challenges. Undefined: a random secret per process (challenges die with it). */
  altchaHmacSecret: string | undefined;
  /** PBKDF2 iterations per attempt the altcha solver must spend. */
  altchaCost: number;
  /** Upper bound of the secret counter the solver has to find (the number of attempts). */
  altchaMaxNumber: number;
  /** How long a challenge stays solvable. */
  altchaTtlSeconds: number;
  /**
   * Which peers may set X-Forwarded-For (Fastify's trustProxy: addresses or CIDRs, comma-separated,
   * or 'loopback'); false: nobody, request.ip is always the socket's peer. The portal's static
   * and dev servers run on this machine and set the header themselves from the real peer.
   */
  trustedProxy: string | false;
  /** Wrong operator tokens under /api/admin/ per address per window, then 429. */
  adminFailureLimit: { max: number; windowSeconds: number };
  /** Password-grant requests per minute per client address (a flood limit, altcha or not). */
  tokenRateLimit: number;
  /** Wrong passwords of one login from any address: waits that grow, capped (account-backoff.ts). */
  accountBackoff: Omit<AccountBackoffOptions, 'now' | 'capacity'>;
  /** Wrong passwords from one address across all logins (password spraying) per window. */
  loginSprayLimit: { maxFailures: number; windowSeconds: number };
  /** Refresh-grant requests per minute per client IP; generous, the portal refreshes legitimately. */
  refreshRateLimit: number;
  /** A JSON file with a brand replacing the default one; validated at startup. */
  brandFile: string | undefined;
  logLevel: LogLevel;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Where uploaded documents are stored, under generated names: outside every folder a web server
   * serves. Undefined: `documents/` next to the database file (`.data/documents` by default, also
   * under databaseUrl, though no file is made there), or, with an in-memory database, a temporary
   * folder removed when the server closes. Instances sharing PostgreSQL need one shared folder.
   */
  documentsDir: string | undefined;
  /**
   * The credential of the operator endpoints under /api/admin/ (`Authorization: Bearer …`).
   * Undefined: they answer 401 to everyone. main.ts takes it from OPERATOR_ADMIN_TOKEN or the
   * token file (see admin-token.ts).
   */
  adminToken: string | undefined;
  /**
   * The secret the acquirer signs its notifications with (HMAC-SHA256). Undefined: a random one per
   * process, which is all the built-in test acquirer needs.
   */
  acquirerHmacSecret: string | undefined;
  /** How long a payment may wait on the acquirer's page before it expires (charges nothing). */
  paymentTtlSeconds: number;
  /** How often expired payments are swept, each asked about at the acquirer first (they also expire when read). */
  paymentSweepMs: number;
  /**
   * How often the reconciler asks the acquirer about every open payment and settles what it
   * charged or refused (a notification that never came). 0: no reconciler (tests run it by hand).
   */
  paymentReconcileMs: number;
  /**
   * The test acquirer's first pause before it resends a notification that was not acknowledged;
   * each next pause doubles, up to acquirerMaxRetryMs. It also looks for notifications owed this often.
   */
  acquirerRetryMs: number;
  acquirerMaxRetryMs: number;
  /**
   * How often the scheduler charges the autopays whose due date has come (each date once). 0: no
   * scheduler; the operator runs them with `operator autopay run` (tests do).
   */
  autopayIntervalMs: number;
  /** Signs the public /pay account tokens. Undefined: a random one per process. */
  accountTokenSecret: string | undefined;
  /** How long the public /pay account token stays valid. */
  accountTokenTtlSeconds: number;
  /** Public /pay lookups per minute per client IP. */
  payLookupRateLimit: number;
  /** How often open websockets are checked against their session (logout closes them with 4401). */
  dispatchSessionCheckMs: number;
  /**
   * Where the outbox sends mail (nodemailer connection URL, e.g. smtp://user:pass@host:587);
   * `npm start` points it at its local mail catcher. Undefined: messages are only stored in the
   * outbox table (the operator reads them with `operator outbox`).
   */
  smtpUrl: string | undefined;
  /** The From address of outgoing mail; undefined: the brand's support email. */
  smtpFrom: string | undefined;
  /** The portal's public address: the emailed confirmation and reset links open pages there. */
  portalUrl: string;
  /**
   * Where clients reach this API (scheme, host and port, no path): the OpenAPI document's `servers`,
   * so clients generated from a deployment's /docs/json call that deployment.
   */
  publicUrl: string;
  /** How long a registration's confirmation link works. */
  confirmationTtlSeconds: number;
  /** How long a password reset link works. */
  resetTtlSeconds: number;
  /** Clock in milliseconds; tests move it forward to expire tokens. */
  now: () => number;
  /**
   * The port of the metrics listener (GET /metrics, Prometheus), apart from the API's own port so
   * that neither residents nor the portal's proxy can reach it. Undefined: no metrics listener.
   */
  metricsPort: number | undefined;
  /** Where the metrics listener listens; loopback unless the scraper runs on another machine. */
  metricsHost: string;
  /** Connection limits and upload volume (connection-limits.ts, upload-quota.ts; README «Limits»). */
  limits: ServerLimits;
  /** Load shedding (SHED_* variables); the test servers turn it off unless a test asks for it. */
  shedding: SheddingLimits;
}

export interface ServerLimits {
  /** A socket that sends nothing for this long is closed (a stalled body). */
  connectionTimeoutMs: number;
  /** The whole request, body included, must arrive within this time, else 408. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is kept this long for the next request. */
  keepAliveTimeoutMs: number;
  /** How often Node checks requests against requestTimeoutMs. */
  timeoutCheckMs: number;
  /** Open connections at most; more are refused at once. */
  maxConnections: number;
  /** A resident's stored documents, bytes in total. */
  uploadQuotaBytes: number;
  /** Upload requests a resident may make per uploadRateWindowMs. */
  uploadRateLimit: number;
  uploadRateWindowMs: number;
  /** A file on disk with no row is deleted once it is older than this (a crash left it). */
  orphanGraceMs: number;
  /** How often the orphan sweeper runs (it also runs at start-up). 0: only at start-up. */
  orphanSweepMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  connectionTimeoutMs: 30_000,
  requestTimeoutMs: 10 * 60_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckMs: 5_000,
  maxConnections: 1_000,
  uploadQuotaBytes: 500 * 1024 * 1024,
  uploadRateLimit: 30,
  uploadRateWindowMs: 10 * 60_000,
  orphanGraceMs: 24 * 60 * 60_000,
  orphanSweepMs: 60 * 60_000,
};

/** Load shedding (server/load-shedding.ts): past any of these a new request gets 503 at once. */
export const DEFAULT_SHEDDING: SheddingLimits = {
  // Far above what the bench's 2 000 req/s keeps in flight (50): only a pile-up reaches it.
  maxInFlight: 256,
  // The default pool's size: a full pool busy and as many queries again waiting for it. With 40
  // the bench's 2 000 req/s never reached it (at most 15 wait behind 25 requests in flight) and
  // nothing was refused while answers took seconds; with 10 the refresh row held 2 000 req/s.
  maxPoolQueue: 10,
  // A loop that late cannot answer anything in time: half a second of work is queued before it.
  maxEventLoopDelayMs: 500,
  retryAfterSeconds: 2,
};

/** `.data/` inside apps/operator-api, wherever the process was started from (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/', import.meta.url));
export const DEFAULT_DB_PATH = join(DEFAULT_DATA_DIR, 'operator.db');
/** The address of a local run on the default port; also the `servers` entry of the committed openapi.json. */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

export function defaultOptions(): ServerOptions {
  return {
    host: '127.0.0.1',
    port: 8080,
    dbPath: DEFAULT_DB_PATH,
    databaseUrl: undefined,
    databasePoolSize: 10,
    seed: true,
    clientId: 'resident-portal',
    clientSecret: 'resident-portal-secret',
    accessTokenTtlSeconds: 300,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    refreshReuseGraceSeconds: 10,
    altchaHmacSecret: undefined,
    altchaCost: 100,
    altchaMaxNumber: 1000,
    altchaTtlSeconds: 300,
    trustedProxy: 'loopback',
    adminFailureLimit: { max: 10, windowSeconds: 15 * 60 },
    tokenRateLimit: 20,
    accountBackoff: {
      failuresBeforeWait: DEFAULT_ACCOUNT_BACKOFF.failuresBeforeWait,
      baseWaitSeconds: DEFAULT_ACCOUNT_BACKOFF.baseWaitSeconds,
      maxWaitSeconds: DEFAULT_ACCOUNT_BACKOFF.maxWaitSeconds,
      resetAfterSeconds: DEFAULT_ACCOUNT_BACKOFF.resetAfterSeconds,
    },
    loginSprayLimit: { maxFailures: 30, windowSeconds: 15 * 60 },
    refreshRateLimit: 60_000,
    brandFile: undefined,
    logLevel: 'warn',
    documentsDir: undefined,
    adminToken: undefined,
    acquirerHmacSecret: undefined,
    paymentTtlSeconds: 20 * 60,
    paymentSweepMs: 30_000,
    paymentReconcileMs: 60_000,
    acquirerRetryMs: 5_000,
    acquirerMaxRetryMs: 10 * 60_000,
    autopayIntervalMs: 15 * 60_000,
    accountTokenSecret: undefined,
    accountTokenTtlSeconds: 30 * 60,
    payLookupRateLimit: 10,
    dispatchSessionCheckMs: 30_000,
    smtpUrl: undefined,
    smtpFrom: undefined,
    metricsPort: undefined,
    metricsHost: '127.0.0.1',
    limits: DEFAULT_LIMITS,
    shedding: DEFAULT_SHEDDING,
    portalUrl: 'http://127.0.0.1:5173',
    publicUrl: DEFAULT_PUBLIC_URL,
    confirmationTtlSeconds: 24 * 60 * 60,
    resetTtlSeconds: 60 * 60,
    now: Date.now,
  };
}

/** Defaults overridden by every option that is given (undefined counts as not given). */
export function resolveOptions(overrides: Partial<ServerOptions> = {}): ServerOptions {
  const given = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return { ...defaultOptions(), ...given };
}
