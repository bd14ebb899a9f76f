import type { FastifyInstance } from 'fastify';
import { listenProblem } from '@resident/settings';
import { ADMIN_TOKEN_FILE, ensureAdminTokenFile } from './config/admin-token.ts';
import { assertRequiredSettings, loadOptionsFromEnv } from './config/env.ts';
import type { ServerOptions } from './config/options.ts';
import { DEMO_PASSWORD, demoResidents } from './db/demo-residents.ts';
import { buildServer } from './server/build-server.ts';

function banner(address: string, options: ServerOptions, adminTokenFromFile: boolean): string {
  const lines = [
    `Operator API listening on ${address}`,
    `  API base:  ${address}/api   (v3: ${address}/api/v3, websocket: ${address.replace(/^http/, 'ws')}/api/ws)`,
    `  Contract:  ${address}/docs  (OpenAPI JSON: ${address}/docs/json)`,
    `  Database:  ${options.dbPath}`,
    // Never the URL itself: it may carry the password.
    ...(options.databaseUrl
      ? [
          '             promotions, vacancies and installments in PostgreSQL (DATABASE_URL; issue 19, in progress)',
          '             chats and recalculation requests still in the SQLite file (they follow the objects and documents)',
        ]
      : []),
    `  Operator:  ${address}/api/admin/, token ${adminTokenFromFile ? `in ${ADMIN_TOKEN_FILE}` : 'from OPERATOR_ADMIN_TOKEN'}`,
    `             pnpm --filter @resident/operator-api operator answer <chatId> "<text>"`,
  ];
  if (options.seed) {
    lines.push(`  Demo residents (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...demoResidents.map((resident) => resident.login.length));
    for (const resident of demoResidents) lines.push(`    ${resident.login.padEnd(width)}  ${resident.description}`);
  }
  return `${lines.join('\n')}\n`;
}

let app: FastifyInstance;
let listenOn: { host: string; port: number } | undefined;
try {
  const fromEnv = loadOptionsFromEnv(process.env);
  assertRequiredSettings(process.env);
  listenOn = { host: fromEnv.host, port: fromEnv.port };
  // Without OPERATOR_ADMIN_TOKEN the operator side still works locally: the token is random per
  // installation and kept in a file only this user can read, where the operator CLI finds it.
  const options = { ...fromEnv, adminToken: fromEnv.adminToken ?? ensureAdminTokenFile() };
  app = await buildServer(options);
  const address = await app.listen({ host: options.host, port: options.port });
  process.stdout.write(banner(address, options, fromEnv.adminToken === undefined));
} catch (error) {
  // Startup failures (bad env, invalid brand file, port taken) are operator mistakes: say what and
  // which setting to change in one line, not where in the code (no stack trace).
  const taken = listenOn && listenProblem(error, { ...listenOn, hostSetting: 'OPERATOR_API_HOST', portSetting: 'OPERATOR_API_PORT' });
  process.stderr.write(`Operator API failed to start: ${taken ?? (error instanceof Error ? error.message : String(error))}\n`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
