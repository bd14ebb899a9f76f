import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BillingPeriodsSchema,
  BillingSummarySchema,
  MonthChargesSchema,
  PaymentHistoryPageSchema,
} from '@resident/contract';
import { accessTokenOf, asResident } from '../test-support/communication-client.ts';
import { errorBody } from '../test-support/error-body.ts';
import { startDemoBillingServer } from '../test-support/billing-server.ts';
import { BACKENDS, createTestDatabase } from '../test-support/test-databases.ts';
import type { TestDatabase } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { outboxMessages } from '../test-support/stored-mail.ts';

const ACCOUNT_NOT_FOUND = errorBody('NOT_FOUND', 'Лицевой счёт не найден');

let server: TestServer;
let resident: ReturnType<typeof asResident>;
let plain: ReturnType<typeof asResident>;

/** Every billing call with a valid period/query: each must refuse a guest and a stranger. */
const BILLING_CALLS = [
  ['GET', '/billing/summary'],
  ['GET', '/billing/periods'],
  ['GET', '/billing/charges/2026-04'],
  ['GET', '/billing/payments'],
  ['GET', '/billing/payments/export?format=csv'],
  ['GET', '/billing/payments/export?format=xlsx'],
  ['GET', '/billing/receipts/2026-04'],
  ['POST', '/billing/receipts/2026-04/send'],
  ['GET', '/billing/reconciliation?from=2025-01&to=2025-12'],
] as const;

