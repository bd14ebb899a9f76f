import { buildServer, type LogLevel } from '@resident/operator-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OperatorApiOptions {
  /** Opens the operator's side (/api/admin) with this credential, for harnesses that play the operator. */
  adminToken?: string;
  /** The server's clock, for tests that let tokens expire. */
  now?: () => number;
  /** An in-memory database instead of a temporary file. */
  inMemory?: boolean;
  logLevel?: LogLevel;
  /** An operator's brand file instead of the default brand. */
  brandFile?: string;
  /** The acquirer's notification secret, for harnesses that sign notifications (random otherwise). */
  acquirerHmacSecret?: string;
  /**
   * postgres://… of an empty database (for example on startPostgres()'s server): the repositories
   * already on the async store keep their tables there (in progress).
   */
  databaseUrl?: string;
  /** Seed the demo data (default). Several instances on one PostgreSQL: only the first seeds. */
  seed?: boolean;
  /** Where documents go instead of the temporary folder: several instances share one. */
  documentsDir?: string;
  /** Secrets several instances must share (each is random per process otherwise). */
  altchaHmacSecret?: string;
  accountTokenSecret?: string;
  /** The autopay scheduler's interval; 0 (default): no scheduler, the suite runs them. */
  autopayIntervalMs?: number;
  /** Where the API sends its mail (a startMailSink()'s smtpUrl); unset: mail is only stored. */
  smtpUrl?: string;
}

export interface RunningOperatorApi {
  url: string;
  stop(): Promise<void>;
}

/**
 * The real operator API in this process on a fresh, seeded database (a temporary folder removed on
 * stop, or memory) and a free loopback port. The token rate limit is raised: a suite signs in more
 * often than one resident does.
 */
export async function startOperatorApi(options: OperatorApiOptions = {}): Promise<RunningOperatorApi> {
  const dataDir = options.inMemory ? undefined : mkdtempSync(path.join(tmpdir(), 'resident-e2e-'));
  const api = await buildServer({
    dbPath: dataDir ? path.join(dataDir, 'operator.db') : ':memory:',
    seed: options.seed ?? true,
    port: 0,
    tokenRateLimit: 1000,
    // The suites run the due autopays through the operator side; no timer charges behind their back.
    autopayIntervalMs: options.autopayIntervalMs ?? 0,
    adminToken: options.adminToken,
    brandFile: options.brandFile,
    // Only what the caller set: an undefined clock or level would replace the server's default.
    ...(options.now ? { now: options.now } : {}),
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.acquirerHmacSecret ? { acquirerHmacSecret: options.acquirerHmacSecret } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.documentsDir ? { documentsDir: options.documentsDir } : {}),
    ...(options.altchaHmacSecret ? { altchaHmacSecret: options.altchaHmacSecret } : {}),
    ...(options.accountTokenSecret ? { accountTokenSecret: options.accountTokenSecret } : {}),
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
  });
  const url = await api.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    async stop() {
      await api.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
