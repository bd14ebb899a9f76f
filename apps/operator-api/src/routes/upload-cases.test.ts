import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSchema, uploadProblemMessage } from '@resident/contract';
import { UPLOAD_CASES } from '@resident/contract/limits/testing';
import { accessTokenOf, asResident, form, zeros } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

// The same list the portal's upload controls are tested with (features appeals and chats): the
// server and the portal must refuse exactly the same files, for the same reason.
const NEW_CHAT = '/api/v3/main/communication/chat/2';
const ANSWERS = {
  'forbidden-extension': { status: 400, code: 'FORBIDDEN_FILE_EXTENSION' },
  'too-large': { status: 413, code: 'FILE_TOO_LARGE' },
  empty: { status: 400, code: 'EMPTY_FILE' },
} as const;

let server: TestServer;
let resident: ReturnType<typeof asResident>;
let documentsDir: string;

beforeAll(async () => {
  documentsDir = mkdtempSync(join(tmpdir(), 'upload-cases-'));
  server = await startTestServer({ documentsDir });
  resident = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
});

afterAll(async () => {
  await server.app.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

describe('POST main/communication/chat/{categoryId} judges the shared upload cases', () => {
  it.each(UPLOAD_CASES)('$name, $size bytes → $refused', async ({ name, size, refused }) => {
    const stored = readdirSync(documentsDir).length;
    const response = await resident('POST', NEW_CHAT, form({ subject: 'Тема', body: 'Текст' }, [{ name, content: zeros(size) }]));
    if (refused) {
      expect(response.statusCode).toBe(ANSWERS[refused].status);
      expect(response.json()).toEqual(errorBody(ANSWERS[refused].code, uploadProblemMessage(refused, name)));
      expect(readdirSync(documentsDir)).toHaveLength(stored);
    } else {
      expect(response.statusCode).toBe(200);
      expect(ChatSchema.parse(response.json()).lastMessage?.documents[0]).toMatchObject({ size });
    }
  });
});
