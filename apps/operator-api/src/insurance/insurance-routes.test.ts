import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  InsuranceDraftSchema,
  InsurancePoliciesSchema,
  InsurancePolicyOrderSchema,
  InsuranceProductsSchema,
  TokenResponseSchema,
} from '@resident/contract';
import type { SaveInsuranceDraftBody } from '@resident/contract';
import { errorBody } from '../test-support/error-body.ts';
import { accessTokenOf, parsePayment, payWithCard, postPayment, SUCCESS_CARD } from '../test-support/payment-flow.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { INSURANCE_MESSAGES } from './insurance-service.ts';

// resident@demo.ru (marketplace access) owns accounts 1 (two objects) and 2; closed@demo.ru owns the closed account 4.
const BASE = '/api/marketplace/v1';
const OWN = 1;
let server: TestServer;
let marketplace: string;

async function marketplaceTokenOf(login: string): Promise<string> {
  const token = TokenResponseSchema.parse((await server.login(login)).json()).marketplace_token;
  if (!token) throw new Error(`${login} has no marketplace token`);
  return token;
}

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string | null = marketplace,
  payload?: object,
) =>
  server.app.inject({
    method,
    url: `${BASE}${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

async function firstObjectId(contragentId = OWN): Promise<number> {
  const token = await accessTokenOf(server, 'resident@demo.ru');
  const objects = (await server.getAs(token, `/api/v3/client/${contragentId}/objects`)).json() as { id: number }[];
  return objects[0]!.id;
}

const person = {
  lastName: 'Иванов',
  firstName: 'Иван',
  middleName: 'Иванович',
  birthDate: '1980-04-12',
  phone: '+79161234567',
  email: 'ivanov@demo.ru',
};
const confirmed = (objectId: number): SaveInsuranceDraftBody => ({
  step: 'confirm',
  objectId,
  productId: 1,
  programmeId: 2,
  person,
});

// Insurance is on the async store: the same tests on both backends.
describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(async () => {
    server = backendServer.server;
    marketplace = await marketplaceTokenOf('resident@demo.ru');
  });

  it.runIf(backend === 'postgres')('keeps the catalogue and the drafts in PostgreSQL', async () => {
    await call('PUT', `/accounts/${OWN}/draft`, marketplace, confirmed(await firstObjectId()));
    const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
    await client.connect();
    try {
      const counts = await client.query<
        Record<string, string>
      >(`SELECT (SELECT COUNT(*) FROM insurance_programmes) AS programmes,
        (SELECT COUNT(*) FROM insurance_drafts WHERE contragent_id = ${OWN} AND step = 'confirm') AS drafts`);
      expect(counts.rows).toEqual([{ programmes: '5', drafts: '1' }]);
    } finally {
      await client.end();
    }
  });

  describe('GET products', () => {
    it('lists property and liability products with programmes, conditions, offer and prices in kopecks', async () => {
      const response = await call('GET', '/products');
      expect(response.statusCode).toBe(200);
      const products = InsuranceProductsSchema.parse(response.json());
      expect(products.map((product) => product.kind)).toEqual(['property', 'liability']);
      expect(products[0]!.priceFrom).toBe(99_000);
      expect(products[0]!.programmes).toHaveLength(3);
      expect(products[0]!.offer).toMatch(/оферт/);
    });

    it('words the conditions in plain Russian: the policy starts the day after payment («со дня», never «с дня»)', async () => {
      const products = InsuranceProductsSchema.parse((await call('GET', '/products')).json());
      for (const product of products) {
        expect(product.conditions).toContain('Полис действует со дня, следующего за днём оплаты');
        expect(product.conditions.join('\n')).not.toMatch(/(^|\s)с дня/);
      }
    });

    it('takes the marketplace token only: none or the v3 access token → 401', async () => {
      expect((await call('GET', '/products', null)).statusCode).toBe(401);
      const access = await accessTokenOf(server, 'resident@demo.ru');
      const response = await call('GET', '/products', access);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorBody('UNAUTHORIZED', 'Требуется вход в личный кабинет'));
    });
  });

  describe('the draft', () => {
    it('is kept per account and read back at the same step', async () => {
      expect((await call('GET', `/accounts/${OWN}/draft`)).json()).toBeNull();
      const objectId = await firstObjectId();
      const body: SaveInsuranceDraftBody = { step: 'person', objectId, productId: 1, programmeId: 1, person: null };
      expect((await call('PUT', `/accounts/${OWN}/draft`, marketplace, body)).statusCode).toBe(200);
      const draft = InsuranceDraftSchema.parse((await call('GET', `/accounts/${OWN}/draft`)).json());
      expect(draft).toMatchObject({ step: 'person', objectId, programmeId: 1 });
      // Another account of the same resident has its own (none).
      expect((await call('GET', '/accounts/2/draft')).json()).toBeNull();
      expect((await call('DELETE', `/accounts/${OWN}/draft`)).statusCode).toBe(204);
      expect((await call('GET', `/accounts/${OWN}/draft`)).json()).toBeNull();
    });

    it('refuses bad input with 400 and the spec §8 body, never 500', async () => {
      const objectId = await firstObjectId();
      const cases: [object, string][] = [
        [{ step: 'nowhere', objectId, productId: 1, programmeId: 1, person: null }, 'VALIDATION'],
        [
          { step: 'programme', objectId: 999_999, productId: null, programmeId: null, person: null },
          'OBJECT_NOT_FOUND',
        ],
        [{ step: 'person', objectId, productId: 2, programmeId: 1, person: null }, 'PROGRAMME_OF_OTHER_PRODUCT'],
        [{ step: 'person', objectId, productId: 1, programmeId: 99, person: null }, 'PROGRAMME_NOT_FOUND'],
        // Found by the schema fuzzing: an unknown product without a programme broke the foreign key (500).
        [{ step: 'programme', objectId, productId: 540_879_904, programmeId: null, person: null }, 'PRODUCT_NOT_FOUND'],
        [{ step: 'confirm', objectId, productId: 1, programmeId: 1, person: null }, 'STEP_INCOMPLETE'],
        [{ ...confirmed(objectId), person: { ...person, birthDate: '2015-01-01' } }, 'BIRTH_DATE'],
        [{ ...confirmed(objectId), person: { ...person, phone: '12345' } }, 'VALIDATION'],
        [{ ...confirmed(objectId), person: { ...person, lastName: 'Ivanov' } }, 'VALIDATION'],
        [{ ...confirmed(objectId), person: { ...person, email: 'nope' } }, 'VALIDATION'],
      ];
      for (const [body, code] of cases) {
        const response = await call('PUT', `/accounts/${OWN}/draft`, marketplace, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const error = response.json() as { details: { code: string }[]; message: string };
        expect(error.details[0]!.code).toBe(code);
        expect(typeof error.message).toBe('string');
      }
      expect((await call('GET', '/accounts/abc/draft')).statusCode).toBe(400);
      expect((await call('GET', '/accounts/0/policies')).statusCode).toBe(400);
      expect((await call('GET', `/accounts/${OWN}/policies/x/document`)).statusCode).toBe(400);
    });

    it("refuses an object of the resident's other account", async () => {
      const otherObject = await firstObjectId(2);
      const response = await call('PUT', `/accounts/${OWN}/draft`, marketplace, {
        step: 'programme',
        objectId: otherObject,
        productId: null,
        programmeId: null,
        person: null,
      });
      expect(response.json()).toEqual(errorBody('OBJECT_NOT_FOUND', INSURANCE_MESSAGES.objectNotFound));
    });
  });

  describe('owner checks', () => {
    it("answers 404 for another resident's account on every endpoint, and 409 for a closed account", async () => {
      const closed = await marketplaceTokenOf('closed@demo.ru');
      const objectId = await firstObjectId();
      await call('PUT', `/accounts/${OWN}/draft`, marketplace, confirmed(objectId));
      const { policy } = InsurancePolicyOrderSchema.parse(
        (await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: true })).json(),
      );
      const requests: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
        ['GET', `/accounts/${OWN}/draft`],
        ['PUT', `/accounts/${OWN}/draft`, confirmed(objectId)],
        ['DELETE', `/accounts/${OWN}/draft`],
        ['GET', `/accounts/${OWN}/policies`],
        ['POST', `/accounts/${OWN}/policies`, { offerAccepted: true }],
        ['GET', `/accounts/${OWN}/policies/${policy.id}/document`],
      ];
      for (const [method, url, body] of requests) {
        const response = await call(method, url, closed, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual(errorBody('NOT_FOUND', 'Лицевой счёт не найден'));
      }
      const onClosed = await call('PUT', '/accounts/4/draft', closed, {
        step: 'object',
        objectId: null,
        productId: null,
        programmeId: null,
        person: null,
      });
      expect(onClosed.statusCode).toBe(409);
      expect((await call('POST', '/accounts/4/policies', closed, { offerAccepted: true })).statusCode).toBe(409);
      // Own account, someone else's policy id: not found either.
      expect((await call('GET', `/accounts/2/policies/${policy.id}/document`)).statusCode).toBe(404);
    });
  });

  describe('buying a policy', () => {
    it('issues the policy of the confirmed draft, pays it through the order and gives its PDF', async () => {
      const objectId = await firstObjectId();
      expect((await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: true })).statusCode).toBe(
        409,
      );
      await call('PUT', `/accounts/${OWN}/draft`, marketplace, confirmed(objectId));
      expect((await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: false })).statusCode).toBe(
        400,
      );

      const created = await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: true });
      expect(created.statusCode).toBe(201);
      const order = InsurancePolicyOrderSchema.parse(created.json());
      expect(order.amount).toBe(249_000);
      expect(order.policy).toMatchObject({
        status: 'awaiting-payment',
        startsOn: null,
        fileName: null,
        insuredName: 'Иванов Иван Иванович',
      });
      // Asked again with the same draft: the same order, not a second one.
      const again = await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: true });
      expect(again.statusCode).toBe(200);
      expect(InsurancePolicyOrderSchema.parse(again.json()).orderId).toBe(order.orderId);
      expect((await call('GET', `/accounts/${OWN}/policies/${order.policy.id}/document`)).statusCode).toBe(409);

      const access = await accessTokenOf(server, 'resident@demo.ru');
      const payment = parsePayment(
        await postPayment(server, access, OWN, {
          amount: order.amount,
          purpose: 'service',
          orderId: order.orderId,
          receiptEmail: 'ivanov@demo.ru',
          returnPath: '/resident/1/insurance',
        }),
      );
      await payWithCard(server, payment, SUCCESS_CARD);

      const [policy] = InsurancePoliciesSchema.parse((await call('GET', `/accounts/${OWN}/policies`)).json());
      expect(policy).toMatchObject({ id: order.policy.id, status: 'active', price: 249_000 });
      expect(policy!.number).toMatch(/^ТСК-\d{4}-\d{6}$/);
      expect(policy!.startsOn! < policy!.endsOn!).toBe(true);
      expect((await call('GET', `/accounts/${OWN}/draft`)).json()).toBeNull();

      const pdf = await call('GET', `/accounts/${OWN}/policies/${policy!.id}/document`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('attachment');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('cancels the open policy when the draft changed and makes a new order', async () => {
      const objectId = await firstObjectId();
      await call('PUT', `/accounts/${OWN}/draft`, marketplace, confirmed(objectId));
      const first = InsurancePolicyOrderSchema.parse(
        (await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: true })).json(),
      );
      await call('PUT', `/accounts/${OWN}/draft`, marketplace, { ...confirmed(objectId), programmeId: 3 });
      const second = await call('POST', `/accounts/${OWN}/policies`, marketplace, { offerAccepted: true });
      expect(second.statusCode).toBe(201);
      expect(InsurancePolicyOrderSchema.parse(second.json()).amount).toBe(459_000);
      const policies = InsurancePoliciesSchema.parse((await call('GET', `/accounts/${OWN}/policies`)).json());
      expect(policies.find((item) => item.id === first.policy.id)?.status).toBe('cancelled');
    });
  });
});
