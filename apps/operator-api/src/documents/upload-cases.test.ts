import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatSchema, uploadProblemMessage } from '@resident/contract';
import { UPLOAD_CASES, uploadCaseContent } from '@resident/contract/limits/testing';
import { UPLOAD_PROBLEM_ANSWERS } from './read-upload.ts';
import { accessTokenOf, asResident, form } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

// The same list the portal's upload controls are tested with (ui attachments-upload, chats
// message-composer): the server and the portal must refuse exactly the same files, for the same reason.
const NEW_CHAT = '/api/v3/main/communication/chat/2';

let server: TestServer;
let resident: ReturnType<typeof asResident>;
let documentsDir: string;
let refusedCount = 0;

beforeAll(async () => {
  documentsDir = mkdtempSync(join(tmpdir(), 'upload-cases-'));
  server = await startTestServer({ documentsDir });
  resident = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
});

afterAll(async () => {
  await server.app.close();
  rmSync(documentsDir, { recursive: true, force: true });
  process.stdout.write(
    `upload cases: ${UPLOAD_CASES.length} tried on the new-chat route, ${refusedCount} refused as the portal refuses them\n`,
  );
});

describe('POST main/communication/chat/{categoryId} judges the shared upload cases', () => {
  it.each(UPLOAD_CASES)('$name, $size bytes → $refused', async (upload) => {
    const { name, size, refused } = upload;
    const stored = readdirSync(documentsDir).length;
    const response = await resident(
      'POST',
      NEW_CHAT,
      form({ subject: 'Тема', body: 'Текст' }, [{ name, content: uploadCaseContent(upload) }]),
    );
    if (refused) {
      expect(response.statusCode).toBe(UPLOAD_PROBLEM_ANSWERS[refused].status);
      expect(response.json()).toEqual(
        errorBody(UPLOAD_PROBLEM_ANSWERS[refused].code, uploadProblemMessage(refused, name)),
      );
      expect(readdirSync(documentsDir)).toHaveLength(stored);
      refusedCount += 1;
    } else {
      expect(response.statusCode).toBe(200);
      expect(ChatSchema.parse(response.json()).lastMessage?.documents[0]).toMatchObject({ size });
    }
  });
});
