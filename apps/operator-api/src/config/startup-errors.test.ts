// `src/main.ts` as an operator starts it, with a bad environment: one line on stderr naming the
// setting, exit code 1, no stack trace, and nothing served.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Runs main.ts with only `env` (and PATH) set; resolves with its exit code and output. */
function start(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--conditions=@resident/source', 'src/main.ts'],
      {
        cwd: PACKAGE_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          OPERATOR_API_DB: ':memory:',
          OPERATOR_API_SEED: 'false',
          AUTOPAY_INTERVAL: '0',
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

describe('a start that cannot succeed', () => {
  it('a bad value names the variable and the value', async () => {
    const { code, stdout, stderr } = await start({
      OPERATOR_API_PORT: 'eighty',
      OPERATOR_ADMIN_TOKEN: 'operator-token-of-the-test',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expectOneLine(stderr, /^Operator API failed to start: OPERATOR_API_PORT: .*\(given "eighty"\)\n$/);
  });

  it('a secret that instances on one PostgreSQL must share is required with DATABASE_URL, and its value is never printed', async () => {
    const { code, stderr } = await start({
      DATABASE_URL: 'postgres://api:db-password@127.0.0.1:1/operator',
      ALTCHA_HMAC_SECRET: 'altcha-secret-of-the-test',
      OPERATOR_ADMIN_TOKEN: 'operator-token-of-the-test',
    });
    expect(code).toBe(1);
    expectOneLine(
      stderr,
      /^Operator API failed to start: ACQUIRER_HMAC_SECRET: not set, and it is required with DATABASE_URL; ACCOUNT_TOKEN_SECRET: not set/,
    );
    expect(stderr).not.toContain('ALTCHA_HMAC_SECRET');
    expect(stderr).not.toContain('db-password');
  });

  it('a port already in use names OPERATOR_API_PORT', async () => {
    const taken = createServer();
    taken.listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, stderr } = await start({
        OPERATOR_API_HOST: '127.0.0.1',
        OPERATOR_API_PORT: String(port),
        OPERATOR_ADMIN_TOKEN: 'operator-token-of-the-test',
      });
      expect(code).toBe(1);
      expectOneLine(
        stderr,
        new RegExp(
          `^Operator API failed to start: OPERATOR_API_PORT: port ${port} on 127\\.0\\.0\\.1 is already in use`,
        ),
      );
    } finally {
      taken.close();
    }
  });
});
