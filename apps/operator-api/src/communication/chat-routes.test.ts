import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChatMessageSchema,
  ChatSchema,
  COMMUNICATION_LIMITS,
  ChatsPageSchema,
  ChatThreadSchema,
} from '@resident/contract';
import type { Chat } from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form, zeros } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf, samplePng } from '../test-support/sample-files.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

const CHATS = '/api/v3/main/communication/chats';
const chat = (id: number | string) => `/api/v3/main/communication/chat/${id}`;
const MESSAGE = '/api/v3/main/communication/message';
const CHAT_NOT_FOUND = errorBody('NOT_FOUND', 'Обращение не найдено');
const ACCOUNT_NOT_FOUND = errorBody('NOT_FOUND', 'Лицевой счёт не найден');

// Communication's rows are in the app's store: PostgreSQL with DATABASE_URL, served the same.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let resident: ReturnType<typeof asResident>;
  let plain: ReturnType<typeof asResident>;
  let documentsDir: string;
  let residentToken: string;

  beforeEach(async () => {
    documentsDir = mkdtempSync(join(tmpdir(), 'chat-documents-'));
    database = await createTestDatabase(backend);
    server = await startTestServer({ documentsDir, databaseUrl: database.databaseUrl });
    residentToken = await accessTokenOf(server, 'resident@demo.ru');
    resident = asResident(server, residentToken);
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
  });

  afterEach(async () => {
    await server.app.close();
    await database.drop();
  });

  async function createChat(
    as = plain,
    fields: Record<string, string | number> = {},
    files: Parameters<typeof form>[1] = [],
  ): Promise<Chat> {
    const response = await as(
      'POST',
      chat(2),
      form({ subject: 'Вопрос по начислению', body: 'Почему выросла сумма?', ...fields }, files),
    );
    expect(response.statusCode).toBe(200);
    return ChatSchema.parse(response.json());
  }

  describe('bearer protection', () => {
    it.each([
      ['GET', CHATS],
      ['GET', '/api/v3/main/communication/chatcategories'],
      ['GET', chat(1)],
      ['POST', chat(1)],
      ['PUT', chat(1)],
      ['POST', MESSAGE],
    ] as const)('%s %s answers 401 without a live token', async (method, url) => {
      const response = await server.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody('UNAUTHORIZED', 'Требуется вход в личный кабинет'));
    });
  });

  describe('GET main/communication/chatcategories', () => {
    it('lists the categories in their order, the payment search among them', async () => {
      const response = await resident('GET', '/api/v3/main/communication/chatcategories');
      expect(response.statusCode).toBe(200);
      expect(response.json().map((category: { code: string }) => category.code)).toEqual([
        'receipts',
        'charges',
        'payment-search',
        'collection',
        'container-sites',
        'account',
        'other',
      ]);
    });
  });

  it.runIf(backend === 'postgres')('keeps the chats, messages and documents in PostgreSQL', async () => {
    const created = await createChat(plain, {}, [{ field: 'files', name: 'чек.pdf', content: samplePdf() }]);
    expect((await plain('GET', chat(created.id))).statusCode).toBe(200);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ chats: string; messages: string; documents: string }>(
        `SELECT (SELECT COUNT(*) FROM chats WHERE id = $1) AS chats, (SELECT COUNT(*) FROM chat_messages WHERE chat_id = $1) AS messages,
          (SELECT COUNT(*) FROM documents d JOIN chat_messages m ON m.id = d.chat_message_id WHERE m.chat_id = $1) AS documents`,
        [created.id],
      );
      expect(rows).toEqual([{ chats: '1', messages: '1', documents: '1' }]);
    } finally {
      await client.end();
    }
  });

  describe('GET main/communication/chats', () => {
    it('gives resident@demo.ru the seeded chat with its category, last message and unread count', async () => {
      const response = await resident('GET', CHATS);
      expect(response.statusCode).toBe(200);
      const page = ChatsPageSchema.parse(response.json());
      expect(page).toMatchObject({ page: 1, size: 20, totalElements: 1, totalPages: 1 });
      expect(page.content[0]).toMatchObject({
        requestNumber: expect.stringMatching(/^О-\d{6}$/),
        subject: 'Не пришла квитанция за май',
        category: { code: 'receipts', name: 'Квитанции' },
        status: 'answered',
        contragentId: 1,
        unreadCount: 1,
        rating: null,
        lastMessage: { author: 'operator', read: false, text: expect.stringMatching(/^Добрый день!/), documents: [] },
      });
      expect(page.content[0]).not.toHaveProperty('userId');
    });

    it('shows a resident only their own chats', async () => {
      await createChat(plain);
      const page = ChatsPageSchema.parse((await resident('GET', CHATS)).json());
      expect(page.content.map((item) => item.subject)).toEqual(['Не пришла квитанция за май']);
      expect(ChatsPageSchema.parse((await plain('GET', CHATS)).json()).totalElements).toBe(1);
    });

    it('pages most recently updated first and filters by status, category and account', async () => {
      const ids: number[] = [];
      for (const subject of ['Первый', 'Второй', 'Третий']) {
        server.clock.advanceSeconds(60);
        ids.push((await createChat(plain, { subject })).id);
      }
      await asOperator(server)('PUT', `/chats/${ids[0]}`, { status: 'resolved' });
      const second = ChatsPageSchema.parse((await plain('GET', `${CHATS}?page=2&size=2`)).json());
      expect(second).toMatchObject({ page: 2, size: 2, totalElements: 3, totalPages: 2 });
      expect(second.content.map((item) => item.subject)).toEqual(['Второй']);
      const resolved = ChatsPageSchema.parse((await plain('GET', `${CHATS}?status=resolved`)).json());
      expect(resolved.content.map((item) => item.id)).toEqual([ids[0]]);
      const both = ChatsPageSchema.parse((await plain('GET', `${CHATS}?status=resolved&status=open`)).json());
      expect(both.totalElements).toBe(3);
      expect(ChatsPageSchema.parse((await plain('GET', `${CHATS}?category=1`)).json()).totalElements).toBe(0);
      expect(
        ChatsPageSchema.parse((await plain('GET', `${CHATS}?category=2&contragentId=6`)).json()).totalElements,
      ).toBe(3);
    });

    it('answers 404 for another resident’s account filter and 400 for a malformed query', async () => {
      const foreign = await plain('GET', `${CHATS}?contragentId=1`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(ACCOUNT_NOT_FOUND);
      for (const query of ['page=0', 'size=500', 'status=deleted', 'category=x']) {
        const response = await plain('GET', `${CHATS}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          details: [{ code: 'VALIDATION' }],
          message: 'Проверьте правильность введенных данных',
        });
      }
    });
  });

  describe('GET main/communication/chat/{id}', () => {
    it('reads the thread newest last and pages back with `before` through a long chat', async () => {
      const { id } = await createChat(plain);
      const operator = asOperator(server);
      for (let n = 1; n <= 120; n += 1) {
        server.clock.advanceSeconds(1);
        await operator('POST', `/chats/${id}/messages`, { text: `Ответ ${n}` });
      }
      const latest = ChatThreadSchema.parse((await plain('GET', `${chat(id)}?limit=50`)).json());
      expect(latest.chat).toMatchObject({ id, status: 'answered', unreadCount: 120 });
      expect(latest.messages.map((message) => message.text).slice(-2)).toEqual(['Ответ 119', 'Ответ 120']);
      expect([latest.messages.length, latest.hasMore]).toEqual([50, true]);
      const older = ChatThreadSchema.parse(
        (await plain('GET', `${chat(id)}?limit=50&before=${latest.messages[0]?.id}`)).json(),
      );
      expect(older.messages.at(-1)?.text).toBe('Ответ 70');
      const oldest = ChatThreadSchema.parse(
        (await plain('GET', `${chat(id)}?limit=50&before=${older.messages[0]?.id}`)).json(),
      );
      expect([oldest.messages.length, oldest.hasMore]).toEqual([21, false]);
      expect(oldest.messages[0]).toMatchObject({ author: 'resident', text: 'Почему выросла сумма?', read: true });
    });

    it('answers 404 for another resident’s chat exactly like for a missing one, 400 for a bad id', async () => {
      for (const id of [1, 9999]) {
        const response = await plain('GET', chat(id));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(CHAT_NOT_FOUND);
      }
      expect((await plain('GET', chat('abc'))).statusCode).toBe(400);
      expect((await plain('GET', `${chat(1)}?limit=1000`)).statusCode).toBe(400);
    });
  });

  describe('POST main/communication/chat/{categoryId}', () => {
    it('creates an open chat in the category with the first message and its documents, typed by their bytes', async () => {
      const created = await createChat(plain, { contragentId: 6 }, [
        { name: 'скан квитанции.pdf', content: samplePdf(), type: 'image/png' },
        { name: 'фото.png', content: samplePng(), type: 'application/pdf' },
      ]);
      expect(created).toMatchObject({
        subject: 'Вопрос по начислению',
        category: { id: 2, code: 'charges' },
        status: 'open',
        contragentId: 6,
        unreadCount: 0,
        lastMessage: { author: 'resident', text: 'Почему выросла сумма?' },
      });
      expect(created.lastMessage?.documents).toEqual([
        {
          id: expect.any(Number),
          name: 'скан квитанции.pdf',
          contentType: 'application/pdf',
          size: samplePdf().length,
          type: null,
        },
        { id: expect.any(Number), name: 'фото.png', contentType: 'image/png', size: samplePng().length, type: null },
      ]);
    });

    it('answers 404 for an unknown category and for another resident’s account', async () => {
      const unknown = await plain('POST', chat(99), form({ subject: 'Тема', body: 'Текст' }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorBody('NOT_FOUND', 'Категория обращения не найдена'));
      const foreign = await plain('POST', chat(2), form({ subject: 'Тема', body: 'Текст', contragentId: 1 }));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(ACCOUNT_NOT_FOUND);
    });

    it.each([
      [{ subject: 'я'.repeat(251), body: 'Текст' }, 'subject: Не более 250 символов'],
      [{ subject: 'Тема', body: 'я'.repeat(10_001) }, 'body: Не более 10\u00a0000 символов'],
      [{ subject: 'Тема' }, 'body: '],
      [{ subject: '   ', body: 'Текст' }, 'subject: Обязательное поле'],
    ])('answers 400 for malformed fields %#', async (fields, message) => {
      const response = await plain('POST', chat(2), form(fields));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(message),
      });
    });

    it('answers 415 for a JSON body: files only come as multipart/form-data', async () => {
      const response = await plain('POST', chat(2), { subject: 'Тема', body: 'Текст' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Неподдерживаемый формат данных запроса'));
    });

    it.each(['выписка.pdf.crdownload', 'Справка.PART', 'скан.part. '])(
      'refuses %j with the spec text and keeps nothing',
      async (name) => {
        const response = await plain(
          'POST',
          chat(2),
          form({ subject: 'Тема', body: 'Текст' }, [
            { name: 'хороший.pdf', content: samplePdf() },
            { name, content: samplePdf() },
          ]),
        );
        expect(response.statusCode).toBe(400);
        const extension = name.toLowerCase().includes('crdownload') ? 'crdownload' : 'part';
        expect(response.json()).toEqual(
          errorBody('FORBIDDEN_FILE_EXTENSION', `Нельзя загрузить файл с расширением .${extension}`),
        );
        expect(readdirSync(documentsDir)).toEqual([]);
        expect(ChatsPageSchema.parse((await plain('GET', CHATS)).json()).totalElements).toBe(0);
      },
    );

    it('answers 413 for a file over 25 MB and keeps nothing, while exactly 25 MB is fine', async () => {
      const limit = COMMUNICATION_LIMITS.fileMaxBytes;
      const tooLarge = await plain(
        'POST',
        chat(2),
        form({ subject: 'Тема', body: 'Текст' }, [
          { name: 'маленький.txt', content: 'Справка' },
          { name: 'большой.pdf', content: zeros(limit + 1) },
        ]),
      );
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toEqual(errorBody('FILE_TOO_LARGE', 'Размер файла не должен превышать 25 МБ'));
      expect(readdirSync(documentsDir)).toEqual([]);
      const exact = await createChat(plain, {}, [{ name: 'ровно.bin', content: zeros(limit) }]);
      expect(exact.lastMessage?.documents[0]).toMatchObject({ size: limit, contentType: 'application/octet-stream' });
    });

    it('answers 413 for more than 10 files, 400 for an empty file or a file in a text field', async () => {
      const eleven = Array.from({ length: 11 }, (_, index) => ({ name: `${index}.txt`, content: 'текст' }));
      const tooMany = await plain('POST', chat(2), form({ subject: 'Тема', body: 'Текст' }, eleven));
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json()).toEqual(errorBody('TOO_MANY_FILES', 'Можно приложить не более 10 файлов'));
      const empty = await plain(
        'POST',
        chat(2),
        form({ subject: 'Тема', body: 'Текст' }, [{ name: 'пустой.txt', content: '' }]),
      );
      expect(empty.json()).toEqual(errorBody('EMPTY_FILE', 'Файл пустой'));
      const misplaced = await plain(
        'POST',
        chat(2),
        form({ subject: 'Тема', body: 'Текст' }, [{ field: 'subject', name: 'a.txt', content: 'x' }]),
      );
      expect(misplaced.statusCode).toBe(400);
      expect(misplaced.json().details[0].message).toBe('subject: в этом поле файлы не принимаются');
      expect(readdirSync(documentsDir)).toEqual([]);
    });
  });

  describe('PUT main/communication/chat/{id}', () => {
    it('rates a resolved chat and reopens it with a message, forgetting the mark', async () => {
      const { id } = await createChat(plain);
      await asOperator(server)('PUT', `/chats/${id}`, { status: 'resolved' });
      const rated = await plain('PUT', chat(id), { action: 'rate', rating: 5, comment: 'Спасибо!' });
      expect(rated.statusCode).toBe(200);
      expect(ChatSchema.parse(rated.json()).rating).toEqual({
        value: 5,
        comment: 'Спасибо!',
        rated: expect.any(String),
      });
      const reopened = ChatSchema.parse(
        (await plain('PUT', chat(id), { action: 'reopen', text: 'Вопрос не решён' })).json(),
      );
      expect(reopened).toMatchObject({
        status: 'open',
        rating: null,
        lastMessage: { author: 'resident', text: 'Вопрос не решён' },
      });
    });

    it('answers 409 for rating an unresolved chat and reopening an open one', async () => {
      const { id } = await createChat(plain);
      const rate = await plain('PUT', chat(id), { action: 'rate', rating: 4 });
      expect(rate.statusCode).toBe(409);
      expect(rate.json()).toEqual(errorBody('NOT_RESOLVED', 'Оценить можно только решённое обращение'));
      const reopen = await plain('PUT', chat(id), { action: 'reopen' });
      expect(reopen.json()).toEqual(
        errorBody('NOT_REOPENABLE', 'Открыть заново можно только решённое или закрытое обращение'),
      );
    });

    it('answers 404 for another resident’s chat and 400 for a malformed body', async () => {
      await asOperator(server)('PUT', '/chats/1', { status: 'resolved' });
      const foreign = await plain('PUT', chat(1), { action: 'rate', rating: 5 });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(CHAT_NOT_FOUND);
      for (const body of [{ action: 'rate', rating: 6 }, { action: 'delete' }, '{"action":']) {
        const response = await server.app.inject({
          method: 'PUT',
          url: chat(1),
          headers: { authorization: `Bearer ${residentToken}`, 'content-type': 'application/json' },
          payload: typeof body === 'string' ? body : JSON.stringify(body),
        });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('POST main/communication/message', () => {
    it('adds the resident’s message with its documents and reopens a resolved chat', async () => {
      const { id } = await createChat(plain);
      await asOperator(server)('PUT', `/chats/${id}`, { status: 'resolved' });
      const response = await plain(
        'POST',
        MESSAGE,
        form({ chatId: id, text: 'Ещё вопрос' }, [{ name: 'акт.pdf', content: samplePdf() }]),
      );
      expect(response.statusCode).toBe(200);
      expect(ChatMessageSchema.parse(response.json())).toMatchObject({
        chatId: id,
        author: 'resident',
        text: 'Ещё вопрос',
        read: true,
        documents: [{ name: 'акт.pdf', contentType: 'application/pdf' }],
      });
      expect(ChatThreadSchema.parse((await plain('GET', chat(id))).json()).chat.status).toBe('open');
    });

    it('takes a message of documents only, but not an empty one', async () => {
      const { id } = await createChat(plain);
      expect(
        (await plain('POST', MESSAGE, form({ chatId: id }, [{ name: 'a.pdf', content: samplePdf() }]))).statusCode,
      ).toBe(200);
      const empty = await plain('POST', MESSAGE, form({ chatId: id, text: '  ' }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(errorBody('MESSAGE_EMPTY', 'Напишите сообщение или приложите файл'));
    });

    it('answers 404 for another resident’s chat and stores none of the files', async () => {
      const response = await plain(
        'POST',
        MESSAGE,
        form({ chatId: 1, text: 'Чужой чат' }, [{ name: 'a.pdf', content: samplePdf() }]),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(CHAT_NOT_FOUND);
      expect(readdirSync(documentsDir)).toEqual([]);
    });

    it('answers 400 for a malformed chat id or an overlong text, 413 for an oversized file, 400 for .part', async () => {
      const { id } = await createChat(plain);
      expect((await plain('POST', MESSAGE, form({ chatId: 'abc', text: 'x' }))).statusCode).toBe(400);
      expect((await plain('POST', MESSAGE, form({ chatId: id, text: 'я'.repeat(10_001) }))).statusCode).toBe(400);
      const large = await plain(
        'POST',
        MESSAGE,
        form({ chatId: id }, [{ name: 'b.pdf', content: zeros(COMMUNICATION_LIMITS.fileMaxBytes + 1) }]),
      );
      expect(large.statusCode).toBe(413);
      const part = await plain('POST', MESSAGE, form({ chatId: id }, [{ name: 'b.pdf.part', content: samplePdf() }]));
      expect(part.json()).toEqual(errorBody('FORBIDDEN_FILE_EXTENSION', 'Нельзя загрузить файл с расширением .part'));
    });
  });
});
