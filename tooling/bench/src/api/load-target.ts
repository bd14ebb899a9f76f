import { DEFAULT_CLIENT_AUTHORIZATION, signInOverHttp, type PostgresServer } from '@resident/test-stack';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../repo-paths.ts';
import { DEMO_RESIDENT } from '../portal/sign-in.ts';
import type { CpuRoots } from './process-cpu.ts';

export interface LoadTarget {
  /** The first instance: sessions are made and the resident's data asked here. */
  origin: string;
  /** Every instance; the load is spread over them. */
  origins: string[];
  apiBase: string;
  clientAuthorization: string;
  /** Paths the operator API documents in its OpenAPI contract ('/api/v3/main/user/'). */
  documentedPaths: Set<string>;
  /** The processes whose CPU a row counts: the API's instances and, on PostgreSQL, its postmaster. */
  cpuRoots: CpuRoots;
  stop(): Promise<void>;
}

/** Where the API keeps its data: the embedded SQLite, or PostgreSQL under several instances. */
export type LoadTargetConfig =
  { backend: 'sqlite' } | { backend: 'postgres'; postgres: PostgresServer; instances: number };

/** The server's start banner: 'Operator API listening on http://127.0.0.1:40123'. */
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:\d+)/;

interface Instance {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** One `src/main.ts` process with the bench's environment on top of `env`; resolves once it listens. */
async function spawnInstance(env: Record<string, string>): Promise<Instance> {
  // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': Node flags for the instances only (a profile).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(
    process.execPath,
    [...nodeArgs, '--conditions=@resident/source', 'apps/operator-api/src/main.ts'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        OPERATOR_API_HOST: '127.0.0.1',
        OPERATOR_API_PORT: '0',
        TOKEN_RATE_LIMIT: '100000',
        // The sustained refresh row alone sends 64 000 refreshes in about half a minute, from one address.
        REFRESH_RATE_LIMIT: '1000000',
        ALTCHA_COST: '1',
        ALTCHA_MAX_NUMBER: '10',
        ACCESS_TOKEN_TTL: '3600',
        // BENCH_API_LOG_LEVEL=warn shows the instances' warnings (a refused request says why) on stderr.
        LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'error',
        ...env,
      },
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  };
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      let banner = '';
      server.stdout.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
        const match = LISTENING.exec(banner);
        if (match) resolve(match[1]!);
        if (process.env.BENCH_API_LOG_LEVEL) process.stderr.write(chunk);
      });
      server.once('exit', (code) => reject(new Error(`The operator API exited with ${code} before listening`)));
    });
    return { origin, pid: server.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const secret = () => randomBytes(32).toString('hex');

/**
 * The operator API as it is started in production (`src/main.ts`, its own process, so neither the
 * bench's heap nor its event loop shares a core with it), loopback only: on a temporary SQLite
 * file, or as several instances on one fresh PostgreSQL database, as an operator runs them (one
 * altcha, account-token and acquirer secret, one documents folder, each its own SQLite file for what
 * has not moved yet); the first migrates and seeds, the others start after it with seeding off.
 * Bench-friendly limits: the password grant may be used many times a minute and the altcha costs
 * next to nothing, so sessions for the refresh load are cheap to make. The measured paths are as shipped.
 */
export async function startLoadTarget(config: LoadTargetConfig = { backend: 'sqlite' }): Promise<LoadTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'resident-bench-'));
  const instances: Instance[] = [];
  const database = `bench_${randomBytes(6).toString('hex')}`;
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    if (config.backend === 'postgres') config.postgres.sql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (config.backend === 'sqlite') {
      instances.push(await spawnInstance({ OPERATOR_API_DB: path.join(dataDir, 'operator.db') }));
    } else {
      config.postgres.sql(`CREATE DATABASE ${database}`);
      const shared = {
        DATABASE_URL: config.postgres.urlOf(database),
        OPERATOR_API_DOCUMENTS: path.join(dataDir, 'documents'),
        ALTCHA_HMAC_SECRET: secret(),
        ACCOUNT_TOKEN_SECRET: secret(),
        ACQUIRER_HMAC_SECRET: secret(),
      };
      for (let i = 0; i < config.instances; i++) {
        instances.push(
          await spawnInstance({
            ...shared,
            OPERATOR_API_DB: path.join(dataDir, `operator-${i + 1}.db`),
            OPERATOR_API_SEED: i === 0 ? 'true' : 'false',
          }),
        );
      }
    }
    const origin = instances[0]!.origin;
    const contract = (await (await fetch(`${origin}/docs/json`)).json()) as { paths?: Record<string, unknown> };
    return {
      origin,
      origins: instances.map((instance) => instance.origin),
      apiBase: `${origin}/api`,
      clientAuthorization: DEFAULT_CLIENT_AUTHORIZATION,
      documentedPaths: new Set(Object.keys(contract.paths ?? {})),
      cpuRoots: {
        api: instances.map((instance) => instance.pid),
        database:
          config.backend === 'postgres' ? [config.postgres.postmasterPid()].filter((pid) => pid !== undefined) : [],
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs the demo resident in `count` times over HTTP (altcha and all), a few at a time. */
export async function createSessions(target: LoadTarget, count: number) {
  const sessions: Awaited<ReturnType<typeof signInOverHttp>>[] = [];
  // The API checks at most 5 passwords of one login at once (account-backoff.ts).
  const AT_ONCE = 5;
  for (let i = 0; i < count; i += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - i) }, () =>
      signInOverHttp(target.apiBase, DEMO_RESIDENT.username),
    );
    sessions.push(...(await Promise.all(batch)));
  }
  return sessions;
}
