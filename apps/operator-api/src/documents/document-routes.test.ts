import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatSchema } from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';

const document = (id: number | string) => `/api/v3/main/communication/document/${id}`;

// Documents are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let documentsDir: string;
  let plain: ReturnType<typeof asResident>;
  let resident: ReturnType<typeof asResident>;

  beforeEach(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'download-documents-'));
    database = await createTestDatabase(backend);
    server = await startTestServer({ documentsDir, databaseUrl: database.databaseUrl });
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
  });

  afterEach(async () => {
    await server.app.close();
    await database.drop();
  });

  /** Uploads a file in a new chat of plain@demo.ru; returns its document id. */
  async function upload(name: string, content: Uint8Array | string, claimedType = 'image/png'): Promise<number> {
    const response = await plain(
      'POST',
      '/api/v3/main/communication/chat/7',
      form({ subject: 'Документ', body: 'Прилагаю' }, [{ name, content, type: claimedType }]),
    );
    const id = ChatSchema.parse(response.json()).lastMessage?.documents[0]?.id;
    if (id === undefined) throw new Error('no document');
    return id;
  }

  describe('GET main/communication/document/{id}', () => {
    it('downloads the owner’s file as an attachment with the sniffed type and the sanitised name', async () => {
      const id = await upload('Справка: май.pdf', samplePdf());
      const response = await plain('GET', document(id));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(Buffer.from(samplePdf()));
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(samplePdf().length),
        'content-disposition': `attachment; filename="________ ___.pdf"; filename*=UTF-8''${encodeURIComponent('Справка_ май.pdf')}`,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      });
    });

    // Pages and active markup are refused (files-suite.test.ts); harmless markup left in a text is only text.
    it('serves text with markup in it as plain text, never as a page', async () => {
      const id = await upload('заметка.txt', 'Заметка\n<b>важно</b>, a < b, <p>абзац</p>', 'text/html');
      const response = await plain('GET', document(id));
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    });

    it('answers 404 for another resident’s document exactly like for a missing one', async () => {
      const id = await upload('справка.pdf', samplePdf());
      for (const url of [document(id), document(9999)]) {
        const response = await resident('GET', url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('NOT_FOUND', 'Документ не найден'));
      }
    });

    it('answers 400 FILE_NOT_FOUND_ON_SERVER in JSON when the file is gone from the disk', async () => {
      const id = await upload('справка.pdf', samplePdf());
      for (const file of readdirSync(documentsDir)) rmSync(join(documentsDir, file));
      const response = await plain('GET', document(id));
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(errorBody('FILE_NOT_FOUND_ON_SERVER', 'Файл не найден на сервере'));
    });

    it('answers 400 for a malformed id and 401 without a token', async () => {
      expect((await plain('GET', document('x'))).statusCode).toBe(400);
      expect((await server.app.inject({ method: 'GET', url: document(1) })).statusCode).toBe(401);
    });

    it('lets the operator download any resident’s document, and nobody else through /api/admin', async () => {
      const id = await upload('справка.pdf', samplePdf());
      const response = await asOperator(server)('GET', `/documents/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect((await asOperator(server, 'wrong-token')('GET', `/documents/${id}`)).statusCode).toBe(401);
    });
  });
});
