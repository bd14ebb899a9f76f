import { DEFAULT_CLIENT_AUTHORIZATION, startOperatorApi, type RunningOperatorApi } from '@resident/test-stack';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operationsOf, type OpenApiDocument } from './document.ts';
import { OP } from './keys.ts';
import { loadDocument } from './options.ts';
import { closingLine, formatReport, type Report } from './report.ts';
import { runConformance } from './run.ts';
import { startBrokenBackend, type Fault } from './test-support/broken-backend.ts';
import { fails500OnBadInput, leaksChats, renamesAField } from './test-support/faults.ts';

// The seeded demo residents (apps/operator-api README): A holds accounts 1 and 2, B holds account 6.
const credentials = { login: 'resident@demo.ru', password: 'demo2026', loginB: 'plain@demo.ru', passwordB: 'demo2026' };
/** The reference is started with a known acquirer secret, so the signed notification is sent too. */
const acquirerSecret = 'conformance-test-acquirer-secret';

let api: RunningOperatorApi;
let document: OpenApiDocument;
/** The table names an operation by its operationId when the document gives one. */
const labelOf = (key: string) => operationsOf(document).operations.get(key)!.label;

// One reference API for the file: each run signs in anew and makes its own chat, so runs do not meet.
beforeAll(async () => {
  api = await startOperatorApi({ logLevel: 'silent', acquirerHmacSecret: acquirerSecret });
  ({ document } = await loadDocument(`${api.url}/api`));
});
afterAll(() => api.stop());

async function conformanceOf(origin: string, label: string): Promise<Report> {
  const report = await runConformance({
    base: `${origin}/api`,
    document,
    credentials,
    clientAuthorization: DEFAULT_CLIENT_AUTHORIZATION,
    acquirerSecret,
  });
  // The closing line and the failing rows, for the record of each run.
  const failing = failedRows(report).map((row) => `\n  failed: ${row.operation} | ${row.check} | ${row.differed}`);
  console.log(`${label}: ${closingLine(report)}${failing.join('')}`);
  return report;
}

async function throughDouble(fault: Fault, label: string): Promise<Report> {
  const double = await startBrokenBackend(api.url, fault);
  try {
    return await conformanceOf(double.origin, label);
  } finally {
    await double.close();
  }
}

const failedRows = (report: Report) => report.rows.filter((row) => row.result === 'failed');

describe('pnpm conformance', () => {
  test('the reference operator API passes: 0 failed, every operation of the document in the table', async () => {
    const report = await conformanceOf(api.url, 'reference API');
    expect(failedRows(report), formatReport(report)).toEqual([]);
    expect(report.count('passed')).toBeGreaterThan(60);
    const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    expect(new Set(report.rows.map((row) => row.operation)).size).toBe(operations);
    // Every operation is called; these few cannot be on the demo data or at all (README «What it changes»).
    const skipped = report.rows.filter((row) => row.result === 'skipped').map((row) => row.operation);
    expect(skipped.sort()).toEqual([
      'downloadInsurancePolicy',
      'downloadLitigationDocument',
      'suppressPopup',
      'withdrawConsent',
    ]);
  });

  test('a backend that renames a field fails the row of that answer, naming the field', async () => {
    const failed = failedRows(await throughDouble(renamesAField, 'double (a) renames lastName'));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row) => row.operation === labelOf(OP.user))).toBe(true);
    expect(failed[0]).toMatchObject({ operation: labelOf(OP.user), check: 'valid request → 200 user' });
    expect(failed[0]!.differed).toContain('missing field «lastName»');
    expect(failed[0]!.differed).toContain('unexpected field «surname»');
  });

  test('a backend that answers 500 to bad input fails exactly the bad-input rows', async () => {
    const failed = failedRows(await throughDouble(fails500OnBadInput, 'double (b) 500 on bad input'));
    expect(failed.length).toBeGreaterThan(5);
    for (const row of failed) {
      expect(row.check).toMatch(/bad input|blob error|→ 400/);
      expect(row.differed).toMatch(/^status 500, expected 400/);
    }
    expect(failed.map((row) => row.check)).toContain('bad input (id «abc») → 400 { details, message }');
  });

  test('a backend that leaks one resident’s chat to another fails the other-resident row', async () => {
    const failed = failedRows(await throughDouble(leaksChats(), 'double (c) leaks A’s chat to B'));
    expect(failed).toEqual([
      expect.objectContaining({
        operation: labelOf(OP.chat),
        check: 'resident B on resident A’s chat → 403/404',
        differed: expect.stringContaining('status 200, expected 403 or 404'),
      }),
    ]);
  });
});

describe('the command line', () => {
  // Another resident A than the runs above: the API allows a resident 30 uploads per 10 minutes and
  // each run makes five (design §5), so six runs of one resident would meet that limit.
  const cliLogin = 'debtor@demo.ru';
  const cli = (base: string) =>
    promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'main.ts'), '--base', base], {
      env: {
        ...process.env,
        CONFORMANCE_LOGIN: cliLogin,
        CONFORMANCE_PASSWORD: credentials.password,
        CONFORMANCE_LOGIN_B: credentials.loginB,
        CONFORMANCE_PASSWORD_B: credentials.passwordB,
        CONFORMANCE_CLIENT: 'resident-portal:resident-portal-secret',
      },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  test('prints the table and exits 0 against the reference, 1 against a leaking backend', async () => {
    const reference = await cli(`${api.url}/api`);
    expect(reference.stdout).toMatch(/^operation +check +result +what differed$/m);
    expect(reference.stdout).toMatch(/\n\d+ passed, 0 failed \(\d+ skipped\)\n$/);
    expect(reference.code).toBe(0);
    const double = await startBrokenBackend(api.url, leaksChats());
    try {
      const leaking = await cli(`${double.origin}/api`);
      expect(leaking.stdout).toMatch(/\n\d+ passed, 1 failed \(\d+ skipped\)\n$/);
      expect(leaking.code).toBe(1);
    } finally {
      await double.close();
    }
    // Two whole runs in child processes, each compiling the tool first: under a loaded CI machine
    // (load 20 on two cores) that took over the file's 90 s. A ceiling, not a wait.
  }, 240_000);
});
