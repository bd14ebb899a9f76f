import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonthChargesSchema } from '@resident/contract';
import type { MonthCharges } from '@resident/contract';
import { startDemoBillingServer } from '../test-support/billing-server.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import { accessTokenOf, asResident } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { outboxAttachment, outboxMessages } from '../test-support/stored-mail.ts';

let server: TestServer;
let resident: ReturnType<typeof asResident>;

const rubles = (kopecks: number) =>
  `${kopecks < 0 ? '-' : ''}${Math.floor(Math.abs(kopecks) / 100)
    .toLocaleString('ru-RU')
    .replace(/\s/g, ' ')},${String(Math.abs(kopecks) % 100).padStart(2, '0')}`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // Non-breaking spaces come out of the text layer as they went in, or as spaces: compare as spaces.
  return text.replace(/\u00a0/g, ' ');
}

/** The base font names of the fonts embedded in the document (pdfkit writes its dictionaries uncompressed). */
function fontNames(bytes: Uint8Array): string[] {
  return [
    ...Buffer.from(bytes)
      .toString('latin1')
      .matchAll(/\/BaseFont \/([\w+-]+)/g),
  ].map((match) => match[1] ?? '');
}

async function monthOf(contragentId: number, period: string, as = resident): Promise<MonthCharges> {
  return MonthChargesSchema.parse((await as('GET', `/api/v3/client/${contragentId}/billing/charges/${period}`)).json());
}

