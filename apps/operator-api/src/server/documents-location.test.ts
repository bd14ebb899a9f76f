import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenOf, asResident, form } from '../test-support/communication-client.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { createTestDatabase, postgresUrl } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer | undefined;
let dir: string | undefined;
let database: TestDatabase | undefined;

afterEach(async () => {
  await server?.app.close();
  server = undefined;
  await database?.drop();
  database = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('where documents are stored', () => {
  // A file database is seeded with four years of demo billing first: slower than the in-memory ones.
  it('defaults to documents/ next to the database file, under generated names only', { timeout: 20_000 }, async () => {
    dir = mkdtempSync(join(tmpdir(), 'operator-data-'));
    server = await startTestServer({ dbPath: join(dir, 'operator.db') });
    const plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
    const response = await plain(
      'POST',
      '/api/v3/main/communication/chat/7',
      form({ subject: 'Тема', body: 'Текст' }, [
        // Named like the database next to the folder: it still lands under a generated name.
        { name: 'operator.db', content: samplePdf() },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(readdirSync(join(dir!, 'documents'))).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(readdirSync(dir!).sort()).toEqual(expect.arrayContaining(['documents', 'operator.db']));
  });

  // Under DATABASE_URL every table is in PostgreSQL: the SQLite path only places the documents
  // folder (operators of several instances point OPERATOR_API_DOCUMENTS at shared storage).
  it.runIf(postgresUrl())(
    'on PostgreSQL creates no SQLite file, only the documents folder beside its path',
    { timeout: 20_000 },
    async () => {
      dir = mkdtempSync(join(tmpdir(), 'operator-data-'));
      database = await createTestDatabase('postgres');
      server = await startTestServer({ dbPath: join(dir, 'operator.db'), databaseUrl: database.databaseUrl });
      const plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
      const response = await plain(
        'POST',
        '/api/v3/main/communication/chat/7',
        form({ subject: 'Тема', body: 'Текст' }, [{ name: 'a.pdf', content: samplePdf() }]),
      );
      expect(response.statusCode).toBe(200);
      expect(readdirSync(dir!)).toEqual(['documents']);
      expect(readdirSync(join(dir!, 'documents'))).toHaveLength(1);
    },
  );
});
