import type { AutopayPreview, AutopayState, Page as ApiPage, Payment, PaymentRecord } from '@resident/contract';
import {
  operatorSide,
  signInOverHttp,
  startOperatorInstances,
  type RunningOperatorInstances,
} from '@resident/test-stack';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppealsTab, threadMessages } from './support/appeals';
import { openBrowser, type Browser } from './support/browser';
import { liveSocketReady } from './support/live-socket';
import { signInAs } from './support/nav';
import { isSameDocument, markDocument } from './support/same-document';
import { startPortal } from './support/stack';

// Two operator API instances on one PostgreSQL behind the portal's server, which
// hands each request and each websocket to the next instance in turn. The file's own stack: two
// instances (the first seeded the database), their autopay schedulers ticking every TICK_MS, and
// the portal in front of both.
const ADMIN_TOKEN = 'e2e-operator-of-two-instances';
const TICK_MS = 500;
const SEEDED_CHAT = 'Не пришла квитанция за май';
const RESIDENT = 'resident@demo.ru';
/** resident@demo.ru's first account: it has a debt the autopay charges. */
const AUTOPAY_ACCOUNT = 1;
/** plain@demo.ru's one account. */
const PAYING_ACCOUNT = 6;

let instances: RunningOperatorInstances;
let portal: Awaited<ReturnType<typeof startPortal>>;
let browser: Browser;

beforeAll(async () => {
  instances = await startOperatorInstances({ count: 2, adminToken: ADMIN_TOKEN, autopayIntervalMs: TICK_MS });
  // The 50 simultaneous payments below stand for 50 residents but come from one address, which the
  // portal otherwise allows 32 requests in flight.
  portal = await startPortal(instances.urls.join(','), {}, { requestsPerAddress: 64 });
  browser = await openBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await instances?.stop();
});

const operatorOn = (instance: 0 | 1) => operatorSide(`${instances.urls[instance]}/api`, ADMIN_TOKEN);
const count = (statement: string) => Number(instances.sql(statement)[0]?.[0]);

/** A resident's call through the portal's /api (so spread over both instances), with their bearer token. */
async function call<T>(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  apiPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${portal.url}/api/v3/${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  return { status: response.status, payload };
}

async function ok<T>(answer: Promise<{ status: number; payload: T }>): Promise<T> {
  const { status, payload } = await answer;
  if (status < 200 || status > 299) throw new Error(`answered ${status}: ${JSON.stringify(payload)}`);
  return payload;
}

describe('two operator API instances on one PostgreSQL behind the portal', () => {
  it('both instances serve the seeded database, which the first seeded once', async () => {
    expect(new Set(instances.urls).size).toBe(2);
    for (const url of instances.urls) {
      expect((await fetch(`${url}/api/v3/client/freeAccess/branding?isManager=false`)).status).toBe(200);
    }
    // Two demo promotions: the second instance did not seed again.
    expect(count('SELECT COUNT(*) FROM promotions')).toBe(2);
  });

  it('an operator answer posted through either instance reaches the resident live, whichever instance holds their websocket', async () => {
    const { page } = browser;
    // The signed-in frame opens the tab's one live socket at once.
    const live = liveSocketReady(page);
    await signInAs(page, portal.url, RESIDENT);
    await openAppealsTab(page, 'Помощь');
    await page.getByRole('link', { name: SEEDED_CHAT }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    const chatId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await live;
    await markDocument(page);
    // The page's one socket went to one of the two; an answer through each means one of them
    // crossed from the other instance (through PostgreSQL's notifications).
    for (const instance of [0, 1] as const) {
      const text = `Ответ через экземпляр ${instance === 0 ? 'A' : 'B'} (${Date.now()})`;
      await operatorOn(instance).answer(chatId, text);
      await threadMessages(page)
        .filter({ hasText: 'Оператор:' })
        .filter({ hasText: text })
        .waitFor({ timeout: 15_000 });
    }
    expect(await isSameDocument(page)).toBe(true);
  });

  it('50 identical payment requests at once, spread over both instances, make one payment', async () => {
    const { access_token: token } = await signInOverHttp(`${portal.url}/api`, 'plain@demo.ru');
    const key = randomUUID();
    const body = { amount: 15_000, purpose: 'charges', receiptEmail: 'plain@demo.ru', returnPath: '/' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call<Payment>(token, 'POST', `client/${PAYING_ACCOUNT}/payments`, body, { 'idempotency-key': key }),
      ),
    );
    // One made it (201); the other 49 answer that same payment (200).
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(49).fill(200), 201]);
    expect(new Set(answers.map((answer) => answer.payload.id)).size).toBe(1);
    expect(count(`SELECT COUNT(*) FROM payments WHERE idempotency_key = '${key}'`)).toBe(1);
  });

  it('a due autopay is charged once while both instances’ schedulers tick', async () => {
    const { access_token: token } = await signInOverHttp(`${portal.url}/api`, RESIDENT);
    // A card saved on the test acquirer's page (through the portal, as a resident pays).
    const payment = await ok(
      call<Payment>(
        token,
        'POST',
        `client/${AUTOPAY_ACCOUNT}/payments`,
        { amount: 1_000, purpose: 'charges', receiptEmail: RESIDENT, returnPath: '/', saveCard: true },
        { 'idempotency-key': randomUUID() },
      ),
    );
    const paid = await fetch(new URL(payment.confirmationUrl ?? '', portal.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const { cards } = await ok(call<AutopayState>(token, 'GET', `client/${AUTOPAY_ACCOUNT}/autopay`));
    expect(cards).toHaveLength(1);

    // On receipt: the debt of the newest receipt is due at once, so the next tick of either charges
    // it; a charge that close is saved with its date and amount confirmed, as the preview names them.
    const { firstCharge } = await ok(
      call<AutopayPreview>(token, 'GET', `client/${AUTOPAY_ACCOUNT}/autopay/preview?maxAmount=500000`),
    );
    const confirmedCharge = { on: firstCharge.on, amount: firstCharge.amount };
    await ok(
      call(token, 'PUT', `client/${AUTOPAY_ACCOUNT}/autopay`, {
        enabled: true,
        maxAmount: 500_000,
        day: null,
        cardId: cards[0]!.id,
        confirmedCharge,
      }),
    );
    await expect
      .poll(
        async () =>
          (await ok(call<AutopayState>(token, 'GET', `client/${AUTOPAY_ACCOUNT}/autopay`))).autopay?.lastCharge ?? null,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    // Several more ticks of both, and both operators' runs at the same moment: nothing more is due.
    await new Promise((resolve) => setTimeout(resolve, 6 * TICK_MS));
    const runs = await Promise.all([operatorOn(0).runAutopay(), operatorOn(1).runAutopay()]);
    expect(runs.flatMap((run) => run.results)).toEqual([]);

    expect(count(`SELECT COUNT(*) FROM payments WHERE idempotency_scope = 'autopay:${AUTOPAY_ACCOUNT}'`)).toBe(1);
    const history = await ok(
      call<ApiPage<PaymentRecord>>(token, 'GET', `client/${AUTOPAY_ACCOUNT}/billing/payments?size=100`),
    );
    expect(history.content.filter((record) => record.channel === 'autopay')).toHaveLength(1);
  });
});
