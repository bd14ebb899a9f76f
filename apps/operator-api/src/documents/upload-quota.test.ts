import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMUNICATION_LIMITS } from '@resident/contract';
import { DEFAULT_LIMITS } from '../config/options.ts';
import type { ServerLimits } from '../config/options.ts';
import { accessTokenOf, form } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { createTestDatabase, BACKENDS } from '../test-support/test-databases.ts';
import type { Backend, TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { postUpload, sizedForm } from '../test-support/upload-routes.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';

// One account stored 10 × 25 MB in a second, and nothing bounded its total or rate. The
// limits are scaled down here (KB instead of MB) so the suite moves little data; the defaults are
// checked against a real appeal separately.
const KB = 1024;
const NEW_CHAT = '/api/v3/main/communication/chat/2';
const pdfOf = (bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(samplePdf());
  return content;
};
const appeal = (...sizes: number[]) =>
  form(
    { subject: 'Тема', body: 'Текст' },
    sizes.map((size, index) => ({ name: `скан-${index}.pdf`, content: pdfOf(size) })),
  );

// Each test starts a seeded server, seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let server: TestServer | undefined;
let documentsDir: string | undefined;
let database: TestDatabase | undefined;

afterEach(async () => {
  await server?.app.close();
  server = undefined;
  await database?.drop();
  database = undefined;
  if (documentsDir) rmSync(documentsDir, { recursive: true, force: true });
  documentsDir = undefined;
});

const storedFiles = () => readdirSync(documentsDir ?? '').length;

async function start(limits: Partial<ServerLimits>, backend: Backend = 'sqlite'): Promise<TestServer> {
  documentsDir = mkdtempSync(join(tmpdir(), 'upload-quota-'));
  database = await createTestDatabase(backend);
  server = await startTestServer({
    documentsDir,
    databaseUrl: database.databaseUrl,
    limits: { ...DEFAULT_LIMITS, ...limits },
  });
  return server;
}

describe('the defaults', () => {
  it('let a resident send a full appeal (10 files of 25 MB) at least twice, and bound the total and the rate', () => {
    const fullAppeal = COMMUNICATION_LIMITS.filesPerMessage * COMMUNICATION_LIMITS.fileMaxBytes;
    expect(DEFAULT_LIMITS.uploadQuotaBytes).toBeGreaterThanOrEqual(2 * fullAppeal);
    expect(DEFAULT_LIMITS.uploadQuotaBytes).toBeLessThanOrEqual(1024 * 1024 * 1024);
    expect(DEFAULT_LIMITS.uploadRateLimit).toBeGreaterThanOrEqual(10);
  });
});

// Documents and CVs are on the async store: the quota sums them on either backend.
describe.each(BACKENDS)('the per-resident quota on %s', (backend) => {
  it('takes a full appeal within it, refuses the request that would pass it with 413 and keeps none of its files', async () => {
    const app = await start({ uploadQuotaBytes: 1000 * KB }, backend);
    const token = await accessTokenOf(app, 'plain@demo.ru');
    expect((await postUpload(app, token, NEW_CHAT, appeal(...Array<number>(10).fill(60 * KB)))).statusCode).toBe(200);
    const stored = storedFiles();
    expect(stored).toBe(10);
    const over = await postUpload(app, token, NEW_CHAT, appeal(100 * KB, 350 * KB));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual(errorBody('QUOTA_EXCEEDED', UPLOAD_MESSAGES.quotaExceeded(1)));
    expect(storedFiles()).toBe(stored);
    // What still fits is taken; another resident has a quota of their own.
    expect((await postUpload(app, token, NEW_CHAT, appeal(300 * KB))).statusCode).toBe(200);
    const other = await accessTokenOf(app, 'resident@demo.ru');
    expect((await postUpload(app, other, NEW_CHAT, appeal(900 * KB))).statusCode).toBe(200);
    // Filling it exactly: the declared body (the file and the form around it) does not fit, its file does.
    expect((await postUpload(app, token, NEW_CHAT, await sizedForm(appeal(100 * KB)))).statusCode).toBe(200);
    // Exactly full now: a file is refused before it is written, a message without files still goes.
    expect((await postUpload(app, token, NEW_CHAT, appeal(KB))).statusCode).toBe(413);
    expect((await postUpload(app, token, NEW_CHAT, appeal())).statusCode).toBe(200);
    expect(storedFiles()).toBe(stored + 3);
  });

  it('counts a CV like any document', async () => {
    const app = await start({ uploadQuotaBytes: 500 * KB }, backend);
    const token = await accessTokenOf(app, 'plain@demo.ru');
    const apply = form({ name: 'Иван Иванов', phone: '+79123456789' }, [
      { field: 'cv', name: 'резюме.pdf', content: pdfOf(400 * KB) },
    ]);
    expect((await postUpload(app, token, '/api/v3/vacancies/1/applications', apply)).statusCode).toBe(201);
    expect((await postUpload(app, token, NEW_CHAT, appeal(200 * KB))).statusCode).toBe(413);
  });

  it('parallel requests cannot each pass it: the files being stored count too', async () => {
    const app = await start({ uploadQuotaBytes: 1000 * KB }, backend);
    const token = await accessTokenOf(app, 'plain@demo.ru');
    const bodies = await Promise.all([1, 2, 3, 4].map(() => sizedForm(appeal(200 * KB, 200 * KB))));
    const answers = await Promise.all(bodies.map((body) => postUpload(app, token, NEW_CHAT, body)));
    // However the four interleave: two fit (2 × 400 KB), a third never does.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 413, 413]);
    expect(storedFiles()).toBe(4);
  });
});

describe('the upload rate', () => {
  it('answers 429 with Retry-After past uploadRateLimit requests of one resident, and only to that resident', async () => {
    const app = await start({ uploadRateLimit: 3, uploadRateWindowMs: 60_000 });
    const token = await accessTokenOf(app, 'plain@demo.ru');
    for (let upload = 0; upload < 3; upload += 1)
      expect((await postUpload(app, token, NEW_CHAT, appeal(KB))).statusCode).toBe(200);
    const stored = storedFiles();
    const limited = await postUpload(app, token, NEW_CHAT, appeal(KB));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ details: [{ code: 'TOO_MANY_REQUESTS' }] });
    expect(storedFiles()).toBe(stored);
    const other = await accessTokenOf(app, 'resident@demo.ru');
    expect((await postUpload(app, other, NEW_CHAT, appeal(KB))).statusCode).toBe(200);
  });

  it('counts only requests with files: a resident chatting in text is never limited', async () => {
    const app = await start({ uploadRateLimit: 2, uploadRateWindowMs: 60_000 });
    const token = await accessTokenOf(app, 'plain@demo.ru');
    for (let message = 0; message < 5; message += 1)
      expect((await postUpload(app, token, NEW_CHAT, appeal())).statusCode).toBe(200);
    for (let upload = 0; upload < 2; upload += 1)
      expect((await postUpload(app, token, NEW_CHAT, appeal(KB))).statusCode).toBe(200);
    expect((await postUpload(app, token, NEW_CHAT, appeal(KB))).statusCode).toBe(429);
    expect((await postUpload(app, token, NEW_CHAT, appeal())).statusCode).toBe(200);
  });
});
