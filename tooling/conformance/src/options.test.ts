import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { HELP, parseOptions, UsageError } from './options.ts';

const env = { CONFORMANCE_LOGIN: 'a@example.ru', CONFORMANCE_PASSWORD: 'p', CONFORMANCE_CLIENT: 'id:secret' };

describe('parseOptions', () => {
  test('the acquirer secret is optional: without it the signed notification is skipped, not failed', () => {
    const without = parseOptions(['--base', 'http://127.0.0.1:8080/api'], env);
    expect(without).not.toHaveProperty('acquirerSecret');
    const withSecret = parseOptions(['--base', 'http://127.0.0.1:8080/api'], {
      ...env,
      CONFORMANCE_ACQUIRER_SECRET: 'shared',
    });
    expect(withSecret).toMatchObject({
      acquirerSecret: 'shared',
      clientAuthorization: `Basic ${Buffer.from('id:secret').toString('base64')}`,
    });
  });
});

describe('a run without what it needs', () => {
  test('names everything missing at once, in Russian', () => {
    expect(() => parseOptions([], {})).toThrow(UsageError);
    expect(() => parseOptions([], {})).toThrow(
      /^Не задано:\n {2}--base <url> .*\n {2}CONFORMANCE_LOGIN и CONFORMANCE_PASSWORD .*\n {2}CONFORMANCE_CLIENT .*$/,
    );
    expect(() =>
      parseOptions(['--base', 'http://127.0.0.1:8080/api'], { ...env, CONFORMANCE_CLIENT: 'no-colon' }),
    ).toThrow(/^Не задано:\n {2}CONFORMANCE_CLIENT/);
    expect(() => parseOptions(['--bsae', 'x'], env)).toThrow(/^Неверные параметры: /);
  });

  test('a bare `pnpm conformance` prints what is missing and the Russian usage, exit code 2, no stack trace', async () => {
    const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = execFile(
          process.execPath,
          [path.join(import.meta.dirname, 'main.ts')],
          { env: { PATH: process.env.PATH ?? '' } },
          (_error, out, err) => resolve({ code: child.exitCode, stdout: out, stderr: err }),
        );
      },
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.startsWith('Не задано:\n  --base <url>')).toBe(true);
    expect(stderr).toContain(HELP);
    expect(HELP).toMatch(/Проверяет бэкенд оператора/);
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
