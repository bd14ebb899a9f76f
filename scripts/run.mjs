#!/usr/bin/env node
// The README's two commands start here: `npm start` and `npm test`.
// This file must run on the oldest Node a newcomer may have (20, with npm only), so it uses
// nothing but Node's built-ins. It brings in the project's own Node 24 and pnpm from the npm
// registry (tooling/runtime), installs the workspace and hands over to pnpm/turbo.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runtimeDir = path.join(root, 'tooling/runtime');
const runtimeBin = path.join(runtimeDir, 'node_modules/.bin');
const wanted = JSON.parse(readFileSync(path.join(runtimeDir, 'package.json'), 'utf8')).dependencies;

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function installedVersion(pkg) {
  const file = path.join(runtimeDir, 'node_modules', pkg, 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : undefined;
}

function ensureRuntime() {
  if (installedVersion('node') === wanted.node && installedVersion('pnpm') === wanted.pnpm) return;
  console.log(`Installing Node ${wanted.node} and pnpm ${wanted.pnpm} from the npm registry…`);
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: runtimeDir });
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && existsSync(p));
}

// The operator API's tests run on SQLite and on a throw-away PostgreSQL server
// (tooling/postgres-server), from Debian's package like Chromium.
function hasPostgres() {
  const versions = '/usr/lib/postgresql';
  return Boolean(
    (process.env.POSTGRES_BIN && existsSync(path.join(process.env.POSTGRES_BIN, 'initdb'))) ||
    (existsSync(versions) &&
      readdirSync(versions).some((version) => existsSync(path.join(versions, version, 'bin/initdb')))),
  );
}

// The TLS example (docs/nginx/portal.conf) runs in Debian's nginx with a certificate openssl makes
// (apps/portal/e2e/nginx-tls.e2e.test.ts).
function hasNginx() {
  return process.env.NGINX_BIN
    ? existsSync(process.env.NGINX_BIN)
    : ['/usr/sbin/nginx', '/usr/bin/nginx'].some((file) => existsSync(file));
}

/**
 * The browser tests need Chromium (and poppler's pdftoppm: the billing journey reads the receipt
 * PDF's payment QR; nginx and openssl: the TLS example runs in front of the portal); the API's
 * tests need PostgreSQL's server. Missing ones come from Debian's packages, with one
 * `apt-get update` for all.
 */
function ensureSystemPackages() {
  const missing = [];
  if (!chromiumPath()) missing.push('chromium', 'fonts-dejavu-core');
  if (!existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');
  if (!hasPostgres()) missing.push('postgresql');
  if (!hasNginx()) missing.push('nginx-light');
  if (!existsSync('/usr/bin/openssl')) missing.push('openssl');
  if (missing.length > 0) {
    if (process.getuid?.() !== 0) {
      console.error(
        `The tests need ${missing.join(', ')}: run \`sudo apt-get install ${missing.join(' ')}\` (or set CHROMIUM_PATH / POSTGRES_BIN / NGINX_BIN to your own).`,
      );
      process.exit(1);
    }
    console.log(`Installing ${missing.join(', ')} from Debian packages…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return chromiumPath() ?? '/usr/bin/chromium';
}

const command = process.argv[2];
if (command !== 'start' && command !== 'test') {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}

const started = Date.now();
ensureRuntime();
const env = {
  ...process.env,
  PATH: `${runtimeBin}${path.delimiter}${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const pnpm = path.join(runtimeBin, 'pnpm');
run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
console.log(`Installed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

if (command === 'start') {
  run(pnpm, ['exec', 'node', '--conditions=@resident/source', 'scripts/start.ts'], { env });
} else {
  env.CHROMIUM_PATH = ensureSystemPackages();
  // Two cores: more parallel tasks only thrash. Lint/typecheck/unit first, then the builds the
  // browser tests and Storybook need, the size budgets of the built portal (design.md §4, no
  // browser), then the browser tests against the real operator API. `--summarize` keeps each task's
  // start and end in .turbo/runs/ (where the 20 minutes go).
  run(
    pnpm,
    [
      'exec',
      'turbo',
      'run',
      'check:scripts',
      'lint',
      'typecheck',
      'test',
      'build',
      'size',
      'e2e',
      '--concurrency=2',
      '--output-logs=new-only',
      '--summarize',
    ],
    { env },
  );
  console.log(`All tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
