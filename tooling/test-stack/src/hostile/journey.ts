// A resident's journey over HTTP through the portal, as the SPA makes its calls: sign in (altcha,
// then POST /api/oauth/token with the demo credentials), the dashboard's data, billing, a chat
// message. It connects from its own loopback address (127.0.0.2): the resident is another machine
// than the attacker (127.0.0.1), as the portal's per-address limits assume. Every call's time and
// status is recorded.
import { signInOverHttp } from '@resident/operator-api/testing';
import { performance } from 'node:perf_hooks';
import { Agent, fetch as undiciFetch, FormData } from 'undici';

export const RESIDENT_ADDRESS = '127.0.0.2';
const RESIDENT = 'resident@demo.ru';

export interface JourneyCall {
  call: string;
  status: number;
  ms: number;
  idempotent: boolean;
}

export interface Journey {
  /** One pass: sign in, dashboard, billing, a chat message. Throws when a call fails. */
  run(): Promise<void>;
  /** What a signed-in resident then does, again and again: dashboard, billing, a chat message. */
  activity(): Promise<void>;
  /** Only the idempotent calls (GETs) of a pass, with a token of an earlier sign-in. */
  runReads(): Promise<void>;
  readonly calls: JourneyCall[];
  close(): Promise<void>;
}

export function residentJourney(portalUrl: string, { localAddress = RESIDENT_ADDRESS, strict = true } = {}): Journey {
  const agent = new Agent({ connect: { localAddress }, keepAliveTimeout: 2_000 });
  const calls: JourneyCall[] = [];
  let bearer: string | undefined;
  let contragentId: number | undefined;
  let chatId: number | undefined;

  const timedFetch = async (input: string | URL, init: Parameters<typeof undiciFetch>[1] = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input));
    const started = performance.now();
    let status = 0;
    try {
      const response = await undiciFetch(url, { ...init, dispatcher: agent });
      status = response.status;
      const body = Buffer.from(await response.arrayBuffer());
      return new Response(response.status === 204 || response.status === 304 ? null : body, {
        status: response.status,
        headers: response.headers as unknown as Headers,
      });
    } finally {
      calls.push({
        call: `${method} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}`,
        status,
        ms: performance.now() - started,
        idempotent: method === 'GET' || method === 'HEAD',
      });
    }
  };
  const json = async <T>(path: string, init: Parameters<typeof undiciFetch>[1] = {}): Promise<T> => {
    const response = await timedFetch(`${portalUrl}/api/v3/${path}`, {
      ...init,
      headers: { authorization: bearer!, ...(init.headers as Record<string, string>) },
    });
    if (strict && !response.ok) throw new Error(`${init.method ?? 'GET'} /api/v3/${path} answered ${response.status}`);
    return (await response.json()) as T;
  };

  async function reads() {
    const user = await json<{ contragents?: { id: number }[] }>('main/user/');
    contragentId = user.contragents?.[0]?.id ?? contragentId;
    await json('main/communication/tasks');
    const chats = await json<{ content?: { id: number }[] }>('main/communication/chats');
    chatId = chats.content?.[0]?.id ?? chatId;
    await json(`client/${contragentId}/billing/periods`);
    await json(`client/${contragentId}/billing/payments`);
  }

  return {
    calls,
    async run() {
      const token = await signInOverHttp(`${portalUrl}/api`, RESIDENT, {
        fetch: timedFetch as unknown as typeof fetch,
      });
      bearer = `Bearer ${token.access_token}`;
      await this.activity();
    },
    async activity() {
      if (!bearer) throw new Error('activity needs a run() first (a signed-in resident)');
      await reads();
      const form = new FormData();
      form.append('chatId', String(chatId));
      form.append('text', `Сообщение во время проверки (${Date.now()})`);
      await json('main/communication/message', { method: 'POST', body: form });
    },
    async runReads() {
      if (!bearer) throw new Error('runReads needs a run() first (a signed-in resident)');
      await reads();
    },
    close: () => (agent.closed || agent.destroyed ? Promise.resolve() : agent.close()),
  };
}

/** The p-th percentile (0–100) of the calls' times, ms; 0 without calls. */
export function percentile(calls: readonly JourneyCall[], p: number): number {
  if (calls.length === 0) return 0;
  const sorted = calls.map((call) => call.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