// The ledger is on the async store: the same answers on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    server = await startDemoBillingServer({ databaseUrl: database.databaseUrl });
    resident = asResident(server, await accessTokenOf(server, 'resident@demo.ru'));
    plain = asResident(server, await accessTokenOf(server, 'plain@demo.ru'));
  });

  afterAll(async () => {
    await server.app.close();
    await database.drop();
  });

  it.runIf(backend === 'postgres')(
    'keeps the ledger in PostgreSQL and answers the same kopecks as on SQLite',
    async () => {
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        const counts = await client.query<Record<string, string>>(`SELECT (SELECT COUNT(*) FROM ledger_lines) AS lines,
        (SELECT COUNT(*) FROM billing_accounts) AS accounts`);
        // Five accounts of 48 months and the closed one of 40.
        expect(counts.rows).toEqual([{ lines: String(5 * 48 + 40), accounts: '6' }]);
      } finally {
        await client.end();
      }
      const sqlite = await startDemoBillingServer();
      try {
        for (const [login, contragentId, period] of [
          ['resident@demo.ru', 1, '2026-05'],
          ['resident@demo.ru', 2, '2025-12'],
          ['closed@demo.ru', 4, '2025-09'],
          ['debtor@demo.ru', 5, '2026-05'],
          ['plain@demo.ru', 6, '2026-05'],
        ] as const) {
          const [here, there] = [
            asResident(server, await accessTokenOf(server, login)),
            asResident(sqlite, await accessTokenOf(sqlite, login)),
          ];
          for (const path of ['/billing/summary', `/billing/charges/${period}`]) {
            const url = `/api/v3/client/${contragentId}${path}`;
            expect((await here('GET', url)).json()).toEqual((await there('GET', url)).json());
          }
        }
      } finally {
        await sqlite.app.close();
      }
    },
  );

  describe('billing: who may ask', () => {
    it.each(BILLING_CALLS)('%s client/{id}%s answers 401 to a guest', async (method, path) => {
      for (const authorization of [undefined, 'Bearer not-a-real-token']) {
        const response = await server.app.inject({
          method,
          url: `/api/v3/client/1${path}`,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorBody('UNAUTHORIZED', 'Требуется вход в личный кабинет'));
      }
    });

    it.each(BILLING_CALLS)(
      '%s client/{id}%s answers 404 for another resident’s account, like a missing one',
      async (method, path) => {
        for (const id of [1, 999]) {
          const response = await plain(method, `/api/v3/client/${id}${path}`);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual(ACCOUNT_NOT_FOUND);
        }
        // Nothing was sent on the stranger's behalf.
        expect(await outboxMessages(server)).toEqual([]);
      },
    );
  });

  describe('GET billing/summary', () => {
    const summaryOf = async (login: string, contragentId: number) =>
      BillingSummarySchema.parse(
        (
          await asResident(server, await accessTokenOf(server, login))(
            'GET',
            `/api/v3/client/${contragentId}/billing/summary`,
          )
        ).json(),
      );

    it('tells the resident who pays on time that only the current month is owed', async () => {
      const summary = await summaryOf('resident@demo.ru', 1);
      expect(summary).toMatchObject({
        contragentId: 1,
        numberPersonalAccount: '7700000001',
        isClosed: false,
        lastCharge: { period: '2026-05', dueDate: '2026-06-10' },
        latestReceiptPeriod: '2026-05',
        pendingPayments: 0,
        pendingAmount: 0,
      });
      expect(summary.debt).toBe(summary.lastCharge?.accrued);
    });

    it('shows the debtors’ debt, the advance and the closed account settled', async () => {
      expect((await summaryOf('debtor@demo.ru', 5)).debt).toBeGreaterThan(1_000_000);
      expect((await summaryOf('resident@demo.ru', 2)).debt).toBeGreaterThan(300_000);
      expect((await summaryOf('plain@demo.ru', 6)).debt).toBeLessThan(0);
      expect(await summaryOf('closed@demo.ru', 4)).toMatchObject({
        isClosed: true,
        debt: 0,
        lastCharge: { period: '2025-09' },
        latestReceiptPeriod: '2025-09',
      });
    });
  });

  describe('GET billing/periods and billing/charges/{period}', () => {
    it('lists 48 months newest first, and every month adds up exactly, one month to the next', async () => {
      const { periods } = BillingPeriodsSchema.parse(
        (await resident('GET', '/api/v3/client/1/billing/periods')).json(),
      );
      expect(periods).toHaveLength(48);
      expect(periods[0]).toBe('2026-05');
      expect(periods.at(-1)).toBe('2022-06');
      let nextStart: number | undefined;
      for (const period of periods) {
        const response = await resident('GET', `/api/v3/client/1/billing/charges/${period}`);
        expect(response.statusCode).toBe(200);
        const month = MonthChargesSchema.parse(response.json());
        const { totals } = month;
        expect(totals.debtEnd).toBe(
          totals.debtStart + totals.accrued + totals.recalculation + totals.penalty - totals.benefit - totals.paid,
        );
        for (const key of ['accrued', 'recalculation', 'penalty', 'benefit', 'paid', 'debtStart', 'debtEnd'] as const) {
          expect(totals[key]).toBe(month.lines.reduce((sum, line) => sum + line[key], 0));
        }
        expect(month.lines[0]).toMatchObject({
          serviceName: 'Обращение с ТКО',
          unit: 'person',
          residents: 3,
          quantity: '3',
          area: '54.3',
          norm: '0.178',
        });
        expect(month.lines[0]?.accrued).toBe((month.lines[0]?.tariff ?? 0) * 3);
        if (nextStart !== undefined) expect(totals.debtEnd).toBe(nextStart);
        nextStart = totals.debtStart;
      }
    });

    it('answers 404 with the month named for a month outside the ledger', async () => {
      for (const [period, name] of [
        ['2019-05', 'май 2019'],
        ['2026-06', 'июнь 2026'],
      ]) {
        const response = await resident('GET', `/api/v3/client/1/billing/charges/${period}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(errorBody('NOT_FOUND', `За ${name} начислений нет`));
      }
      const closed = asResident(server, await accessTokenOf(server, 'closed@demo.ru'));
      expect((await closed('GET', '/api/v3/client/4/billing/charges/2025-10')).statusCode).toBe(404);
    });

    it.each(['2026-13', '2026-5', 'май', '2026-05-01', '0000-00'])('answers 400 for the period %s', async (period) => {
      const response = await resident('GET', `/api/v3/client/1/billing/charges/${encodeURIComponent(period)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message: 'period: Период в формате ГГГГ-ММ' }],
      });
    });
  });

  describe('GET billing/payments', () => {
    it('pages the whole history newest first', async () => {
      const first = PaymentHistoryPageSchema.parse(
        (await resident('GET', '/api/v3/client/1/billing/payments?size=5')).json(),
      );
      // The ledger's 48 monthly payments and the seeded installment agreement's first payment.
      expect(first).toMatchObject({ page: 1, size: 5, totalElements: 49, totalPages: 10 });
      const second = PaymentHistoryPageSchema.parse(
        (await resident('GET', '/api/v3/client/1/billing/payments?size=5&page=2')).json(),
      );
      const times = [...first.content, ...second.content].map((payment) => payment.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect(new Set(times).size).toBe(10);
      expect(first.content[0]).toMatchObject({ status: 'succeeded', purpose: 'charges' });
    });

    it('filters by Moscow calendar dates, both included', async () => {
      const page = PaymentHistoryPageSchema.parse(
        (await resident('GET', '/api/v3/client/1/billing/payments?from=2025-01-01&to=2025-12-31&size=100')).json(),
      );
      expect(page.totalElements).toBe(12);
      for (const payment of page.content) expect(payment.createdAt.slice(0, 4)).toBe('2025');
      const one = PaymentHistoryPageSchema.parse(
        (
          await resident(
            'GET',
            `/api/v3/client/1/billing/payments?from=${page.content[0]?.createdAt.slice(0, 10)}&to=${page.content[0]?.createdAt.slice(0, 10)}`,
          )
        ).json(),
      );
      expect(one.content.map((payment) => payment.id)).toEqual([page.content[0]?.id]);
    });

    it.each([
      ['from=2025-12-31&to=2025-01-01', 'from: Начало периода не может быть позже его окончания'],
      ['from=2025-02-30', 'from: Такой даты нет в календаре'],
      ['to=2025-13-01', 'to: Такой даты нет в календаре'],
    ])('answers 400 for %s', async (query, message) => {
      const response = await resident('GET', `/api/v3/client/1/billing/payments?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody('VALIDATION', message));
    });

    it.each(['from=01.01.2025', 'size=101', 'page=0', 'size=abc'])('answers 400 for the query %s', async (query) => {
      const response = await resident('GET', `/api/v3/client/1/billing/payments?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        details: [{ code: 'VALIDATION' }],
        message: 'Проверьте правильность введенных данных',
      });
    });
  });

  describe('GET billing/payments/export', () => {
    it('writes a CSV Russian Excel opens: BOM, semicolons, rubles with a comma, an attachment', async () => {
      const response = await resident(
        'GET',
        '/api/v3/client/1/billing/payments/export?format=csv&from=2025-01-01&to=2025-12-31',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename=________7700000001_2025-01-01_2025-12-31.csv; filename*=UTF-8''${encodeURIComponent('Платежи_7700000001_2025-01-01_2025-12-31.csv')}`,
      );
      const bytes = response.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe('Дата;Сумма, руб.;Статус;Вид;Что оплачено;Способ оплаты;Описание');
      expect(lines.at(-1)).toBe('');
      const rows = lines.slice(1, -1);
      expect(rows).toHaveLength(12);
      for (const row of rows)
        expect(row).toMatch(
          /^\d{2}\.\d{2}\.2025 \d{2}:\d{2};\d+,\d{2};Зачислен;Оплата по квитанции;Услуга по обращению с ТКО;(Банковская карта|Банк);(Оплата картой|Платёж через банк)$/,
        );
      const history = PaymentHistoryPageSchema.parse(
        (await resident('GET', '/api/v3/client/1/billing/payments?from=2025-01-01&to=2025-12-31&size=100')).json(),
      );
      expect(rows.map((row) => row.split(';')[1])).toEqual(
        history.content.map(
          (payment) => `${Math.floor(payment.amount / 100)},${String(payment.amount % 100).padStart(2, '0')}`,
        ),
      );
    });

    it('writes an XLSX workbook', async () => {
      const response = await resident('GET', '/api/v3/client/1/billing/payments/export?format=xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('Платежи_7700000001.xlsx')}`,
      );
      // A zip container (PK\x03\x04).
      expect([...response.rawPayload.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    });

    it.each(['format=pdf', '', 'format=csv&from=2025-12-31&to=2025-01-01'])('answers 400 for %s', async (query) => {
      const response = await resident('GET', `/api/v3/client/1/billing/payments/export?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION' }] });
    });
  });
});
