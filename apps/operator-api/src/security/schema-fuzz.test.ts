/**
 * Fuzzing from the schemas. For every operation of the OpenAPI document, a
 * fixed number of cases from a fixed seed break one part of an otherwise valid call (a parameter,
 * a body field, the whole body, the media type) with wrong types, missing fields, megabyte
 * strings, unicode edge cases, huge and negative numbers, SQL- and path-shaped text. The server
 * must never answer 5xx, no body may carry a stack trace or SQL, and every error body has the
 * spec §8 shape of its family.
 * Multipart bodies are left to the upload suites (only the upload routes' parameters are fuzzed).
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@resident/contract';
import { CLIENT_AUTHORIZATION, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { caseOf, isFormBody, isJsonBody, sampleOf } from '../test-support/fuzz-cases.ts';
import type { Mutation, WireText } from '../test-support/fuzz-cases.ts';
import { resolve } from '../test-support/matrix-fixtures.ts';
import type { CallParts } from '../test-support/matrix-fixtures.ts';
import { operationsOf } from '../test-support/openapi-operations.ts';
import type { JsonSchema, Operation } from '../test-support/openapi-operations.ts';
import { makeOwnerResources, OWNER_LOGIN } from '../test-support/owner-resources.ts';
import type { OwnerResources } from '../test-support/owner-resources.ts';

// Fixed in npm test; FUZZ_SEED and FUZZ_CASES explore further by hand (a failure prints its case).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 24);
// The whole sweep takes about 0.3 s per operation on a quiet machine; its bound (5 s per case and
// operation, 2 minutes for 24) leaves room for two busy cores.

/** Signs of an internal error leaking to the client: a stack frame, a file path, SQL or SQLite. */
const LEAK_PATTERNS = [
  /\n\s+at .+\(.+:\d+:\d+\)/,
  /node:internal/,
  /\/src\/[\w/-]+\.ts/,
  /SQLITE_|sqlite/i,
  /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.+\b(FROM|VALUES|SET|WHERE)\b/,
  /no such (column|table)|constraint failed|syntax error/i,
];

let server: TestServer;
let operations: Operation[];
let components: Record<string, JsonSchema>;
let owner: OwnerResources;
const tokens = { access: '', marketplace: '' };
const tally = { operations: 0, cases: 0, unsendable: 0, relogins: 0, failures: [] as string[] };

async function signInAsOwner(): Promise<void> {
  const body = TokenResponseSchema.parse((await server.login(OWNER_LOGIN)).json());
  tokens.access = body.access_token;
  tokens.marketplace = body.marketplace_token ?? '';
}

beforeAll(async () => {
  server = await startTestServer({ accessTokenTtlSeconds: 3600 });
  ({ operations, components } = await operationsOf(server.app));
  ({ owner } = await makeOwnerResources(server));
  await signInAsOwner();
}, 60_000);

afterAll(async () => {
  console.log(
    `schema fuzzing: operations ${tally.operations}, cases tried ${tally.cases} (${CASES_PER_OPERATION} per operation, seed ${SEED}); ` +
      `not sendable by the client library ${tally.unsendable}; failures ${tally.failures.length}`,
  );
  for (const failure of tally.failures.slice(0, 40)) console.log(`  FAILED ${failure}`);
  await server?.app.close();
});

/** Some cases end A's sessions (sign-out, consent withdrawn, a session deleted): sign in again. */
async function keepOwnerSignedIn(): Promise<void> {
  const user = await server.getAs(tokens.access, '/api/v3/main/user/');
  const market = await server.getAs(tokens.marketplace, '/api/marketplace/v1/products');
  if (user.statusCode === 200 && market.statusCode === 200) return;
  tally.relogins += 1;
  await signInAsOwner();
}

function authorizationOf(operation: Operation): string | undefined {
  if (operation.security.includes('bearer')) return `Bearer ${tokens.access}`;
  if (operation.security.includes('marketplace')) return `Bearer ${tokens.marketplace}`;
  if (operation.security.includes('clientBasic')) return CLIENT_AUTHORIZATION;
  return undefined;
}

