/**
 * Helpers for tests and e2e harnesses that talk to the operator API the way the portal does:
 * solve the altcha challenge like the widget and sign in over HTTP; and play the operator.
 */
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { TokenResponseSchema } from '@resident/contract';
import type {
  AutopayRun,
  ChangeObjectComment,
  ChangeObjectStatus,
  ChatMessage,
  ChatStatus,
  TokenResponse,
} from '@resident/contract';
import type { WasteOperatorStatus } from '@resident/contract/limits';
import { encodeAltchaPayload } from './altcha/payload.ts';
import { basicAuthorization } from './auth/client-credential.ts';
import { defaultOptions } from './config/options.ts';
import { DEMO_PASSWORD, demoResidents } from './db/demo-residents.ts';
import { TEST_3DS_CODE, TEST_CARDS } from './payments/test-acquirer/test-cards.ts';

export { basicAuthorization, DEMO_PASSWORD, demoResidents, encodeAltchaPayload, TEST_3DS_CODE, TEST_CARDS };

const ChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});

/**
 * Solves a challenge from GET client/freeAccess/altcha/getChallenge with altcha-lib's own solver
 * and returns the `altcha` form value, in the exact format the altcha v3 widget submits.
 */
export async function solveAltchaForTests(challenge: unknown): Promise<string> {
  const parsed: Challenge = ChallengeSchema.parse(challenge);
  const solution = await solveChallenge({ challenge: parsed, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('The altcha challenge was not solved in time');
  return encodeAltchaPayload(parsed, solution);
}

/** `Authorization` value of the default basic client credential (resident-portal). */
export const DEFAULT_CLIENT_AUTHORIZATION = basicAuthorization(
  defaultOptions().clientId,
  defaultOptions().clientSecret,
);

export interface SignInOptions {
  password?: string;
  /** Defaults to the default basic client credential. */
  authorization?: string;
  fetch?: typeof fetch;
}

/** Fetches and solves a challenge from a running operator API (`apiBase` like `http://127.0.0.1:8080/api`). */
export async function fetchAltchaPayload(apiBase: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(`${apiBase}/v3/client/freeAccess/altcha/getChallenge`);
  if (!response.ok) throw new Error(`getChallenge answered ${response.status}`);
  return solveAltchaForTests(await response.json());
}

/** Signs a resident in over HTTP with the password grant, solving the altcha like the portal. */
export async function signInOverHttp(
  apiBase: string,
  username: string,
  options: SignInOptions = {},
): Promise<TokenResponse> {
  const fetchImpl = options.fetch ?? fetch;
  const altcha = await fetchAltchaPayload(apiBase, fetchImpl);
  const response = await fetchImpl(`${apiBase}/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: options.authorization ?? DEFAULT_CLIENT_AUTHORIZATION,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password: options.password ?? DEMO_PASSWORD,
      altcha,
    }),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}: ${JSON.stringify(body)}`);
  return TokenResponseSchema.parse(body);
}

export interface OperatorSide {
  /** POST /api/admin/chats/{id}/messages: answers unread for the resident, pushed over the websocket. */
  answer(chatId: number, text: string): Promise<ChatMessage>;
  /** POST /api/admin/change-objects/{id}/comments. */
  comment(changeObjectId: number, text: string): Promise<ChangeObjectComment>;
  /** PUT /api/admin/chats/{id}: e.g. 'resolved', so the resident can rate it. */
  setChatStatus(chatId: number, status: ChatStatus): Promise<void>;
  /** PUT /api/admin/change-objects/{id}. */
  setChangeObjectStatus(changeObjectId: number, status: ChangeObjectStatus): Promise<void>;
  /** PUT /api/admin/waste-pickups/{id}: a paid pickup 'scheduled' or 'done', pushed to the resident's open page. */
  setWastePickupStatus(pickupId: number, status: WasteOperatorStatus): Promise<void>;
  /** POST /api/admin/autopay/run: charges the due autopays now, as `operator autopay run` does. */
  runAutopay(): Promise<AutopayRun>;
  /** PUT /api/admin/litigation-cases/{id}/state-duty: the state duty a court put on the resident in a case, kopecks. */
  setCaseStateDuty(caseId: number, amount: number): Promise<void>;
}

/**
 * Plays the operator against a running operator API built with `adminToken` (e2e harnesses:
 * `buildServer({ adminToken: 'e2e-operator-token', … })`).
 */
export function operatorSide(apiBase: string, adminToken: string, fetchImpl: typeof fetch = fetch): OperatorSide {
  async function call<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
    const response = await fetchImpl(`${apiBase}/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const payload: unknown = response.status === 204 ? null : await response.json();
    if (!response.ok)
      throw new Error(`${method} /admin${path} answered ${response.status}: ${JSON.stringify(payload)}`);
    return payload as T;
  }
  return {
    answer: (chatId, text) => call('POST', `/chats/${chatId}/messages`, { text }),
    comment: (changeObjectId, text) => call('POST', `/change-objects/${changeObjectId}/comments`, { text }),
    setChatStatus: async (chatId, status) => void (await call('PUT', `/chats/${chatId}`, { status })),
    setChangeObjectStatus: async (id, status) => void (await call('PUT', `/change-objects/${id}`, { status })),
    setWastePickupStatus: async (id, status) => void (await call('PUT', `/waste-pickups/${id}`, { status })),
    runAutopay: () => call('POST', '/autopay/run', {}),
    setCaseStateDuty: async (caseId, amount) =>
      void (await call('PUT', `/litigation-cases/${caseId}/state-duty`, { amount })),
  };
}
