import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AdminInstallmentApplicationSchema,
  InstallmentApplicationSchema,
  InstallmentsSchema,
  TokenResponseSchema,
} from '@resident/contract';
import { INSTALLMENT_CONDITION_TEXTS, minFirstPaymentKopecks } from '@resident/contract/limits';
import { dateOf } from '../billing/period.ts';
import { DEMO_INSTALLMENT } from '../db/seed-installments.ts';
import { errorBody } from '../test-support/error-body.ts';
import { parsePayment, paymentBody, payWithCard, postPayment, SUCCESS_CARD } from '../test-support/payment-flow.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { INSTALLMENT_MESSAGES } from './installment-routes.ts';

let server: TestServer;

// resident@demo.ru: account 1 has the flag, the seeded agreement and a small debt; account 2 has no flag.
// debtor@demo.ru: account 5 has the flag and a debt well above 3 000 ₽. plain@demo.ru: account 6, no flag.
const RESIDENT = { login: 'resident@demo.ru', registerAccount: 1, plainAccount: 2 };
const DEBTOR = { login: 'debtor@demo.ru', account: 5 };

async function tokenOf(login: string): Promise<string> {
  return TokenResponseSchema.parse((await server.login(login)).json()).access_token;
}

function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url: `/api/v3/client/${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function admin(method: 'GET' | 'POST', url: string, payload?: unknown, token = TEST_ADMIN_TOKEN) {
  return server.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function registryOf(token: string, contragentId: number) {
  const response = await call(token, 'GET', `${contragentId}/installments`);
  expect(response.statusCode).toBe(200);
  return InstallmentsSchema.parse(response.json());
}

// Installments are on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  it.runIf(backend === 'postgres')('keeps the applications, agreements and schedules in PostgreSQL', async () => {
    const debtor = await tokenOf(DEBTOR.login);
    const { debt } = await registryOf(debtor, DEBTOR.account);
    const sent = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, {
      firstPayment: minFirstPaymentKopecks(debt),
      months: 3,
    });
    expect(
      (await admin('POST', `/installments/${InstallmentApplicationSchema.parse(sent.json()).id}/approve`)).statusCode,
    ).toBe(200);
    const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
    await client.connect();
    try {
      const counts = await client.query<
        Record<string, string>
      >(`SELECT (SELECT COUNT(*) FROM installment_applications) AS applications,
        (SELECT COUNT(*) FROM installment_agreements) AS agreements, (SELECT COUNT(*) FROM installment_payments) AS payments`);
      // The seeded agreement of four payments and the debtor's of three.
      expect(counts.rows).toEqual([{ applications: '2', agreements: '2', payments: '7' }]);
    } finally {
      await client.end();
    }
  });

  describe('the registry', () => {
    it('shows the seeded agreement: one payment paid, one overdue, the rest due, and the remaining debt', async () => {
      const registry = await registryOf(await tokenOf(RESIDENT.login), RESIDENT.registerAccount);
      expect(registry.agreements).toHaveLength(1);
      const [agreement] = registry.agreements;
      expect(agreement).toMatchObject({
        number: 'РС-000001',
        debt: DEMO_INSTALLMENT.debt,
        months: 4,
        status: 'active',
      });
      expect(agreement?.payments.map((payment) => payment.status)).toEqual(['paid', 'overdue', 'due', 'due']);
      expect(agreement?.payments.map((payment) => payment.amount)).toEqual([144_000, 112_000, 112_000, 112_000]);
      expect(agreement?.paid).toBe(144_000);
      expect(agreement?.remaining).toBe(336_000);
      expect(agreement?.overdue).toBe(112_000);
      expect(String(agreement?.payments[1]?.dueDate) < dateOf(server.clock.now())).toBe(true);
      expect(registry.applications).toMatchObject([
        { status: 'approved', agreementId: agreement?.id, refusalReason: null },
      ]);
    });

    it('answers 404 for another resident’s account exactly like a missing one, and 403 without the flag', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const notFound = errorBody('NOT_FOUND', 'Лицевой счёт не найден');
      for (const url of [`${RESIDENT.registerAccount}/installments`, '9999/installments']) {
        const response = await call(debtor, 'GET', url);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
      const posted = await call(debtor, 'POST', `${RESIDENT.registerAccount}/installments/applications`, {
        firstPayment: 200_000,
        months: 3,
      });
      expect(posted.statusCode).toBe(404);

      const resident = await tokenOf(RESIDENT.login);
      const unavailable = await call(resident, 'GET', `${RESIDENT.plainAccount}/installments`);
      expect(unavailable.statusCode).toBe(403);
      expect(unavailable.json()).toEqual(errorBody('INSTALLMENTS_UNAVAILABLE', INSTALLMENT_MESSAGES.unavailable));
      expect(
        (
          await call(resident, 'POST', `${RESIDENT.plainAccount}/installments/applications`, {
            firstPayment: 200_000,
            months: 3,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('asks for a token', async () => {
      const response = await server.app.inject({ method: 'GET', url: `/api/v3/client/${DEBTOR.account}/installments` });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('an application', () => {
    it('breaking each condition is refused with 400 naming it, and nothing is stored', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const { debt } = await registryOf(debtor, DEBTOR.account);
      expect(debt).toBeGreaterThanOrEqual(300_000);
      const least = minFirstPaymentKopecks(debt);
      const cases = [
        [
          { firstPayment: least - 1, months: 3 },
          'INSTALLMENT_MIN_FIRST_PAYMENT',
          INSTALLMENT_CONDITION_TEXTS.minFirstPayment,
        ],
        [
          { firstPayment: debt, months: 3 },
          'INSTALLMENT_FIRST_PAYMENT_BELOW_DEBT',
          INSTALLMENT_CONDITION_TEXTS.firstPaymentBelowDebt,
        ],
        [{ firstPayment: least, months: 7 }, 'INSTALLMENT_MONTHS', INSTALLMENT_CONDITION_TEXTS.months],
        [{ firstPayment: least, months: 1 }, 'INSTALLMENT_MONTHS', INSTALLMENT_CONDITION_TEXTS.months],
      ] as const;
      for (const [body, code, message] of cases) {
        const response = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toEqual(errorBody(code, message));
      }
      // A debt under 3 000 ₽: resident@demo.ru's account 1.
      const resident = await tokenOf(RESIDENT.login);
      const small = await registryOf(resident, RESIDENT.registerAccount);
      expect(small.debt).toBeLessThan(300_000);
      const response = await call(resident, 'POST', `${RESIDENT.registerAccount}/installments/applications`, {
        firstPayment: 100_000,
        months: 3,
      });
      expect(response.statusCode).toBe(400);
      const body = errorBody('INSTALLMENT_MIN_DEBT', INSTALLMENT_CONDITION_TEXTS.minDebt);
      // The first condition named is the debt; the others it breaks follow in details.
      expect(response.json()).toMatchObject({
        message: body.message,
        details: expect.arrayContaining(body.details as unknown[]),
      });
      expect((response.json() as { details: unknown[] }).details[0]).toEqual({
        code: 'INSTALLMENT_MIN_DEBT',
        message: INSTALLMENT_CONDITION_TEXTS.minDebt,
      });
      expect((await registryOf(debtor, DEBTOR.account)).applications).toEqual([]);
    });

    it.each([
      ['a fraction of a kopeck', { firstPayment: 100_000.5, months: 3 }],
      ['a string', { firstPayment: '100000', months: 3 }],
      ['no months', { firstPayment: 100_000 }],
      ['a negative payment', { firstPayment: -5, months: 3 }],
      ['not an object', [1, 2]],
    ])('refuses bad input (%s) with 400, never 500', async (_case, body) => {
      const response = await call(
        await tokenOf(DEBTOR.login),
        'POST',
        `${DEBTOR.account}/installments/applications`,
        body,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION' }] });
    });

    it('a valid one waits for the operator; approved, it becomes an agreement with the schedule starting today', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const { debt } = await registryOf(debtor, DEBTOR.account);
      const firstPayment = minFirstPaymentKopecks(debt);
      const posted = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, {
        firstPayment,
        months: 6,
      });
      expect(posted.statusCode).toBe(201);
      const application = InstallmentApplicationSchema.parse(posted.json());
      expect(application).toMatchObject({ status: 'pending', debt, firstPayment, months: 6, agreementId: null });

      const again = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, {
        firstPayment,
        months: 3,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody('INSTALLMENT_PENDING', INSTALLMENT_MESSAGES.pending));

      const pending = await admin('GET', '/installments?status=pending');
      expect(pending.json()).toMatchObject([
        { id: application.id, login: DEBTOR.login, numberPersonalAccount: '7700000005' },
      ]);

      const approved = await admin('POST', `/installments/${application.id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(AdminInstallmentApplicationSchema.parse(approved.json())).toMatchObject({ status: 'approved' });
      expect((await admin('POST', `/installments/${application.id}/refuse`, { reason: 'Поздно' })).statusCode).toBe(
        409,
      );

      const registry = await registryOf(debtor, DEBTOR.account);
      const [agreement] = registry.agreements;
      expect(agreement).toMatchObject({
        debt,
        months: 6,
        paid: 0,
        remaining: debt,
        overdue: 0,
        concludedOn: dateOf(server.clock.now()),
      });
      expect(agreement?.payments).toHaveLength(6);
      expect(agreement?.payments[0]).toMatchObject({
        amount: firstPayment,
        status: 'due',
        dueDate: dateOf(server.clock.now()),
      });
      expect(agreement?.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(debt);
      expect(registry.applications).toMatchObject([
        { id: application.id, status: 'approved', agreementId: agreement?.id },
      ]);
    });

    it('sent ten times at once, is stored once: the others are 409', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const { debt } = await registryOf(debtor, DEBTOR.account);
      const body = { firstPayment: minFirstPaymentKopecks(debt), months: 3 };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, body)),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
      expect((await registryOf(debtor, DEBTOR.account)).applications).toHaveLength(1);
    });

    it('refused, it shows the operator’s reason and a new one may be sent', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const { debt } = await registryOf(debtor, DEBTOR.account);
      const body = { firstPayment: minFirstPaymentKopecks(debt), months: 2 };
      const application = InstallmentApplicationSchema.parse(
        (await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, body)).json(),
      );
      const empty = await admin('POST', `/installments/${application.id}/refuse`, { reason: '   ' });
      expect(empty.statusCode).toBe(400);
      const refused = await admin('POST', `/installments/${application.id}/refuse`, {
        reason: 'По счёту идёт судебное взыскание',
      });
      expect(refused.json()).toMatchObject({ status: 'refused', refusalReason: 'По счёту идёт судебное взыскание' });
      const registry = await registryOf(debtor, DEBTOR.account);
      expect(registry.agreements).toEqual([]);
      expect(registry.applications).toMatchObject([
        { status: 'refused', refusalReason: 'По счёту идёт судебное взыскание', agreementId: null },
      ]);
      expect((await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, body)).statusCode).toBe(201);
    });
  });

  describe('payments follow the schedule', () => {
    /** debtor@demo.ru applies for 3 months with the least first payment and the operator approves. */
    async function agreed(debtor: string) {
      const { debt } = await registryOf(debtor, DEBTOR.account);
      const sent = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, {
        firstPayment: minFirstPaymentKopecks(debt),
        months: 3,
      });
      expect(sent.statusCode).toBe(201);
      expect(
        (await admin('POST', `/installments/${InstallmentApplicationSchema.parse(sent.json()).id}/approve`)).statusCode,
      ).toBe(200);
      const [agreement] = (await registryOf(debtor, DEBTOR.account)).agreements;
      if (!agreement) throw new Error('no agreement');
      return agreement;
    }

    async function pay(debtor: string, amount: number) {
      const payment = parsePayment(
        await postPayment(
          server,
          debtor,
          DEBTOR.account,
          paymentBody({ amount, returnPath: '/resident/5/installments' }),
        ),
      );
      await payWithCard(server, payment, SUCCESS_CARD);
      return payment.id;
    }

    it('a card payment pays the oldest instalment, partly and then on into the next, and the registry shows it', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const agreement = await agreed(debtor);
      const [firstRow, secondRow] = agreement.payments;
      if (!firstRow || !secondRow) throw new Error('no schedule');

      await pay(debtor, 5_000);
      let [now] = (await registryOf(debtor, DEBTOR.account)).agreements;
      expect(now).toMatchObject({ paid: 5_000, remaining: agreement.debt - 5_000 });
      expect(now?.payments.map((row) => [row.paidAmount, row.status])).toEqual([
        [5_000, 'due'],
        [0, 'due'],
        [0, 'due'],
      ]);
      expect(now?.payments[0]?.paidAt).toBeNull();

      // The rest of the first instalment and 100 ₽ more: the first is paid, the second partly.
      await pay(debtor, firstRow.amount - 5_000 + 10_000);
      [now] = (await registryOf(debtor, DEBTOR.account)).agreements;
      expect(now?.payments.map((row) => [row.paidAmount, row.status])).toEqual([
        [firstRow.amount, 'paid'],
        [10_000, 'due'],
        [0, 'due'],
      ]);
      expect(now?.paid).toBe(firstRow.amount + 10_000);
      expect(now?.payments.map((row) => row.paidAt === null)).toEqual([false, true, true]);

      // A declined card allocates nothing.
      const declined = parsePayment(await postPayment(server, debtor, DEBTOR.account, paymentBody({ amount: 20_000 })));
      await payWithCard(server, declined, '4000 0000 0000 0002');
      expect((await registryOf(debtor, DEBTOR.account)).agreements[0]?.paid).toBe(firstRow.amount + 10_000);
    });

    it('one application per debt: refused (409) while the agreement is not paid off; with the debt paid, refused for want of a debt', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      const agreement = await agreed(debtor);
      const { debt } = await registryOf(debtor, DEBTOR.account);
      const again = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, {
        firstPayment: minFirstPaymentKopecks(debt),
        months: 2,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody('INSTALLMENT_AGREEMENT_ACTIVE', INSTALLMENT_MESSAGES.agreement));

      // The whole debt at once: every instalment is paid and the excess stays an ordinary payment.
      await pay(debtor, debt);
      const registry = await registryOf(debtor, DEBTOR.account);
      expect(registry.debt).toBeLessThanOrEqual(0);
      expect(registry.agreements[0]).toMatchObject({
        paid: agreement.debt,
        remaining: 0,
        overdue: 0,
        status: 'completed',
      });
      expect(
        registry.agreements[0]?.payments.every((row) => row.status === 'paid' && row.paidAmount === row.amount),
      ).toBe(true);
      const none = await call(debtor, 'POST', `${DEBTOR.account}/installments/applications`, {
        firstPayment: 100_000,
        months: 3,
      });
      expect(none.statusCode).toBe(400);
      expect((none.json() as { message: string }).message).toBe(INSTALLMENT_CONDITION_TEXTS.minDebt);
      expect((await registryOf(debtor, DEBTOR.account)).applications).toHaveLength(1);
    });

    it('a payment of another account leaves the schedule alone', async () => {
      const debtor = await tokenOf(DEBTOR.login);
      await agreed(debtor);
      const resident = await tokenOf(RESIDENT.login);
      const other = parsePayment(
        await postPayment(server, resident, RESIDENT.registerAccount, paymentBody({ amount: 30_000 })),
      );
      await payWithCard(server, other, SUCCESS_CARD);
      expect((await registryOf(debtor, DEBTOR.account)).agreements[0]?.paid).toBe(0);
    });
  });

  describe('the operator side', () => {
    it('needs the operator credential; a resident’s token is not one', async () => {
      expect((await admin('GET', '/installments', undefined, 'wrong')).statusCode).toBe(401);
      expect((await admin('GET', '/installments', undefined, await tokenOf(DEBTOR.login))).statusCode).toBe(401);
      expect((await admin('POST', '/installments/1/approve', undefined, 'wrong')).statusCode).toBe(401);
    });

    it('answers 404 for a missing application and 400 for a bad id or status', async () => {
      expect((await admin('POST', '/installments/999/approve')).json()).toEqual(
        errorBody('NOT_FOUND', INSTALLMENT_MESSAGES.notFound),
      );
      expect((await admin('POST', '/installments/abc/approve')).statusCode).toBe(400);
      expect((await admin('GET', '/installments?status=maybe')).statusCode).toBe(400);
    });
  });
});
