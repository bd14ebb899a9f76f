import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';

// The operator API's sources, found through the package (its entry is src/index.ts): its main.ts
// and CLIs run as child processes, never imported (an app imports no other app).
const SOURCE_DIR = path.dirname(createRequire(import.meta.url).resolve('@resident/operator-api'));
const PACKAGE_DIR = path.dirname(SOURCE_DIR);

/** A free loopback port, so a restarted process comes back at the address its proxy knows. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface OperatorProcess {
  /** http://127.0.0.1:<port>: the same across restarts. */
  readonly url: string;
  readonly running: boolean;
  /** Starts `src/main.ts` (again) with the environment; resolves once it listens. */
  start(extraEnv?: Record<string, string>): Promise<void>;
  /** SIGKILL, as a crash: no hook runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait (the server closes cleanly). */
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * The operator API as a real process on a fixed port (`OPERATOR_API_PORT`), environment as given
 * (the database, secrets, intervals): what a crash test kills with SIGKILL and starts again.
 */
export function operatorProcess(port: number, env: Record<string, string>): OperatorProcess {
  let child: ChildProcess | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    start(extraEnv = {}) {
      const started = spawn(process.execPath, ['--conditions=@resident/source', path.join(SOURCE_DIR, 'main.ts')], {
        cwd: PACKAGE_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          ...env,
          ...extraEnv,
          OPERATOR_API_HOST: '127.0.0.1',
          OPERATOR_API_PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      return new Promise((resolve, reject) => {
        let output = '';
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('listening on')) resolve();
          // Only the start-up is of interest; later lines are dropped so the buffer stays small.
          if (output.length > 100_000) output = output.slice(-10_000);
        };
        started.stdout?.on('data', onData);
        started.stderr?.on('data', onData);
        started.once('exit', (code, signal) =>
          reject(new Error(`the operator API exited (${code ?? signal}) before it listened: ${output.slice(-2_000)}`)),
        );
      });
    },
    async kill() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** Runs one of the operator API's package scripts' CLIs (`src/<name>-cli.ts`) and answers its exit code and output. */
export function runOperatorCli(
  name: 'audit' | 'seed' | 'operator',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--conditions=@resident/source', path.join(SOURCE_DIR, `${name}-cli.ts`), ...args],
    {
      cwd: PACKAGE_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
