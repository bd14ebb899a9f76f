import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { listenProblem } from '@resident/settings';
import { ADMIN_TOKEN_FILE, ensureAdminTokenFile } from './config/admin-token.ts';
import { assertRequiredSettings, loadOptionsFromEnv } from './config/env.ts';
import type { ServerOptions } from './config/options.ts';
import { DEMO_PASSWORD, demoResidents } from './db/demo-residents.ts';
import { listenMetrics } from '@resident/server-observability';
import { buildServer } from './server/build-server.ts';

/**
 * How long a stop may drain: requests under way finish, then the database closes. A request
 * still running after this (a slow upload) is cut and the process exits with 1.
 */
const STOP_DEADLINE_MS = 10_000;

function banner(
  address: string,
  options: ServerOptions,
  adminTokenFromFile: boolean,
  metricsUrl: string | undefined,
): string {
  const lines = [
    `Operator API listening on ${address}`,
    `  API base:  ${address}/api   (v3: ${address}/api/v3, websocket: ${address.replace(/^http/, 'ws')}/api/ws)`,
    `  Contract:  ${address}/docs  (OpenAPI JSON: ${address}/docs/json)`,
    `  Database:  ${options.dbPath}`,
    // Never the URL itself: it may carry the password.
    ...(options.databaseUrl
      ? [
          '             promotions, vacancies and installments in PostgreSQL (DATABASE_URL)',
          '             chats and recalculation requests still in the SQLite file (they follow the objects and documents)',
        ]
      : []),
    `  Operator:  ${address}/api/admin/, token ${adminTokenFromFile ? `in ${ADMIN_TOKEN_FILE}` : 'from OPERATOR_ADMIN_TOKEN'}`,
    `             pnpm --filter @resident/operator-api operator answer <chatId> "<text>"`,
    `  Metrics:   ${metricsUrl ?? 'off (OPERATOR_API_METRICS_PORT)'}   readiness: ${address}/api/ready`,
  ];
  if (options.seed) {
    lines.push(`  Demo residents (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...demoResidents.map((resident) => resident.login.length));
    for (const resident of demoResidents) lines.push(`    ${resident.login.padEnd(width)}  ${resident.description}`);
  }
  return `${lines.join('\n')}\n`;
}

let app: FastifyInstance;
/** The listen under way, to name its settings if the address is taken. */
let listenOn: { host: string; port: number; hostSetting: string; portSetting: string } | undefined;
let metricsServer: Server | undefined;
try {
  const fromEnv = loadOptionsFromEnv(process.env);
  assertRequiredSettings(process.env);
  listenOn = {
    host: fromEnv.host,
    port: fromEnv.port,
    hostSetting: 'OPERATOR_API_HOST',
    portSetting: 'OPERATOR_API_PORT',
  };
  // Without OPERATOR_ADMIN_TOKEN the operator side still works locally: the token is random per
  // installation and kept in a file only this user can read, where the operator CLI finds it.
  const options = { ...fromEnv, adminToken: fromEnv.adminToken ?? ensureAdminTokenFile() };
  app = await buildServer(options);
  const address = await app.listen({ host: options.host, port: options.port });
  if (options.metricsPort !== undefined) {
    listenOn = {
      host: options.metricsHost,
      port: options.metricsPort,
      hostSetting: 'OPERATOR_API_METRICS_HOST',
      portSetting: 'OPERATOR_API_METRICS_PORT',
    };
  }
  const metrics =
    options.metricsPort === undefined || !app.apiMetrics
      ? undefined
      : await listenMetrics(app.apiMetrics.registry, options.metricsHost, options.metricsPort);
  metricsServer = metrics?.server;
  process.stdout.write(banner(address, options, fromEnv.adminToken === undefined, metrics?.url));
} catch (error) {
  // Startup failures (bad env, invalid brand file, port taken) are operator mistakes: say what and
  // which setting to change in one line, not where in the code (no stack trace).
  const taken = listenOn && listenProblem(error, listenOn);
  process.stderr.write(
    `Operator API failed to start: ${taken ?? (error instanceof Error ? error.message : String(error))}\n`,
  );
  process.exit(1);
}

// A stop drains: the listener closes (new connections are refused), a request arriving on an open
// keep-alive connection gets 503 with Connection: close (closing-answer.ts), the requests under
// way finish, websockets are closed with 1001, then the database closes; the metrics listener
// goes last, so a scrape sees the drain.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
    app
      .close()
      .then(
        () =>
          new Promise<void>((resolve) => {
            if (!metricsServer) return resolve();
            metricsServer.close(() => resolve());
            metricsServer.closeAllConnections();
          }),
      )
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
