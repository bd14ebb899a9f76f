import type { Payment } from '@resident/contract';
import { DEFAULT_CLIENT_AUTHORIZATION, fetchAltchaPayload, signInOverHttp } from '@resident/test-stack';
import { randomUUID } from 'node:crypto';

/**
 * The money chaos test's workload: payments of every kind a resident or a guest makes, sent to the
 * portal's production server as plain HTTP (the acquirer's page submitted as its form posts, no
 * browser). Each step is retried while the operator API is down (a 5xx from the proxy, a refused
 * connection), with the same Idempotency-Key, as a resident retries after a 502 page.
 */

/** A seeded pseudo-random sequence (mulberry32): a failing run can be replayed with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const RETRY_PAUSE_MS = 150;
/** Long enough for a killed instance to be started again on a busy machine. */
const RETRY_DEADLINE_MS = 45_000;

class Unavailable extends Error {}

/** Runs `step` until it does not throw Unavailable (the API is down or restarting), within the deadline. */
async function retrying<T>(step: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof Unavailable) && !(error instanceof TypeError)) throw error;
      if (Date.now() > deadline)
        throw new Error(`the operator API stayed unavailable: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
    }
  }
}

/** One HTTP call; a 5xx or 429 is "try again" (the proxy's 502 while an instance is down). */
async function send(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) }).catch(
    (error: unknown) => {
      throw new Unavailable(String(error));
    },
  );
  if (response.status >= 500 || response.status === 429) {
    await response.body?.cancel();
    throw new Unavailable(`HTTP ${response.status}`);
  }
  return response;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (response.status < 200 || response.status > 299) throw new Error(`${what} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** What the payer does on the acquirer's page. */
export type CardPlan = 'pay' | 'decline' | '3ds' | '3ds-wrong' | 'cancel' | 'leave';

export function cardPlanOf(random: () => number): CardPlan {
  const roll = random();
  if (roll < 0.68) return 'pay';
  if (roll < 0.78) return 'decline';
  if (roll < 0.86) return '3ds';
  if (roll < 0.9) return '3ds-wrong';
  if (roll < 0.95) return 'cancel';
  return 'leave';
}

const CARDS = { pay: '4242 4242 4242 4242', decline: '4000 0000 0000 0002', '3ds': '4000 0000 0000 3220' } as const;

export interface ChaosClient {
  readonly portalUrl: string;
  /** A resident's bearer token (signed in once, through the portal). */
  tokenOf(login: string): Promise<string>;
  call<T>(
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** A resident's card payment: created (retried with its key) and carried through the page per plan. */
  payAsResident(token: string, contragentId: number, body: Record<string, unknown>, plan: CardPlan): Promise<Payment>;
  /** A guest's /pay payment: lookup (altcha), then the same. */
  payAsGuest(accountNumber: string, amount: number, plan: CardPlan): Promise<Payment>;
}

export function chaosClient(portalUrl: string): ChaosClient {
  const api = `${portalUrl}/api`;
  const tokens = new Map<string, Promise<string>>();

  async function call<T>(
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    return retrying(async () => {
      const response = await send(path.startsWith('/') ? `${api}${path}` : `${api}/v3/${path}`, {
        method,
        headers: {
          authorization: token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return json<T>(response, `${method} ${path}`);
    });
  }

  /** The acquirer's page, as its form posts: the card, then the code when it asks for one. */
  async function throughPage(payment: Payment, plan: CardPlan): Promise<void> {
    if (!payment.confirmationUrl || (payment.status !== 'created' && payment.status !== 'pending')) return;
    const page = new URL(payment.confirmationUrl, portalUrl).toString();
    const post = (url: string, form: Record<string, string>) =>
      retrying(() =>
        send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        }),
      );
    await retrying(async () => (await send(page, { method: 'GET' })).body?.cancel());
    // Left with nothing entered: the payer's return reads it (payAsResident), or it expires.
    if (plan === 'leave') return;
    if (plan === 'cancel') {
      await (await post(page, { action: 'cancel' })).body?.cancel();
      return;
    }
    const card = plan === 'pay' || plan === 'decline' ? CARDS[plan] : CARDS['3ds'];
    const answer = await post(page, { action: 'pay', cardNumber: card, expiry: '12/30', cvc: '123' });
    const askedForCode = answer.status === 200;
    await answer.body?.cancel();
    // 303: done (or done before a crash and sent back now); 410: the payment expired meanwhile.
    if (!askedForCode) return;
    await (await post(`${page}/3ds`, { action: 'confirm', code: plan === '3ds' ? '123456' : '000000' })).body?.cancel();
  }

  return {
    portalUrl,
    tokenOf(login) {
      let token = tokens.get(login);
      if (!token) {
        token = retrying(async () => {
          try {
            return `Bearer ${(await signInOverHttp(api, login)).access_token}`;
          } catch (error) {
            // The sign-in helper throws plain errors; a 5xx from the proxy is the API restarting.
            if (/failed with 5\d\d|fetch failed|answered 5\d\d/.test(String(error)))
              throw new Unavailable(String(error));
            throw error;
          }
        });
        tokens.set(login, token);
      }
      return token;
    },
    call,
    async payAsResident(token, contragentId, body, plan) {
      const key = randomUUID();
      const payment = await call<Payment>(token, 'POST', `client/${contragentId}/payments`, body, {
        'idempotency-key': key,
      });
      await throughPage(payment, plan);
      // Back on the portal, the result page reads the payment as its payer.
      return call<Payment>(token, 'GET', `client/${contragentId}/payments/${payment.id}`);
    },
    async payAsGuest(accountNumber, amount, plan) {
      const lookup = await retrying(async () => {
        const altcha = await fetchAltchaPayload(api).catch((error: unknown) => {
          throw new Unavailable(String(error));
        });
        const response = await send(`${api}/v3/client/freeAccess/pay/lookup`, {
          method: 'POST',
          headers: { authorization: DEFAULT_CLIENT_AUTHORIZATION, 'content-type': 'application/json' },
          body: JSON.stringify({ accountNumber, altcha }),
        });
        return json<{ accountToken: string }>(response, 'pay lookup');
      });
      const key = randomUUID();
      const payment = await call<Payment>(
        DEFAULT_CLIENT_AUTHORIZATION,
        'POST',
        'client/freeAccess/pay/payments',
        { accountToken: lookup.accountToken, amount, receiptEmail: 'guest@example.ru', returnPath: '/pay' },
        { 'idempotency-key': key },
      );
      await throughPage(payment, plan);
      return payment;
    },
  };
}

/** Runs the jobs `concurrency` at a time; `onDone` after each one (the chaos monkey watches the count). */
export async function runJobs(
  jobs: readonly (() => Promise<unknown>)[],
  concurrency: number,
  onDone: (done: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await job();
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
