import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { LitigationSchema, PaymentSchema, StateDutyOrderSchema, UserResponseSchema } from '@resident/contract';
import { DEMO_CASE_NUMBER, DEMO_CLAIM_NUMBER, DEMO_STATE_DUTY } from '../db/seed-litigation.ts';
import { errorBody } from '../test-support/error-body.ts';
import {
  accessTokenOf,
  parsePayment,
  paymentBody,
  payWithCard,
  postPayment,
  SUCCESS_CARD,
} from '../test-support/payment-flow.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { ORDER_MESSAGES } from '../orders/order-messages.ts';
import { TEST_ADMIN_TOKEN } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { LITIGATION_MESSAGES } from './litigation-service.ts';

// debtor@demo.ru owns account 5 (the demo case and claim); plain@demo.ru owns account 6 (no cases).
const DEBTOR = 5;
let server: TestServer;
let debtor: string;

const litigationOf = async (token: string, contragentId = DEBTOR) =>
  LitigationSchema.parse((await server.getAs(token, `/api/v3/client/${contragentId}/litigation`)).json());
const orderFor = (token: string, contragentId = DEBTOR) =>
  server.app.inject({
    method: 'POST',
    url: `/api/v3/client/${contragentId}/litigation/state-duty/order`,
    headers: { authorization: `Bearer ${token}` },
  });
