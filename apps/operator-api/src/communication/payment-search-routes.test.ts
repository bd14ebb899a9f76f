import { beforeEach, describe, expect, it } from 'vitest';
import { ChatSchema, ChatThreadSchema, COMMUNICATION_LIMITS } from '@resident/contract';
import { accessTokenOf, asResident, form, zeros } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { samplePdf } from '../test-support/sample-files.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';

const URL = '/api/v3/client/createFindPaymentChat';
const DAY = 24 * 60 * 60 * 1000;
const dateOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const display = (date: string) => date.split('-').reverse().join('.');

// Communication's rows are in the app's store: PostgreSQL with DATABASE_URL, served the same.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);
  let server: TestServer;
  let plain: ReturnType<typeof asResident>;

  beforeEach(async () => {
    server = backendServer.server;
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
  });

  // Ten days ago: a date in the past whatever day the suite runs.
  const paidOn = () => dateOf(server.clock.now() - 10 * DAY);
  const payment = (fields: Record<string, string | number> = {}) => ({
    contragentId: 6,
    paymentDate: paidOn(),
    amount: '1520.50',
    ...fields,
  });

  describe('POST client/createFindPaymentChat', () => {
    it('opens a payment-search chat whose first message states the payment, with the receipt attached', async () => {
      const response = await plain(
        'POST',
        URL,
        form(payment({ paymentPlace: 'Сбербанк Онлайн' }), [{ name: 'чек.pdf', content: samplePdf() }]),
      );
      expect(response.statusCode).toBe(200);
      const chat = ChatSchema.parse(response.json());
      expect(chat).toMatchObject({
        subject: `Поиск платежа от ${display(paidOn())} на сумму 1\u00a0520,50 ₽`,
        category: { code: 'payment-search', name: 'Поиск платежа' },
        status: 'open',
        contragentId: 6,
      });
      expect(chat.lastMessage?.text).toBe(
        `Платёж не отражён на лицевом счёте 7700000006.\nДата платежа: ${display(paidOn())}\nСумма: 1\u00a0520,50 ₽\nГде оплачен: Сбербанк Онлайн`,
      );
      expect(chat.lastMessage?.documents).toEqual([
        expect.objectContaining({ name: 'чек.pdf', contentType: 'application/pdf' }),
      ]);
      const thread = ChatThreadSchema.parse((await plain('GET', `/api/v3/main/communication/chat/${chat.id}`)).json());
      expect(thread.messages).toHaveLength(1);
    });

    it('answers 404 for another resident’s account', async () => {
      const response = await plain('POST', URL, form(payment({ contragentId: 1 })));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorBody('NOT_FOUND', 'Лицевой счёт не найден'));
    });

    it.each([
      [{ amount: '1520,50' }, 'amount: Проверьте правильность введенных данных'],
      [{ amount: '0' }, 'amount: Сумма должна быть больше нуля'],
      [{ paymentDate: '01.06.2026' }, 'paymentDate: '],
      [{ contragentId: 'x' }, 'contragentId: '],
    ])('answers 400 for malformed fields %#', async (fields, message) => {
      const response = await plain('POST', URL, form(payment(fields)));
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0]).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining(message),
      });
    });

    it('answers 400 for a date in the future or before 2019', async () => {
      // Two days ahead is the future even in Kamchatka.
      const future = dateOf(server.clock.now() + 2 * DAY);
      expect((await plain('POST', URL, form(payment({ paymentDate: future })))).json()).toEqual(
        errorBody('VALIDATION', 'Дата платежа не может быть позже сегодняшней'),
      );
      expect((await plain('POST', URL, form(payment({ paymentDate: '2018-12-31' })))).json()).toEqual(
        errorBody('VALIDATION', 'Дата платежа не может быть раньше 01.01.2019'),
      );
    });

    it('answers 400 for a .crdownload receipt and 413 for one over 25 MB', async () => {
      const partial = await plain('POST', URL, form(payment(), [{ name: 'чек.pdf.crdownload', content: samplePdf() }]));
      expect(partial.json()).toEqual(
        errorBody('FORBIDDEN_FILE_EXTENSION', 'Нельзя загрузить файл с расширением .crdownload'),
      );
      const large = await plain(
        'POST',
        URL,
        form(payment(), [{ name: 'чек.pdf', content: zeros(COMMUNICATION_LIMITS.fileMaxBytes + 1) }]),
      );
      expect(large.statusCode).toBe(413);
    });
  });
});
