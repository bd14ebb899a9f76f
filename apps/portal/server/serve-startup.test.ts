// `server/serve.ts` as an operator starts it, with a setting it cannot work with: one Russian line
// on stderr naming the variable, exit code 1, no stack trace.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDist } from './testing/raw-http.ts';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');
const dist = tempDist();
afterAll(() => dist.remove());

function serve(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--conditions=@resident/source', script],
      // Nothing listens on port 9 (discard): the API is never reached before the failure.
      {
        env: {
          PATH: process.env.PATH ?? '',
          PORTAL_DIST_DIR: dist.dir,
          OPERATOR_API_URL: 'http://127.0.0.1:9',
          LOG_LEVEL: 'fatal',
          ...env,
        },
        timeout: 60_000,
      },
      (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
    );
  });
}

function expectOneLine(stderr: string, pattern: RegExp) {
  expect(stderr).toMatch(pattern);
  expect(stderr.trimEnd().split('\n'), stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
}

describe('serve.ts refuses to start', () => {
  it('with a bad value, naming each bad variable and what it was given', async () => {
    const { code, stdout, stderr } = await serve({ PORTAL_PORT: '80a', PORTAL_ENVIRONMENT: 'prod' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expectOneLine(
      stderr,
      /^Портал не запустился: PORTAL_PORT: .*\(задано «80a»\); PORTAL_ENVIRONMENT: .*\(задано «prod»\)\n$/,
    );
  });

  it('without a build in PORTAL_DIST_DIR, naming it', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'portal-no-build-'));
    try {
      const { code, stderr } = await serve({ PORTAL_DIST_DIR: empty, PORTAL_PORT: '0' });
      expect(code).toBe(1);
      expectOneLine(stderr, /^Портал не запустился: PORTAL_DIST_DIR: в папке .* нет сборки портала \(index\.html\)/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('on a port already in use, naming PORTAL_PORT', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, stdout, stderr } = await serve({ PORTAL_HOST: '127.0.0.1', PORTAL_PORT: String(port) });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expectOneLine(
        stderr,
        new RegExp(`^Портал не запустился: PORTAL_PORT: порт ${port} на 127\\.0\\.0\\.1 уже занят другим процессом`),
      );
    } finally {
      taken.close();
    }
  });
});

// `npm start` reads the same settings (and the operator API's) before it builds anything.
it("npm start (scripts/start.ts) names the portal's and the API's bad variables at once, before building", async () => {
  const root = path.join(path.dirname(script), '../../..');
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      const child = execFile(
        process.execPath,
        ['--conditions=@resident/source', path.join(root, 'scripts/start.ts')],
        {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', PORTAL_PORT: 'abc', OPERATOR_API_PORT: 'x' },
          timeout: 60_000,
        },
        (_error, out, err) => resolve({ code: child.exitCode, stdout: out, stderr: err }),
      );
    },
  );
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expectOneLine(
    stderr,
    /^Настройка не подходит: PORTAL_PORT: ожидается номер порта .*\(задано «abc»\); OPERATOR_API_PORT: .*\(given "x"\)\n$/,
  );
});
