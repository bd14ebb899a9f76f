import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatSchema } from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form } from '../test-support/communication-client.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { postgresUrl } from '../test-support/test-databases.ts';
import { startTestInstances } from '../test-support/test-instances.ts';
import type { TestInstances } from '../test-support/test-instances.ts';

let instances: TestInstances | undefined;
let documentsDir: string | undefined;
afterEach(async () => {
  await instances?.close();
  instances = undefined;
  if (documentsDir) rmSync(documentsDir, { recursive: true, force: true });
  documentsDir = undefined;
});

// Several instances on one PostgreSQL and one documents folder (issue 19): the row is where every instance looks.
describe.runIf(postgresUrl())('documents across two instances on one PostgreSQL', () => {
  it('serves a document uploaded through A to its owner and the operator through B', async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'shared-documents-'));
    instances = await startTestInstances({ documentsDir });
    const { a, b } = instances;
    const throughA = asResident(a, await accessTokenOf(a, 'plain@demo.ru'));
    const created = await throughA('POST', '/api/v3/main/communication/chat/7', form({ subject: 'Документ', body: 'Прилагаю' }, [{ name: 'справка.pdf', content: samplePdf() }]));
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
});
