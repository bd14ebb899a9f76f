import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  absenceDays,
  ChangeObjectCommentSchema,
  COMMUNICATION_LIMITS,
  ChangeObjectSchema,
  ChangeObjectsPageSchema,
  ChangeObjectWithCommentsSchema,
} from '@resident/contract';
import type { ChangeObject } from '@resident/contract';
import { accessTokenOf, asOperator, asResident, form, zeros } from '../test-support/communication-client.ts';
import type { UploadFile } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf, samplePng } from '../test-support/sample-files.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { linkAccount } from '../test-support/resident-rows.ts';

// resident@demo.ru owns accounts 1 and 2 (request П-000123 on 1); plain@demo.ru owns account 6.
const objects = (contragentId: number) => `/api/v3/client/${contragentId}/changeObjects`;
const object = (contragentId: number, id: number | string) => `${objects(contragentId)}/${id}`;
const ACCOUNT_NOT_FOUND = errorBody('NOT_FOUND', 'Лицевой счёт не найден');
const REQUEST_NOT_FOUND = errorBody('NOT_FOUND', 'Заявка на перерасчёт не найдена');
const EACH_TYPE = errorBody('DOCUMENTS_OF_EACH_TYPE', 'Загрузите документы каждого типа');

const ticket: UploadFile = { field: 'ticket', name: 'билеты.pdf', content: samplePdf() };
const certificate: UploadFile = { field: 'certificate', name: 'справка.png', content: samplePng() };
const absence = { kind: 'absence', periodStart: '2026-04-01', periodEnd: '2026-04-20', comment: 'Был в командировке' };

