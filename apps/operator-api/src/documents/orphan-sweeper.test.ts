import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../config/options.ts';
import { accessTokenOf, form } from '../test-support/communication-client.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { postUpload } from '../test-support/upload-routes.ts';
import { sweepOrphans } from './orphan-sweeper.ts';

// Files written before a crash (no row was committed) stayed on disk for ever.
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
const key = (digit: string) => digit.repeat(32);
let dir: string;
let server: TestServer | undefined;

afterEach(async () => {
  await server?.app.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** A file in the folder, last written `ageMs` ago. */
function put(name: string, ageMs: number, folder = dir): void {
  const path = join(folder, name);
  writeFileSync(path, 'x');
  const at = new Date(Date.now() - ageMs);
  utimesSync(path, at, at);
}

describe('sweepOrphans', () => {
  it('deletes only store files that no row names and that are older than the grace period', async () => {
    dir = mkdtempSync(join(tmpdir(), 'orphans-'));
    put(key('a'), 2 * HOUR); // orphan, old: deleted
    put(key('b'), 10_000); // orphan, young: an upload may still be writing its rows
    put(key('c'), 2 * HOUR); // named by a row
    put('notes.txt', 2 * HOUR); // not a store name: not ours
    const known = new Set([key('c')]);
    const result = await sweepOrphans(
      dir,
      { bytesOf: async () => 0, isKnown: async (name) => known.has(name) },
      HOUR,
      Date.now(),
    );
    expect(result).toEqual({ checked: 3, removed: 1 });
    expect(readdirSync(dir).sort()).toEqual([key('b'), key('c'), 'notes.txt']);
  });
});

describe('the server', () => {
  it('sweeps at start-up: an old file with no row goes, uploaded documents and CVs stay', async () => {
    dir = mkdtempSync(join(tmpdir(), 'orphans-'));
    const documentsDir = join(dir, 'documents');
    const dbPath = join(dir, 'operator.db');
    server = await startTestServer({ dbPath, documentsDir });
    const token = await accessTokenOf(server, 'plain@demo.ru');
    const file = { name: 'скан.pdf', content: samplePdf() };
    expect(
      (
        await postUpload(
          server,
          token,
          '/api/v3/main/communication/chat/2',
          form({ subject: 'Тема', body: 'Текст' }, [file]),
        )
      ).statusCode,
    ).toBe(200);
    const cv = form({ name: 'Иван Иванов', phone: '+79123456789' }, [{ field: 'cv', ...file }]);
    expect((await postUpload(server, token, '/api/v3/vacancies/1/applications', cv)).statusCode).toBe(201);
    await server.app.close();
    const kept = readdirSync(documentsDir).sort();
    expect(kept).toHaveLength(2);
    // A crash between writing a file and committing its row leaves this behind.
    put(key('d'), 2 * HOUR, documentsDir);
    // Everything on disk is older than the grace period now, so only the rows protect the uploads.
    server = await startTestServer({
      dbPath,
      documentsDir,
      seed: false,
      limits: { ...DEFAULT_LIMITS, orphanGraceMs: 0 },
    });
    await expect.poll(() => readdirSync(documentsDir).sort()).toEqual(kept);
  });
});