// The ledger is on the async store: the same documents on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startDemoBillingServer({ databaseUrl: database.databaseUrl });
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
  });

  afterAll(async () => {
    await server.app.close();
    await database.drop();
  });

  describe('GET billing/receipts/{period}', () => {
    it('is a PDF download with real Russian text, the account, the breakdown and the amount due', async () => {
      const response = await resident('GET', '/api/v3/client/1/billing/receipts/2026-03');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('Квитанция_7700000001_2026-03.pdf')}`,
      );
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(bytes);
      const month = await monthOf(1, '2026-03');
      expect(text).toContain('Квитанция за март 2026');
      expect(text).toContain('Лицевой счёт: 7700000001');
      expect(text).toContain('Плательщик: Иванов Иван Иванович');
      expect(text).toContain('ИНН 6950001236, КПП 695001001');
      expect(text).toContain(`Итого к оплате: ${rubles(month.totals.toPay)} руб.`);
      expect(text).toContain('Оплатить до 10.04.2026');
      expect(text).toContain(
        `Обращение с ТКО чел. 0,178 3 ${rubles(month.lines[0]?.tariff ?? 0)} ${rubles(month.totals.accrued)}`,
      );
    });

    it('embeds a subset of the Cyrillic TrueType font and says it is Russian, with a title', async () => {
      const bytes = (await resident('GET', '/api/v3/client/1/billing/receipts/2026-03')).rawPayload;
      const names = fontNames(bytes);
      // A subset's name is '<tag>+<font>', the tag six capital letters.
      expect(names).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+DejaVuSans$/));
      expect(names).toContainEqual(expect.stringMatching(/^[A-Z]{6}\+DejaVuSans-Bold$/));
      const document = await getDocumentProxy(new Uint8Array(bytes));
      const { info } = (await document.getMetadata()) as { info: { Title?: string } };
      expect(info.Title).toBe('Квитанция за март 2026, лицевой счёт 7700000001');
      expect(Buffer.from(bytes).toString('latin1')).toContain('/Lang (ru)');
      // The font is a subset: far smaller than DejaVu Sans' 750 KB.
      expect(bytes.length).toBeLessThan(120_000);
    });

    it('shows the advance instead of an amount due for an overpaid account', async () => {
      const plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
      const month = await monthOf(6, '2026-05', plain);
      const text = await pdfText((await plain('GET', '/api/v3/client/6/billing/receipts/2026-05')).rawPayload);
      expect(text).toContain(`Переплата (аванс): ${rubles(-month.totals.debtEnd)} руб.`);
      expect(text).not.toContain('Итого к оплате');
    });

    it('answers 404 for a month outside the ledger and 400 for a bad period', async () => {
      const outside = await resident('GET', '/api/v3/client/1/billing/receipts/2019-05');
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toEqual(errorBody('NOT_FOUND', 'За май 2019 начислений нет'));
      const bad = await resident('GET', '/api/v3/client/1/billing/receipts/2026-00');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message: 'period: Период в формате ГГГГ-ММ' }],
      });
    });
  });

  describe('POST billing/receipts/{period}/send («Не получил квитанцию»)', () => {
    it('writes the receipt with the PDF to the outbox for the resident’s email and answers it masked', async () => {
      const response = await resident('POST', '/api/v3/client/1/billing/receipts/2026-04/send');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sentTo: 'r***@demo.ru' });
      const [message] = await outboxMessages(server, 'receipt');
      expect(message).toMatchObject({
        kind: 'receipt',
        to: 'resident@demo.ru',
        subject: 'Квитанция за апрель 2026 — лицевой счёт 7700000001',
        status: 'stored',
        attachments: [{ fileName: 'Квитанция_7700000001_2026-04.pdf', contentType: 'application/pdf' }],
      });
      const file = await outboxAttachment(server, message!.id, message!.attachments[0]!.id);
      expect(file?.contentType).toBe('application/pdf');
      expect(await pdfText(file!.content)).toContain('Квитанция за апрель 2026');
    });

    it('mails a month’s receipt once an hour: four clicks at once send one mail, the rest answer 429 with the wait', async () => {
      const receipts = async () => (await outboxMessages(server, 'receipt')).length;
      const before = await receipts();
      const clicks = await Promise.all(
        Array.from({ length: 4 }, () => resident('POST', '/api/v3/client/1/billing/receipts/2026-03/send')),
      );
      expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 429, 429, 429]);
      const refused = clicks.find((click) => click.statusCode === 429)!;
      // The minutes left: 60 unless this machine took over a minute between the clicks.
      const minutes = Number(/через (\d+) мин\.$/.exec(refused.json<{ message: string }>().message)?.[1]);
      expect(minutes).toBeGreaterThanOrEqual(59);
      expect(refused.json()).toEqual(
        errorBody(
          'RECEIPT_SENT_RECENTLY',
          `Квитанцию за март 2026 уже отправили на вашу почту в течение последнего часа. Проверьте папку «Спам». Отправить её ещё раз можно через ${minutes} мин.`,
        ),
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(58 * 60);
      expect(await receipts()).toBe(before + 1);
      // Another month's receipt is its own.
      expect((await resident('POST', '/api/v3/client/1/billing/receipts/2026-02/send')).statusCode).toBe(200);
      expect(await receipts()).toBe(before + 2);
    });

    it('answers 404 for a month outside the ledger and sends nothing', async () => {
      const before = (await outboxMessages(server)).length;
      const response = await resident('POST', '/api/v3/client/1/billing/receipts/2030-01/send');
      expect(response.statusCode).toBe(404);
      expect(await outboxMessages(server)).toHaveLength(before);
    });
  });

  describe('GET billing/reconciliation', () => {
    it('states the opening balance, each month and the closing balance of the period', async () => {
      const response = await resident('GET', '/api/v3/client/2/billing/reconciliation?from=2025-01&to=2025-12');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        encodeURIComponent('Акт_сверки_7700000002_2025-01_2025-12.pdf'),
      );
      const text = await pdfText(response.rawPayload);
      const january = await monthOf(2, '2025-01');
      const december = await monthOf(2, '2025-12');
      expect(text).toContain('Акт сверки взаимных расчётов');
      expect(text).toContain('за период с 01.01.2025 по 31.12.2025');
      expect(text).toContain(`Сальдо на 01.01.2025: задолженность ${rubles(january.totals.debtStart)} руб.`);
      expect(text).toContain(`Сальдо на 31.12.2025: задолженность ${rubles(december.totals.debtEnd)} руб.`);
      expect(text).toContain(`январь 2025 ${rubles(january.totals.accrued)}`);
      expect(text).toContain('декабрь 2025');
    });

    it('runs over pages for ten years of months', async () => {
      const response = await resident('GET', '/api/v3/client/1/billing/reconciliation?from=2022-06&to=2026-05');
      expect(response.statusCode).toBe(200);
      const document = await getDocumentProxy(new Uint8Array(response.rawPayload));
      expect(document.numPages).toBeGreaterThanOrEqual(2);
      expect(await pdfText(response.rawPayload)).toContain('май 2026');
    });

    it.each([
      [
        'from=2025-12&to=2025-01',
        400,
        errorBody('VALIDATION', 'from: Начало периода не может быть позже его окончания'),
      ],
      [
        'from=2019-01&to=2025-01',
        404,
        errorBody('NOT_FOUND', 'Акт сверки можно получить за месяцы с 06.2022 по 05.2026'),
      ],
      [
        'from=2026-01&to=2026-12',
        404,
        errorBody('NOT_FOUND', 'Акт сверки можно получить за месяцы с 06.2022 по 05.2026'),
      ],
    ])('refuses %s', async (query, status, body) => {
      const response = await resident('GET', `/api/v3/client/1/billing/reconciliation?${query}`);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    });

    it.each(['', 'from=', 'from=2025-01', 'from=2025-1&to=2025-02', 'from=январь&to=2025-02'])(
      'answers 400 for the query «%s»',
      async (query) => {
        const response = await resident('GET', `/api/v3/client/1/billing/reconciliation?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          details: expect.arrayContaining([expect.objectContaining({ code: 'VALIDATION' })]),
          message: 'Проверьте правильность введенных данных',
        });
      },
    );
  });
});
