import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTGRES_INSTALL_HINT, findPostgresBin } from './find-postgres.ts';

export interface StartPostgresOptions {
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string | number>;
  /** How long to wait for the server to accept connections. */
  startTimeoutMs?: number;
}

export interface PostgresServer {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: the superuser (trust, loopback only) on its default database. */
  url: string;
  port: number;
  /** The URL of another database of this server (the caller creates it, e.g. with `sql`). */
  urlOf(database: string): string;
  /**
   * Runs SQL through `psql` as the superuser on `database` (default `postgres`) and answers its
   * rows, each a list of its values as text (NULL is ''): `CREATE DATABASE`, or a count a test checks.
   */
  sql(statement: string, database?: string): string[][];
  /** The postmaster's process id (its backends are its children): the bench counts their CPU. */
  postmasterPid(): number | undefined;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

const SERVER_USER = 'postgres';

// A throw-away server: nothing needs to survive a crash, so durability is traded for speed.
const TEST_SETTINGS: Record<string, string | number> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_connections: 200,
};

const isRoot = () => process.getuid?.() === 0;

/** postgres refuses to run as root: then every command runs as Debian's postgres user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', SERVER_USER, '--', command, ...args]] : [command, args];
}

/** Whether another user can reach files under dir (every folder on the way is o+x). */
function reachableByOthers(dir: string): boolean {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (path.dirname(current) === current) return true;
  }
}

function makeDataRoot(): string {
  // As root the server user must reach the folder: a test runner's private TMPDIR (mode 700) is not
  // reachable, then the system's /tmp is used. Either way stop() removes it.
  const base = !isRoot() || reachableByOthers(tmpdir()) ? tmpdir() : '/tmp';
  const root = mkdtempSync(path.join(base, 'resident-postgres-'));
  if (isRoot()) {
    const id = (flag: string) => Number(spawnSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).stdout.trim());
    chownSync(root, id('-u'), id('-g'));
  }
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, command: string, args: string[]): void {
  const [file, fileArgs] = asServerUser(path.join(bin, command), args);
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stdout}${result.stderr}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A PostgreSQL server from Debian's `postgresql` package on a fresh data directory and a free
 * loopback port, for tests. Throws POSTGRES_INSTALL_HINT when the binaries are missing.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_INSTALL_HINT);
  const root = makeDataRoot();
  const data = path.join(root, 'data');
  let server: ChildProcess | undefined;
  const removeRoot = () => {
    try {
      // Retries: a server process still ending may remove its own files (postmaster.pid) meanwhile.
      rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    } catch (error) {
      console.error(`could not remove PostgreSQL's temporary folder ${root}:`, error);
    }
  };
  // If the test process ends without stop() (a crash, Ctrl-C), the server and its folder go with it.
  const onExit = () => {
    killPostmaster(data, 'SIGKILL');
    server?.kill('SIGKILL');
    removeRoot();
  };
  process.once('exit', onExit);
  try {
    run(bin, 'initdb', [
      '-D',
      data,
      '-U',
      SERVER_USER,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await freePort();
    const settings = Object.entries({ ...TEST_SETTINGS, ...options.settings }).flatMap(([name, value]) => [
      '-c',
      `${name}=${value}`,
    ]);
    const [file, args] = asServerUser(path.join(bin, 'postgres'), [
      '-D',
      data,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      root,
      ...settings,
    ]);
    const log: string[] = [];
    server = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => log.push(chunk.toString()) > 50 && log.shift();
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    const exited = new Promise<number | null>((resolve) => server?.once('exit', resolve));
    await waitReady(bin, port, exited, log, options.startTimeoutMs ?? 30_000);
    const urlOf = (database: string) => `postgres://${SERVER_USER}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    return {
      url: urlOf('postgres'),
      port,
      urlOf,
      sql: (statement, database = 'postgres') => psql(bin, port, database, statement),
      postmasterPid: () => postmasterPid(data),
      async stop() {
        // SIGINT is the fast shutdown: open sessions are ended, nothing waits for clients.
        killPostmaster(data, 'SIGINT');
        const deadline = setTimeout(() => killPostmaster(data, 'SIGKILL'), 15_000);
        await exited;
        clearTimeout(deadline);
        process.removeListener('exit', onExit);
        removeRoot();
      },
    };
  } catch (error) {
    onExit();
    process.removeListener('exit', onExit);
    throw error;
  }
}

/** Unaligned, tuples only, fields split by a unit separator no value holds; a failed statement throws. */
function psql(bin: string, port: number, database: string, statement: string): string[][] {
  const args = [
    '-X',
    '-q',
    '-A',
    '-t',
    '-F',
    '\x1f',
    '-v',
    'ON_ERROR_STOP=1',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    SERVER_USER,
    '-d',
    database,
    '-c',
    statement,
  ];
  const result = spawnSync(path.join(bin, 'psql'), args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`psql failed (${result.status}): ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\x1f'));
}

/** The postmaster's pid from postmaster.pid (not runuser's, which is its parent when run as root). */
function postmasterPid(data: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Signals the postmaster named in postmaster.pid (not runuser, which need not pass signals on). */
function killPostmaster(data: string, signal: NodeJS.Signals): void {
  const pid = postmasterPid(data);
  try {
    if (pid !== undefined) process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

async function waitReady(
  bin: string,
  port: number,
  exited: Promise<number | null>,
  log: string[],
  timeoutMs: number,
): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`postgres exited while starting:\n${log.join('')}`);
    const ready = spawnSync(path.join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)]);
    if (ready.status === 0) return;
    await sleep(100);
  }
  throw new Error(`postgres did not accept connections within ${timeoutMs} ms:\n${log.join('')}`);
}
