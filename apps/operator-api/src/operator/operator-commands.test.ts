import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatThreadSchema, InstallmentApplicationSchema, InstallmentsSchema } from '@resident/contract';
import { minFirstPaymentKopecks } from '@resident/contract/limits';
import { accessTokenOf, asResident, form } from '../test-support/communication-client.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { startTestServer, TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { CliError, runOperatorCommand, USAGE } from './operator-commands.ts';

// Through HTTP only: the same on either backend the server runs on.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startTestServer({ databaseUrl: database.databaseUrl });
    baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await server.app.close();
    await database.drop();
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
      expect(thread.messages.at(-1)).toMatchObject({
        author: 'operator',
        text: 'Квитанция отправлена повторно',
        read: false,
      });
    });

    it('comments on a request, changes statuses and lists', async () => {
      expect(await run(['comment', '1', 'Справка принята'])).toEqual([
        expect.stringMatching(/^Commented on request 1 /),
      ]);
      expect(await run(['status', 'request', '1', 'resolved'])).toEqual(['Request 1 is now resolved.']);
      expect(await run(['status', 'chat', '1', 'resolved'])).toEqual(['Chat 1 is now resolved.']);
      expect(await run(['chats', 'resolved'])).toEqual([
        expect.stringMatching(/^1\tresolved\tresident@demo\.ru\tКвитанции\t/),
        '1 chat(s)',
      ]);
      expect(await run(['requests'])).toEqual([
        '1\tП-000123\tresolved\tresident@demo.ru\tabsence',
        '2\tП-000098\tresolved\tresident@demo.ru\tresidents',
        '2 request(s)',
      ]);
    });

    it('lists the applications to vacancies and changes their status', async () => {
      const resident = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
      const fields = { name: 'Ольга Смирнова', phone: '+79051234567' };
      const created = await resident(
        'POST',
        '/api/v3/vacancies/3/applications',
        form(fields, [{ field: 'cv', name: 'cv.pdf', content: samplePdf() }]),
      );
      const { id } = created.json() as { id: number };
      expect(await run(['applications', 'new'])).toEqual([
        `${id}\tnew\tСпециалист абонентского отдела\tОльга Смирнова\t+79051234567\tcv.pdf`,
        '1 application(s)',
      ]);
      expect(await run(['application', String(id), 'invited'])).toEqual([
        `Application ${id} is now invited; the resident sees it in «Мои отклики».`,
      ]);
      expect((await resident('GET', '/api/v3/vacancies/applications')).json()).toMatchObject([
        { id, status: 'invited' },
      ]);
      await expect(run(['application', String(id), 'new'])).rejects.toThrow(/^409: /);
      await expect(run(['application', '999', 'viewed'])).rejects.toThrow(new CliError('404: Отклик не найден'));
      await expect(run(['application', String(id)])).rejects.toThrow(/^the status is missing/);
      await expect(run(['applications', 'lost'])).rejects.toThrow(/^400: /);
    });

    it('lists the outbox and shows one message', async () => {
      expect(await run(['outbox'])).toEqual(['0 message(s)']);
      expect(await run(['outbox', 'receipt'])).toEqual(['0 message(s)']);
      await expect(run(['outbox', '1'])).rejects.toThrow(new CliError('404: Письмо не найдено'));
    });

    it('lists, approves and refuses installment applications', async () => {
      expect(await run(['installments'])).toEqual([
        expect.stringMatching(
          /^1\tapproved\tresident@demo\.ru\t7700000001\tdebt 4\s800,00 ₽, first 1\s440,00 ₽, 4 months$/,
        ),
        '1 application(s)',
      ]);
      const debtor = asResident(server, await accessTokenOf(server, 'debtor@demo.ru'));
      const { debt } = InstallmentsSchema.parse((await debtor('GET', '/api/v3/client/5/installments')).json());
      const first = minFirstPaymentKopecks(debt);
      // Refused first: a new application may follow (after an approval the agreement covers the debt, and none may).
      const refused = InstallmentApplicationSchema.parse(
        (await debtor('POST', '/api/v3/client/5/installments/applications', { firstPayment: first, months: 2 })).json(),
      );
      expect(await run(['installments', 'pending'])).toEqual([
        expect.stringMatching(new RegExp(`^${refused.id}\tpending\tdebtor@demo\\.ru\t7700000005\t`)),
        '1 application(s)',
      ]);
      expect(await run(['refuse-installment', String(refused.id), 'Идёт', 'судебное', 'взыскание'])).toEqual([
        `Refused installment application ${refused.id}; the resident sees the reason.`,
      ]);
      expect(await run(['installments', 'refused'])).toEqual([
        expect.stringMatching(/\tИдёт судебное взыскание$/),
        '1 application(s)',
      ]);
      await expect(run(['refuse-installment', String(refused.id)])).rejects.toThrow(/^the text is missing/);

      const sent = await debtor('POST', '/api/v3/client/5/installments/applications', {
        firstPayment: first,
        months: 3,
      });
      const { id } = InstallmentApplicationSchema.parse(sent.json());
      expect(await run(['approve-installment', String(id)])).toEqual([
        expect.stringMatching(new RegExp(`^Approved installment application ${id}: agreement \\d+, 3 payments\\.$`)),
      ]);
      await expect(run(['refuse-installment', String(id), 'Поздно'])).rejects.toThrow(
        new CliError('409: По этой заявке уже принято решение'),
      );
      await expect(run(['approve-installment', '999'])).rejects.toThrow(
        new CliError('404: Заявка на рассрочку не найдена'),
      );
      await expect(run(['approve-installment'])).rejects.toThrow(/^applicationId must be a positive number/);
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
});