/** A valid call of the operation as A: the matrix's fixtures where it has them. */
function baseOf(operation: Operation): CallParts {
  const resolution = resolve(operation, owner);
  const parts: CallParts =
    resolution.kind === 'owned' || resolution.kind === 'caller'
      ? structuredCloneParts(resolution.parts)
      : { params: {}, query: {}, headers: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' && parts.params[parameter.name] === undefined) parts.params[parameter.name] = 1;
  }
  if ((isJsonBody(operation) || isFormBody(operation)) && !isPlainObject(parts.payload)) {
    parts.payload = sampleOf(Object.values(operation.body)[0], components) as object;
  }
  return parts;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof FormData);

function structuredCloneParts(parts: CallParts): CallParts {
  return {
    params: { ...parts.params },
    query: { ...parts.query },
    headers: { ...parts.headers },
    payload: isPlainObject(parts.payload) ? structuredClone(parts.payload) : parts.payload,
  };
}

/** Percent-encodes text for a URL; lone surrogates go as their (invalid UTF-8) bytes. */
function onTheWire(value: WireText | string | number): string {
  if (typeof value === 'object') return value.raw;
  try {
    return encodeURIComponent(String(value));
  } catch {
    return String(value)
      .split('')
      .map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
      .join('');
  }
}

/** Header values the HTTP library refuses to send (CR, LF, NUL, non-Latin-1) cannot reach any server. */
const sendableHeader = (value: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(value);

/** A call being built: the valid base, then each mutation of the case applied in turn. */
interface Draft {
  params: Record<string, WireText | string | number>;
  query: Record<string, WireText | string | number>;
  querySuffix: string;
  headers: Record<string, string>;
  payload: unknown;
  contentType?: string;
  /** The body is raw text of its own media type: later body mutations leave it alone. */
  raw: boolean;
  unsendable: boolean;
}

function apply(draft: Draft, mutation: Mutation): void {
  switch (mutation.target) {
    case 'path':
      draft.params[mutation.name] = mutation.value;
      return;
    case 'query':
      draft.query[mutation.name] = mutation.value;
      return;
    case 'query-shape':
      delete draft.query[mutation.name];
      draft.querySuffix += mutation.suffix;
      return;
    case 'header': {
      const value = typeof mutation.value === 'object' ? mutation.value.raw : mutation.value;
      if (sendableHeader(value)) draft.headers[mutation.name] = value;
      else draft.unsendable = true;
      return;
    }
    case 'body':
      if (!draft.raw) draft.payload = mutation.value;
      return;
    case 'field':
    case 'extra':
      if (!draft.raw)
        draft.payload = { ...(isPlainObject(draft.payload) ? draft.payload : {}), [mutation.name]: mutation.value };
      return;
    case 'drop':
      if (isPlainObject(draft.payload)) {
        const { [mutation.name]: _dropped, ...rest } = draft.payload;
        draft.payload = rest;
      }
      return;
    case 'raw-body':
      draft.payload = mutation.text;
      draft.contentType = mutation.contentType;
      draft.raw = true;
      return;
  }
}

/** The body on the wire, in the operation's own media type unless the case chose raw text. */
function encodeBody(operation: Operation, draft: Draft): void {
  if (draft.raw || draft.payload === undefined || draft.payload instanceof FormData) return;
  if (isFormBody(operation)) {
    draft.contentType = 'application/x-www-form-urlencoded';
    draft.payload = isPlainObject(draft.payload)
      ? Object.entries(draft.payload)
          .map(
            ([name, value]) =>
              `${encodeURIComponent(name)}=${onTheWire(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
          )
          .join('&')
      : String(draft.payload);
  } else {
    draft.contentType = 'application/json';
    draft.payload = JSON.stringify(draft.payload) ?? 'undefined';
  }
}

function requestOf(operation: Operation, mutations: Mutation[]): InjectOptions | undefined {
  const base = baseOf(operation);
  const draft: Draft = {
    params: { ...base.params },
    query: { ...base.query },
    querySuffix: '',
    headers: { ...base.headers },
    payload: base.payload,
    raw: false,
    unsendable: false,
  };
  for (const mutation of mutations) apply(draft, mutation);
  if (draft.unsendable) return undefined;
  encodeBody(operation, draft);
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => onTheWire(draft.params[name] ?? 1));
  const pairs = Object.entries(draft.query).map(([name, value]) => `${encodeURIComponent(name)}=${onTheWire(value)}`);
  const search = `${pairs.join('&')}${draft.querySuffix}`.replace(/^&/, '');
  const authorization = authorizationOf(operation);
  const headers = {
    ...draft.headers,
    ...(authorization ? { authorization } : {}),
    ...(draft.contentType ? { 'content-type': draft.contentType } : {}),
  };
  return {
    method: operation.method,
    url: search ? `${path}?${search}` : path,
    headers,
    ...(draft.payload === undefined ? {} : { payload: draft.payload as InjectOptions['payload'] }),
  };
}

/** A seed of its own per operation: adding an endpoint does not change the others' cases. */
function seedOf(key: string): number {
  let hash = SEED;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The spec §8 error shapes: `{ error, error_description }` under /api/oauth/, `{ details, message }` elsewhere. */
function shapeProblem(operation: Operation, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return 'not an object';
  const record = body as Record<string, unknown>;
  if (operation.path.startsWith('/api/oauth/')) {
    return typeof record.error === 'string' && typeof record.error_description === 'string'
      ? undefined
      : 'not { error, error_description }';
  }
  return Array.isArray(record.details) && typeof record.message === 'string' ? undefined : 'not { details, message }';
}

function judge(
  operation: Operation,
  label: string,
  request: InjectOptions,
  response: LightMyRequestResponse,
): string | undefined {
  if (response.statusCode >= 500) return `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  const sent = `${String(request.url)} ${typeof request.payload === 'string' ? request.payload : ''}`;
  // SQL-shaped text the case sent may come back in a validation message; only SQL it did not send is a leak.
  const leak = LEAK_PATTERNS.find((pattern) => pattern.test(response.body) && !pattern.test(sent));
  if (leak) return `${label} → ${response.statusCode} body matches ${leak}: ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
    const problem = shapeProblem(operation, response.json());
    if (problem) return `${label} → ${response.statusCode} error body ${problem}: ${response.body.slice(0, 300)}`;
  }
  return undefined;
}

const describeMutation = (mutations: Mutation[]) =>
  JSON.stringify(mutations, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value,
  );

describe('fuzzing every operation from its schema', () => {
  it(
    'answers no case with a 5xx, a stack trace or SQL, or an error body out of the spec §8 shape',
    async () => {
      // Sign-outs and session ends go last so that fewer cases run on a dead session; withdrawing the
      // consent goes after them all, since the owner cannot sign in again afterwards.
      const rank = (key: string) => (/consent/.test(key) ? 2 : /sessions|revoke/.test(key) ? 1 : 0);
      const ordered = [...operations].sort((one, other) => rank(one.key) - rank(other.key));
      for (const operation of ordered) {
        tally.operations += 1;
        await keepOwnerSignedIn();
        const cases = fc.sample(caseOf(operation, components), {
          seed: seedOf(operation.key),
          numRuns: CASES_PER_OPERATION,
        });
        for (const mutations of cases) {
          const request = requestOf(operation, mutations);
          if (!request) {
            tally.unsendable += 1;
            continue;
          }
          tally.cases += 1;
          let response: LightMyRequestResponse;
          try {
            response = await server.app.inject(request);
          } catch (error) {
            // light-my-request refuses to build some requests (no server would see them).
            tally.unsendable += 1;
            if (!(error instanceof TypeError)) throw error;
            continue;
          }
          const problem = judge(operation, `${operation.key} ${describeMutation(mutations)}`, request, response);
          if (problem) tally.failures.push(problem);
        }
      }
      expect(tally.failures).toEqual([]);
    },
    CASES_PER_OPERATION * 5_000,
  );
});