/** The operator records the duty a court put on the resident in a case. */
const setDuty = (caseId: number | string, body: unknown, token = TEST_ADMIN_TOKEN) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/admin/litigation-cases/${caseId}/state-duty`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as object,
  });

// Litigation is on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(async () => {
    server = backendServer.server;
    debtor = await accessTokenOf(server, 'debtor@demo.ru');
  });

  it.runIf(backend === 'postgres')('keeps the cases, hearings and documents in PostgreSQL', async () => {
    expect((await litigationOf(debtor)).cases).toHaveLength(2);
    const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
    await client.connect();
    try {
      const counts = await client.query<
        Record<string, string>
      >(`SELECT (SELECT COUNT(*) FROM litigation_cases) AS cases,
        (SELECT COUNT(*) FROM litigation_hearings) AS hearings, (SELECT COUNT(*) FROM litigation_documents) AS documents`);
      expect(counts.rows).toEqual([{ cases: '2', hearings: '2', documents: '1' }]);
    } finally {
      await client.end();
    }
  });

  describe('GET client/{contragentId}/litigation', () => {
    it("shows the debtor's case with its hearings, documents and unpaid duty, and the pre-trial claim", async () => {
      const litigation = await litigationOf(debtor);
      expect(litigation.stateDuty).toEqual({ debt: true, unpaid: DEMO_STATE_DUTY });
      expect(litigation.cases.map((item) => [item.kind, item.number])).toEqual([
        ['claim', DEMO_CLAIM_NUMBER],
        ['court', DEMO_CASE_NUMBER],
      ]);
      const courtCase = litigation.cases[1]!;
      expect(courtCase).toMatchObject({
        status: 'enforcement',
        claimed: 1_234_567,
        awarded: 1_234_567,
        stateDuty: { amount: DEMO_STATE_DUTY, paid: false },
      });
      expect(courtCase.enforcementStage).toMatch(/ФССП/);
      expect(courtCase.hearings).toHaveLength(2);
      expect(Date.parse(courtCase.hearings[1]!.startsAt)).toBeGreaterThan(server.clock.now());
      expect(courtCase.documents).toEqual([expect.objectContaining({ title: 'Решение суда' })]);
      expect(litigation.cases[0]).toMatchObject({
        court: null,
        awarded: null,
        stateDuty: null,
        hearings: [],
        documents: [],
      });
    });

    it('is empty for a resident without cases', async () => {
      const plain = await accessTokenOf(server, 'plain@demo.ru');
      expect(await litigationOf(plain, 6)).toEqual({ cases: [], stateDuty: { debt: false, unpaid: 0 } });
    });

    it("answers 404 for another resident's account, 401 without a token, 400 for a bad id", async () => {
      const plain = await accessTokenOf(server, 'plain@demo.ru');
      expect((await server.getAs(plain, `/api/v3/client/${DEBTOR}/litigation`)).statusCode).toBe(404);
      expect((await server.app.inject({ method: 'GET', url: `/api/v3/client/${DEBTOR}/litigation` })).statusCode).toBe(
        401,
      );
      expect((await server.getAs(debtor, '/api/v3/client/abc/litigation')).statusCode).toBe(400);
      expect((await server.getAs(debtor, '/api/v3/client/0/litigation')).statusCode).toBe(400);
    });
  });

  describe('case documents', () => {
    it('downloads a case document as a PDF only for its own account', async () => {
      const [document] = (await litigationOf(debtor)).cases[1]!.documents;
      const response = await server.getAs(debtor, `/api/v3/client/${DEBTOR}/litigation/documents/${document!.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(document!.fileName)}`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const plain = await accessTokenOf(server, 'plain@demo.ru');
      expect(
        (await server.getAs(plain, `/api/v3/client/${DEBTOR}/litigation/documents/${document!.id}`)).statusCode,
      ).toBe(404);
      // Own account, someone else's document: not found either.
      const foreign = await server.getAs(plain, `/api/v3/client/6/litigation/documents/${document!.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(errorBody('NOT_FOUND', LITIGATION_MESSAGES.documentNotFound));
      expect((await server.getAs(debtor, `/api/v3/client/${DEBTOR}/litigation/documents/x`)).statusCode).toBe(400);
    });
  });

  describe('paying the state duty', () => {
    it('makes one order for the unpaid duty, pays it with purpose state-duty and clears the debt', async () => {
      const created = await orderFor(debtor);
      expect(created.statusCode).toBe(201);
      const order = StateDutyOrderSchema.parse(created.json());
      expect(order.amount).toBe(DEMO_STATE_DUTY);
      const again = await orderFor(debtor);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(order);

      // The duty cannot be paid without its order, with another amount, or as a service.
      expect(
        (await postPayment(server, debtor, DEBTOR, paymentBody({ purpose: 'state-duty', amount: DEMO_STATE_DUTY })))
          .statusCode,
      ).toBe(400);
      expect(
        (
          await postPayment(
            server,
            debtor,
            DEBTOR,
            paymentBody({ purpose: 'state-duty', amount: 100, orderId: order.orderId }),
          )
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await postPayment(
            server,
            debtor,
            DEBTOR,
            paymentBody({ purpose: 'service', amount: DEMO_STATE_DUTY, orderId: order.orderId }),
          )
        ).statusCode,
      ).toBe(404);

      const response = await postPayment(
        server,
        debtor,
        DEBTOR,
        paymentBody({ purpose: 'state-duty', amount: DEMO_STATE_DUTY, orderId: order.orderId }),
      );
      expect(response.statusCode).toBe(201);
      const payment = parsePayment(response);
      await payWithCard(server, payment, SUCCESS_CARD);
      expect(
        PaymentSchema.parse((await server.getAs(debtor, `/api/v3/client/${DEBTOR}/payments/${payment.id}`)).json())
          .status,
      ).toBe('succeeded');

      const after = await litigationOf(debtor);
      expect(after.stateDuty).toEqual({ debt: false, unpaid: 0 });
      expect(after.cases[1]!.stateDuty).toEqual({ amount: DEMO_STATE_DUTY, paid: true });
      const user = UserResponseSchema.parse((await server.getAs(debtor, '/api/v3/main/user/')).json());
      expect(user.contragents.find((contragent) => contragent.id === DEBTOR)).toMatchObject({ stateDutyDebt: false });
      const nothing = await orderFor(debtor);
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual(errorBody('NO_STATE_DUTY', LITIGATION_MESSAGES.nothingToPay));
    });

    it("refuses an order for another resident's account and for an account without duty", async () => {
      const plain = await accessTokenOf(server, 'plain@demo.ru');
      expect((await orderFor(plain, DEBTOR)).statusCode).toBe(404);
      expect((await orderFor(plain, 6)).statusCode).toBe(409);
    });

    it('an order whose payment is open is not replaced when the duty grows (409); that payment pays the duties it was made for', async () => {
      const order = StateDutyOrderSchema.parse((await orderFor(debtor)).json());
      const opened = await postPayment(
        server,
        debtor,
        DEBTOR,
        paymentBody({ purpose: 'state-duty', amount: DEMO_STATE_DUTY, orderId: order.orderId }),
      );
      expect(opened.statusCode).toBe(201);
      const claim = (await litigationOf(debtor)).cases.find((item) => item.kind === 'claim')!;
      expect((await setDuty(claim.id, { amount: 30_000 })).statusCode).toBe(204);
      expect((await litigationOf(debtor)).stateDuty).toEqual({ debt: true, unpaid: DEMO_STATE_DUTY + 30_000 });

      const refused = await orderFor(debtor);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(errorBody('ORDER_PAYMENT_IN_PROGRESS', ORDER_MESSAGES.paymentInProgress));

      await payWithCard(server, parsePayment(opened), SUCCESS_CARD);
      const after = await litigationOf(debtor);
      expect(after.stateDuty).toEqual({ debt: true, unpaid: 30_000 });
      expect(after.cases.find((item) => item.kind === 'court')!.stateDuty).toEqual({
        amount: DEMO_STATE_DUTY,
        paid: true,
      });
      const next = await orderFor(debtor);
      expect(next.statusCode).toBe(201);
      expect(StateDutyOrderSchema.parse(next.json()).amount).toBe(30_000);
    });
  });

  describe('the operator records a state duty', () => {
    it('sets the duty of a case and the debt flag; refuses one paid or being paid, an unknown case, a bad amount, no credential', async () => {
      const plain = await accessTokenOf(server, 'plain@demo.ru');
      const cases = (await litigationOf(debtor)).cases;
      const claim = cases.find((item) => item.kind === 'claim')!;
      const court = cases.find((item) => item.kind === 'court')!;
      expect((await setDuty(claim.id, { amount: 0 })).statusCode).toBe(400);
      expect((await setDuty(claim.id, { amount: 1.5 })).statusCode).toBe(400);
      expect((await setDuty('abc', { amount: 100 })).statusCode).toBe(400);
      expect((await setDuty(claim.id, { amount: 100 }, 'wrong')).statusCode).toBe(401);
      const unknown = await setDuty(999_999, { amount: 100 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorBody('NOT_FOUND', LITIGATION_MESSAGES.caseNotFound));

      // The court case's duty goes into an order: while that waits for payment it stays as ordered.
      const order = StateDutyOrderSchema.parse((await orderFor(debtor)).json());
      const beingPaid = await setDuty(court.id, { amount: 100 });
      expect(beingPaid.statusCode).toBe(409);
      expect(beingPaid.json()).toEqual(errorBody('STATE_DUTY_BEING_PAID', LITIGATION_MESSAGES.dutyBeingPaid));
      const payment = parsePayment(
        await postPayment(
          server,
          debtor,
          DEBTOR,
          paymentBody({ purpose: 'state-duty', amount: order.amount, orderId: order.orderId }),
        ),
      );
      await payWithCard(server, payment, SUCCESS_CARD);
      expect((await litigationOf(debtor)).stateDuty).toEqual({ debt: false, unpaid: 0 });
      const paid = await setDuty(court.id, { amount: 100 });
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toEqual(errorBody('STATE_DUTY_PAID', LITIGATION_MESSAGES.dutyPaid));

      expect((await setDuty(claim.id, { amount: 45_000 })).statusCode).toBe(204);
      expect((await litigationOf(debtor)).stateDuty).toEqual({ debt: true, unpaid: 45_000 });
      const user = UserResponseSchema.parse((await server.getAs(debtor, '/api/v3/main/user/')).json());
      expect(user.contragents.find((contragent) => contragent.id === DEBTOR)).toMatchObject({ stateDutyDebt: true });
      expect((await litigationOf(plain, 6)).stateDuty).toEqual({ debt: false, unpaid: 0 });
    });
  });
});
