import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatThreadSchema } from '@resident/contract';
import { accessTokenOf, asResident } from '../test-support/communication-client.ts';
import { startTestServer, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { CliError, runOperatorCommand, USAGE } from './operator-commands.ts';

let server: TestServer;
let baseUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await server.app.close();
});

async function run(args: string[], token = TEST_ADMIN_TOKEN): Promise<string[]> {
  const lines: string[] = [];
  await runOperatorCommand(args, { baseUrl, token, fetch, write: (line) => lines.push(line) });
  return lines;
}

describe('the operator CLI', () => {
  it('answers a chat over HTTP: the resident finds the answer unread', async () => {
    expect(await run(['answer', '1', 'Квитанция', 'отправлена повторно'])).toEqual([
      expect.stringMatching(/^Answered chat 1 \(message \d+\); the resident sees it as unread\.$/),
    ]);
    const resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
    const thread = ChatThreadSchema.parse((await resident('GET', '/api/v3/main/communication/chat/1')).json());
    expect(thread.messages.at(-1)).toMatchObject({ author: 'operator', text: 'Квитанция отправлена повторно', read: false });
  });

  it('comments on a request, changes statuses and lists', async () => {
    expect(await run(['comment', '1', 'Справка принята'])).toEqual([expect.stringMatching(/^Commented on request 1 /)]);
    expect(await run(['status', 'request', '1', 'resolved'])).toEqual(['Request 1 is now resolved.']);
    expect(await run(['status', 'chat', '1', 'resolved'])).toEqual(['Chat 1 is now resolved.']);
    expect(await run(['chats', 'resolved'])).toEqual([expect.stringMatching(/^1\tresolved\tresident@demo\.ru\tКвитанции\t/), '1 chat(s)']);
    expect(await run(['requests'])).toEqual([
      '1\tП-000123\tresolved\tresident@demo.ru\tabsence',
      '2\tП-000098\tresolved\tresident@demo.ru\tresidents',
      '2 request(s)',
    ]);
  });

  it('lists the outbox and shows one message', async () => {
    expect(await run(['outbox'])).toEqual(['0 message(s)']);
    expect(await run(['outbox', 'receipt'])).toEqual(['0 message(s)']);
    await expect(run(['outbox', '1'])).rejects.toThrow(new CliError('404: Письмо не найдено'));
  });

  it('runs the due autopays: none is set up in the demo, so none is due', async () => {
    expect(await run(['autopay', 'run'])).toEqual(['0 autopay(s) were due']);
    await expect(run(['autopay'])).rejects.toThrow(new CliError(USAGE));
  });

  it('reports the server’s refusal and bad usage as CLI errors', async () => {
    await expect(run(['answer', '999', 'Ответ'])).rejects.toThrow(new CliError('404: Обращение не найдено'));
    await expect(run(['answer', '1', 'Ответ'], 'wrong-token')).rejects.toThrow('401: Требуется ключ оператора');
    await expect(run(['status', 'chat', '1', 'archived'])).rejects.toThrow(/^400: status: /);
    await expect(run(['answer', 'x', 'Ответ'])).rejects.toThrow(/^chatId must be a positive number/);
    await expect(run(['answer', '1'])).rejects.toThrow(/^the text is missing/);
    await expect(run(['dance'])).rejects.toThrow(/^unknown command 'dance'/);
    expect(await run([])).toEqual([USAGE]);
  });
});
