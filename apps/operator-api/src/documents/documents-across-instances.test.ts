import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatSchema } from '@resident/contract';
import { DEFAULT_LIMITS } from '../config/options.ts';
import { accessTokenOf, asOperator, asResident, form } from '../test-support/communication-client.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';
import { postUpload, sizedForm } from '../test-support/upload-routes.ts';

let instances: TestInstances | undefined;
let documentsDir: string | undefined;
afterEach(async () => {
  await instances?.close();
  instances = undefined;
  if (documentsDir) rmSync(documentsDir, { recursive: true, force: true });
  documentsDir = undefined;
});

// Several instances on one PostgreSQL and one documents folder: the row is where every instance looks.
describe.runIf(postgresUrl())('documents across two instances on one PostgreSQL', () => {
  it('serves a document uploaded through A to its owner and the operator through B', async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'shared-documents-'));
    instances = await startTestInstances({ documentsDir });
    const { a, b } = instances;
    const throughA = asResident(a, await accessTokenOf(a, 'plain@demo.ru'));
    const created = await throughA(
      'POST',
      '/api/v3/main/communication/chat/7',
      form({ subject: 'Документ', body: 'Прилагаю' }, [{ name: 'справка.pdf', content: samplePdf() }]),
    );
    expect(created.statusCode).toBe(200);
    const chat = ChatSchema.parse(created.json());
    const id = chat.lastMessage?.documents[0]?.id;
    expect(id).toBeTypeOf('number');

    const throughB = asResident(b, await accessTokenOf(b, 'plain@demo.ru'));
    const download = await throughB('GET', `/api/v3/main/communication/document/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(Buffer.from(samplePdf()));
    expect((await throughB('GET', `/api/v3/main/communication/chat/${chat.id}`)).statusCode).toBe(200);
    const operator = await asOperator(b)('GET', `/documents/${id}`);
    expect(operator.statusCode).toBe(200);
    // Another resident is refused on B as on A.
    const stranger = asResident(b, await accessTokenOf(b, 'resident@demo.ru'));
    expect((await stranger('GET', `/api/v3/main/communication/document/${id}`)).statusCode).toBe(404);
  });

  // Three parallel 240 MiB uploads through two instances were all stored against a
  // 500 MiB quota, each instance counting only its own requests in flight. Scaled down to KB.
  it('keeps parallel uploads through both instances within one quota, and leaves no reservation behind', async () => {
    const KB = 1024;
    documentsDir = mkdtempSync(join(tmpdir(), 'shared-documents-'));
    instances = await startTestInstances({ documentsDir, limits: { ...DEFAULT_LIMITS, uploadQuotaBytes: 500 * KB } });
    const { a, b } = instances;
    const tokens = { a: await accessTokenOf(a, 'plain@demo.ru'), b: await accessTokenOf(b, 'plain@demo.ru') };
    const pdf = () => {
      const content = new Uint8Array(120 * KB);
      content.set(samplePdf());
      return content;
    };
    const upload = () =>
      form({ subject: 'Сканы', body: 'Прилагаю' }, [
        { name: 'скан-1.pdf', content: pdf() },
        { name: 'скан-2.pdf', content: pdf() },
      ]);
    // As browsers send them, with a Content-Length: each reserves its whole body first.
    const bodies = await Promise.all([1, 2, 3, 4, 5, 6].map(() => sizedForm(upload())));
    const answers = await Promise.all(
      [a, b, a, b, a, b].map((instance, index) =>
        postUpload(
          instance,
          instance === a ? tokens.a : tokens.b,
          '/api/v3/main/communication/chat/2',
          bodies[index] ?? { type: '', body: Buffer.alloc(0) },
        ),
      ),
    );
    // 2 × 240 KB fit in 500 KB, a third never does, whichever instance it came through; racing for
    // the last room, two get all they need rather than all a part and none enough.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 413, 413, 413, 413]);
    expect(readdirSync(documentsDir)).toHaveLength(4);

    const client = new pg.Client({ connectionString: instances.databaseUrl });
    await client.connect();
    try {
      const stored = await client.query<{ bytes: string }>(
        'SELECT COALESCE(SUM(size), 0) AS bytes FROM documents WHERE user_id = (SELECT user_id FROM documents ORDER BY id DESC LIMIT 1)',
      );
      expect(Number(stored.rows[0]?.bytes)).toBeLessThanOrEqual(500 * KB);
      // Every request was answered: every reservation goes with it (released once the answer is sent).
      await vi.waitFor(async () => expect((await client.query('SELECT * FROM upload_reservations')).rows).toEqual([]), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await client.end();
    }
  });
});
