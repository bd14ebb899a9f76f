// The stack of the hostile-traffic suite, each server in its own process as deployed (so the
// attack's and the journey's own work, in the caller's process, shares no event loop with them):
// the operator API (`apps/operator-api/src/main.ts`: one on SQLite, or several on PostgreSQL) and
// the portal's production server (`apps/portal/server/serve.ts`) in front of it.
import { startPostgres } from '@resident/postgres-server';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerProcess {
  url: string;
  port: number;
  /** SIGKILL: the process dies between two statements, its sockets reset. */
  kill(): Promise<void>;
  /** SIGTERM and wait for it to exit. */
  stop(): Promise<void>;
}

/** Spawns `script` and resolves with the first http://127.0.0.1:… its standard output prints. */
async function spawnServer(script: string, env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=@resident/source', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill(signal);
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let printed = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        printed += chunk.toString();
        const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(printed);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
    });
    child.stdout!.resume();
    return { url, port: Number(new URL(url).port), kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  } catch (error) {
    await end('SIGKILL');
    throw error;
  }
}

/** The API's settings for a suite that signs one resident in again and again, cheaply. */
const API_ENV = {
  OPERATOR_API_HOST: '127.0.0.1',
  OPERATOR_API_PORT: '0',
  TOKEN_RATE_LIMIT: '100000',
  REFRESH_RATE_LIMIT: '100000',
  ALTCHA_COST: '1',
  ALTCHA_MAX_NUMBER: '10',
  // The portal is the only client that forwards addresses, from loopback.
  TRUSTED_PROXY: '127.0.0.1',
};

export interface HostileStack {
  portal: ServerProcess;
  /** The operator API instances, in start order. */
  apis: ServerProcess[];
  stop(): Promise<void>;
}

export interface HostileStackOptions {
  /** 1: one API on SQLite; more: that many on one fresh PostgreSQL database. */
  instances?: number;
  /** The portal build to serve (apps/portal/dist unless given). */
  distDir?: string;
  /** Extra environment of the portal's server (e.g. a shorter health-check interval). */
  portalEnv?: Record<string, string>;
}

export async function startHostileStack(options: HostileStackOptions = {}): Promise<HostileStack> {
  const count = options.instances ?? 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resident-hostile-'));
  const apis: ServerProcess[] = [];
  let portal: ServerProcess | undefined;
  const postgres = count > 1 ? await startPostgres() : undefined;
  const stop = async () => {
    await portal?.stop();
    await Promise.all(apis.map((api) => api.stop()));
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const apiScript = 'apps/operator-api/src/main.ts';
    if (!postgres) {
      apis.push(await spawnServer(apiScript, { ...API_ENV, OPERATOR_API_DB: path.join(dataDir, 'operator.db') }));
    } else {
      const database = `hostile_${randomBytes(6).toString('hex')}`;
      postgres.sql(`CREATE DATABASE ${database}`);
      const secret = () => randomBytes(32).toString('hex');
      const shared = {
        ...API_ENV,
        DATABASE_URL: postgres.urlOf(database),
        OPERATOR_API_DOCUMENTS: path.join(dataDir, 'documents'),
        ALTCHA_HMAC_SECRET: secret(),
        ACCOUNT_TOKEN_SECRET: secret(),
        ACQUIRER_HMAC_SECRET: secret(),
      };
      for (let i = 0; i < count; i++) {
        apis.push(
          await spawnServer(apiScript, {
            ...shared,
            OPERATOR_API_DB: path.join(dataDir, `operator-${i + 1}.db`),
            OPERATOR_API_SEED: i === 0 ? 'true' : 'false',
          }),
        );
      }
    }
    portal = await spawnServer('apps/portal/server/serve.ts', {
      OPERATOR_API_URL: apis.map((api) => api.url).join(','),
      PORTAL_HOST: '127.0.0.1',
      PORTAL_PORT: '0',
      ...(options.distDir ? { PORTAL_DIST_DIR: options.distDir } : {}),
      ...options.portalEnv,
    });
    return { portal, apis, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
