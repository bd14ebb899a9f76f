import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { loadBrand } from '../branding/load-brand.ts';
import { resolveOptions } from '../config/options.ts';
import type { ServerOptions } from '../config/options.ts';
import { startCheckpointer } from '../db/checkpointer.ts';
import { IN_MEMORY } from '../db/database.ts';
import { seedDemoData } from '../db/seed.ts';
import { openAppStore } from '../db/store/open-app-store.ts';
import { createDocumentStore } from '../documents/document-store.ts';
import { startOrphanSweeper } from '../documents/orphan-sweeper.ts';
import { createStoredFiles } from '../documents/stored-files.ts';
import { createUploadGuard } from '../documents/upload-guard.ts';
import { createUploadReservations } from '../documents/upload-reservations.ts';
import { createApiMetrics } from '../observability/metrics.ts';
import { observeRequests } from '../observability/observe-requests.ts';
import { requestIdOf, trustedPeers } from '@resident/server-observability';
import { capConnections, connectionOptions } from './connection-limits.ts';
import { answerWhileClosing } from './closing-answer.ts';
import { frameworkErrors } from './error-handler.ts';
import { answerFrameworkRefusals, clientErrorHandler } from './framework-answers.ts';
import { shedLoad } from './load-shedding.ts';
import type { Domain } from './domain.ts';
import { DOMAINS, registerApi } from './register-api.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { gateUpgrades } from './upgrade-gate.ts';

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The documents folder, and whether it is a throw-away one to delete on close (in-memory database).
 * Beside the SQLite file path even under DATABASE_URL (no file is made there, the folder is local
 * to this instance): instances sharing a PostgreSQL database must be given one shared folder
 * (OPERATOR_API_DOCUMENTS), else a document uploaded through one is missing on the others.
 */
function documentsDirOf(options: ServerOptions): { dir: string; temporary: boolean } {
  if (options.documentsDir !== undefined) return { dir: options.documentsDir, temporary: false };
  if (options.dbPath === IN_MEMORY) return { dir: mkdtempSync(join(tmpdir(), 'operator-documents-')), temporary: true };
  return { dir: join(dirname(options.dbPath), 'documents'), temporary: false };
}
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** The domains to register (register-api.ts's DOMAINS unless given; a test adds a throwaway one). */
  domains?: readonly Domain[];
}

/**
 * Builds the operator API (not listening yet): database migrated and, unless disabled, seeded.
 * Closing the instance closes the database.
 */
export async function buildServer(
  overrides: Partial<ServerOptions> = {},
  { domains = DOMAINS }: BuildOptions = {},
): Promise<FastifyInstance> {
  const options = resolveOptions(overrides);
  const { brand, assets: brandAssets } = loadBrand(options.brandFile);
  const opened = await openAppStore({
    dbPath: options.dbPath,
    databaseUrl: options.databaseUrl,
    now: options.now(),
    poolSize: options.databasePoolSize,
  });
  const { store, sqlite } = opened;
  try {
    if (options.seed) await seedDemoData(store, options.now());
  } catch (error) {
    await opened.close();
    throw error;
  }

  const documents = documentsDirOf(options);
  const documentStore = createDocumentStore(documents.dir);
  const removeDocuments = () => {
    if (documents.temporary) rmSync(documents.dir, { recursive: true, force: true });
  };

  const app = Fastify({
    logger: { level: options.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // The portal's server sends its request id; the one log line per request is observe-requests.ts's.
    genReqId: requestIdOf(trustedPeers(options.trustedProxy)),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // Node's parser refusals (431, a request line that is no HTTP, 408) in the API's shape and headers.
    clientErrorHandler,
    // Fastify's own 503 while closing is English and bare: closing-answer.ts answers it instead.
    return503OnClosing: false,
    // Only the configured proxy (the portal's servers, which set the header from the real peer and
    // drop the client's own) may name the resident's address; anyone else's header is ignored.
    trustProxy: options.trustedProxy,
    ...connectionOptions(options.limits),
  });
  const metrics = createApiMetrics(() => store.poolStats(), store.dialect);
  app.decorate('apiMetrics', metrics);
  capConnections(app, options.limits);
  // Before the closing answer's hook: its 503 carries the request id too.
  observeRequests(app, metrics);
  answerFrameworkRefusals(app.server);
  answerWhileClosing(app);
  shedLoad(app, options.shedding, { poolQueue: () => store.waitingForConnection() });
  gateUpgrades(app);
  const storedFiles = createStoredFiles(store);
  const uploadGuard = createUploadGuard(createUploadReservations(store), options.limits, app.log);
  app.decorate('uploadGuard', uploadGuard);
  // After the route wrote the upload's rows (or failed): only then may its reservation go.
  app.addHook('onResponse', async (request) => uploadGuard.release(request));
  app.addHook('onRequestAbort', async (request) => uploadGuard.release(request));
  registerSecurityHeaders(app);

  const checkpointer =
    sqlite === undefined || options.dbPath === IN_MEMORY
      ? undefined
      : startCheckpointer(sqlite, options.dbPath, (message) => app.log.error({ message }, 'WAL checkpoint failed'));
  let purge: NodeJS.Timeout | undefined;
  const orphans = startOrphanSweeper(documents.dir, storedFiles, {
    graceMs: options.limits.orphanGraceMs,
    everyMs: options.limits.orphanSweepMs,
    now: options.now,
    log: (result) => {
      if (result instanceof Error) app.log.error({ err: result }, 'sweeping orphaned documents failed');
      else if (result.removed > 0) app.log.warn(result, 'orphaned documents removed');
    },
  });
  app.addHook('onClose', async () => {
    await orphans.stop();
    clearInterval(purge);
    await checkpointer?.stop();
    await opened.close();
    removeDocuments();
  });

  try {
    const api = await registerApi(app, options, { brand, brandAssets, documentStore, store }, domains);
    purge = setInterval(() => {
      try {
        api.purgeExpired();
      } catch (error) {
        app.log.error({ err: error }, 'purging expired tokens failed');
      }
    }, PURGE_INTERVAL_MS);
    purge.unref();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