// Communication's rows are in the app's store: PostgreSQL with DATABASE_URL, served the same.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  let server: TestServer;
  let dbPath: string;
  let documentsDir: string;
  let resident: ReturnType<typeof asResident>;
  let plain: ReturnType<typeof asResident>;

  beforeEach(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'change-objects-'));
    dbPath = join(dir, 'operator.db');
    documentsDir = join(dir, 'documents');
    database = await createTestDatabase(backend);
    server = await startTestServer({ dbPath, documentsDir, databaseUrl: database.databaseUrl });
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
  });

  afterEach(async () => {
    await server.app.close();
    await database.drop();
  });

  async function create(
    fields: Record<string, string | number> = absence,
    files: UploadFile[] = [ticket, certificate],
  ): Promise<ChangeObject> {
    const response = await plain('POST', objects(6), form(fields, files));
    expect(response.statusCode).toBe(200);
    return ChangeObjectSchema.parse(response.json());
  }

  describe('bearer protection', () => {
    it.each([
      ['GET', objects(1)],
      ['POST', objects(1)],
      ['GET', object(1, 1)],
      ['PUT', object(1, 1)],
      ['POST', `${object(1, 1)}/comments`],
    ] as const)('%s %s answers 401 without a live token', async (method, url) => {
      expect((await server.app.inject({ method, url })).statusCode).toBe(401);
    });
  });

  describe('GET client/{contragentId}/changeObjects', () => {
    it('lists the seeded requests of resident@demo.ru with their details and unread comment', async () => {
      const page = ChangeObjectsPageSchema.parse((await resident('GET', objects(1))).json());
      // The open absence request, then the resolved one of the objects screen (seed-objects.ts).
      expect(page.content.map((request) => request.requestNumber)).toEqual(['П-000123', 'П-000098']);
      const [request] = page.content;
      expect(request).toMatchObject({
        requestNumber: 'П-000123',
        kind: 'absence',
        status: 'in_progress',
        contragentId: 1,
        unreadCount: 1,
      });
      expect(request?.details?.kind).toBe('absence');
      if (request?.details?.kind === 'absence')
        expect(absenceDays(request.details.periodStart, request.details.periodEnd)).toBe(20);
      expect(request?.lastComment).toMatchObject({ author: 'operator', read: false });
      expect(ChangeObjectsPageSchema.parse((await resident('GET', objects(2))).json()).totalElements).toBe(0);
    });

    it('filters by status and kind, pages from 1', async () => {
      await create();
      await create({ kind: 'wrong-charge', month: '2026-03', description: 'Начислено за двоих' }, []);
      const wrong = ChangeObjectsPageSchema.parse((await plain('GET', `${objects(6)}?kind=wrong-charge`)).json());
      expect(wrong.content.map((request) => request.kind)).toEqual(['wrong-charge']);
      expect(
        ChangeObjectsPageSchema.parse((await plain('GET', `${objects(6)}?status=resolved`)).json()).totalElements,
      ).toBe(0);
      expect(
        ChangeObjectsPageSchema.parse((await plain('GET', `${objects(6)}?size=1&page=2`)).json()).content,
      ).toHaveLength(1);
    });

    it('answers 404 for another resident’s account and 400 for a malformed query', async () => {
      const foreign = await plain('GET', objects(1));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(ACCOUNT_NOT_FOUND);
      expect((await plain('GET', `${objects(6)}?kind=moving`)).statusCode).toBe(400);
      expect((await plain('GET', objects(0))).statusCode).toBe(400);
    });
  });

  describe('POST client/{contragentId}/changeObjects', () => {
    it('files an absence with documents of each type under the next request number', async () => {
      const request = await create();
      expect(request).toMatchObject({
        requestNumber: 'П-000124',
        kind: 'absence',
        status: 'new',
        contragentId: 6,
        details: { kind: 'absence', periodStart: '2026-04-01', periodEnd: '2026-04-20' },
        unreadCount: 0,
        lastComment: { author: 'resident', text: 'Был в командировке' },
      });
      expect(request.lastComment?.documents.map((document) => [document.type, document.contentType])).toEqual([
        ['ticket', 'application/pdf'],
        ['certificate', 'image/png'],
      ]);
      expect((await create()).requestNumber).toBe('П-000125');
    });

    it.each([
      ['without a certificate', [ticket]],
      ['without a ticket', [certificate]],
      ['with other documents only', [{ ...ticket, field: 'other' }]],
    ])('refuses an absence %s: «Загрузите документы каждого типа», and keeps no file', async (_case, files) => {
      const response = await plain('POST', objects(6), form(absence, files));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(EACH_TYPE);
      expect(readdirSync(documentsDir)).toEqual([]);
    });

    it('files a change of residents with its confirmation and a wrong charge without documents', async () => {
      const residents = await create({ kind: 'residents', residentsCount: 3, changeDate: '2026-05-01' }, [
        { field: 'confirmation', name: 'выписка.pdf', content: samplePdf() },
      ]);
      expect(residents.details).toEqual({ kind: 'residents', residentsCount: 3, changeDate: '2026-05-01' });
      const missing = await plain(
        'POST',
        objects(6),
        form({ kind: 'residents', residentsCount: 3, changeDate: '2026-05-01' }),
      );
      expect(missing.json()).toEqual(EACH_TYPE);
      const wrong = await create({ kind: 'wrong-charge', month: '2026-03', description: 'Начислено за двоих' }, []);
      expect(wrong.details).toEqual({ kind: 'wrong-charge', month: '2026-03', description: 'Начислено за двоих' });
      expect(wrong.lastComment?.text).toBe('');
    });

    it.each([
      [{ ...absence, periodEnd: '2026-04-05' }, 'periodEnd: Перерасчёт делается за отсутствие более 5 дней'],
      [{ ...absence, periodEnd: '2026-03-01' }, 'periodEnd: Дата окончания раньше даты начала'],
      [{ kind: 'moving' }, 'kind: '],
      [{ kind: 'wrong-charge', month: '03.2026', description: 'x' }, 'month: Укажите месяц в формате ГГГГ-ММ'],
      [{ kind: 'residents', residentsCount: 'три', changeDate: '2026-05-01' }, 'residentsCount: '],
    ])('answers 400 for malformed fields %#', async (fields, message) => {
      const response = await plain('POST', objects(6), form(fields, [ticket, certificate]));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(message),
      });
      expect(readdirSync(documentsDir)).toEqual([]);
    });

    it('answers 404 for another resident’s account without reading the files', async () => {
      const response = await plain('POST', objects(1), form(absence, [ticket, certificate]));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(ACCOUNT_NOT_FOUND);
      expect(readdirSync(documentsDir)).toEqual([]);
    });

    it('answers 400 for .part and a file under an unknown type, 413 above 25 MB', async () => {
      const part = await plain(
        'POST',
        objects(6),
        form(absence, [ticket, { ...certificate, name: 'справка.png.part' }]),
      );
      expect(part.json()).toEqual(errorBody('FORBIDDEN_FILE_EXTENSION', 'Нельзя загрузить файл с расширением .part'));
      const unknown = await plain(
        'POST',
        objects(6),
        form(absence, [ticket, certificate, { ...ticket, field: 'passport' }]),
      );
      expect(unknown.statusCode).toBe(400);
      const large = await plain(
        'POST',
        objects(6),
        form(absence, [ticket, { ...certificate, content: zeros(COMMUNICATION_LIMITS.fileMaxBytes + 1) }]),
      );
      expect(large.statusCode).toBe(413);
      expect(readdirSync(documentsDir)).toEqual([]);
    });
  });

  describe('GET client/{contragentId}/changeObjects/{id}', () => {
    it('gives the request with all its comments, oldest first, and their documents', async () => {
      const response = await resident('GET', object(1, 1));
      expect(response.statusCode).toBe(200);
      const request = ChangeObjectWithCommentsSchema.parse(response.json());
      expect(request.requestNumber).toBe('П-000123');
      expect(request.comments.map((comment) => [comment.author, comment.read])).toEqual([
        ['resident', true],
        ['operator', false],
      ]);
    });

    it('answers 404 for another resident’s request, also when it is asked for under the caller’s own account', async () => {
      const mine = await create();
      expect((await resident('GET', object(1, mine.id))).json()).toEqual(REQUEST_NOT_FOUND);
      expect((await plain('GET', object(1, 1))).json()).toEqual(ACCOUNT_NOT_FOUND);
      // Account 1 shared with plain@demo.ru: still not their request.
      await linkAccount({ dbPath, databaseUrl: database.databaseUrl }, 7, 1);
      const shared = await plain('GET', object(1, 1));
      expect(shared.statusCode).toBe(404);
      expect(shared.json()).toEqual(REQUEST_NOT_FOUND);
      expect((await plain('GET', object(6, 'x'))).statusCode).toBe(400);
    });
  });

  describe('PUT client/{contragentId}/changeObjects/{id}', () => {
    it('rates a resolved request and reopens it with a comment', async () => {
      const { id } = await create();
      await asOperator(server)('PUT', `/change-objects/${id}`, { status: 'resolved' });
      const rated = ChangeObjectSchema.parse(
        (await plain('PUT', object(6, id), { action: 'rate', rating: 4, comment: 'Долго' })).json(),
      );
      expect(rated.rating).toMatchObject({ value: 4, comment: 'Долго' });
      const reopened = ChangeObjectSchema.parse(
        (await plain('PUT', object(6, id), { action: 'reopen', text: 'Пересчитали не всё' })).json(),
      );
      expect(reopened).toMatchObject({ status: 'new', rating: null, lastComment: { text: 'Пересчитали не всё' } });
    });

    it('answers 409 for rating an unresolved request, 404 for another’s, 400 for a bad body', async () => {
      const { id } = await create();
      expect((await plain('PUT', object(6, id), { action: 'rate', rating: 5 })).statusCode).toBe(409);
      expect((await plain('PUT', object(6, id), { action: 'reopen' })).statusCode).toBe(409);
      expect((await resident('PUT', object(1, id), { action: 'rate', rating: 5 })).json()).toEqual(REQUEST_NOT_FOUND);
      expect((await plain('PUT', object(6, id), { action: 'rate', rating: 0 })).statusCode).toBe(400);
    });
  });

  describe('POST client/{contragentId}/changeObjects/{id}/comments', () => {
    it('adds the missing document the operator asked for, typed by its field', async () => {
      const response = await resident(
        'POST',
        `${object(1, 1)}/comments`,
        form({ text: 'Прилагаю справку' }, [
          { field: 'certificate', name: 'справка.pdf', content: samplePdf() },
          { name: 'ещё.pdf', content: samplePdf() },
        ]),
      );
      expect(response.statusCode).toBe(200);
      const comment = ChangeObjectCommentSchema.parse(response.json());
      expect(comment).toMatchObject({ author: 'resident', text: 'Прилагаю справку', read: true });
      expect(comment.documents.map((document) => document.type)).toEqual(['certificate', 'other']);
    });

    it('answers 404 for another resident’s request, 400 for an empty comment, 413 for a large file', async () => {
      const foreign = await plain('POST', `${object(6, 1)}/comments`, form({ text: 'Чужая заявка' }));
      expect(foreign.json()).toEqual(REQUEST_NOT_FOUND);
      expect((await resident('POST', `${object(1, 1)}/comments`, form({ text: ' ' }))).json()).toEqual(
        errorBody('MESSAGE_EMPTY', 'Напишите сообщение или приложите файл'),
      );
      const large = await resident(
        'POST',
        `${object(1, 1)}/comments`,
        form({}, [{ name: 'a.pdf', content: zeros(COMMUNICATION_LIMITS.fileMaxBytes + 1) }]),
      );
      expect(large.statusCode).toBe(413);
      const crdownload = await resident(
        'POST',
        `${object(1, 1)}/comments`,
        form({}, [{ name: 'a.crdownload', content: samplePdf() }]),
      );
      expect(crdownload.statusCode).toBe(400);
    });
  });
});
