/**
 * The authorization matrix, generated from the OpenAPI document. Every
 * operation the server documents is called as resident B on resident A's resources and as a guest;
 * each must be refused (401/403/404) with none of A's data in the body. An operation the tables of
 * matrix-fixtures.ts do not place (public, client credential, caller-scoped or owned with A's
 * resource) fails the suite: nothing is skipped silently.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTHORIZATION, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { allTableKeys, CLIENT_OWNED, resolve, undocumentedFamilyOf } from '../test-support/matrix-fixtures.ts';
import type { CallParts, Resolution } from '../test-support/matrix-fixtures.ts';
import { operationsOf, urlOf } from '../test-support/openapi-operations.ts';
import type { Operation } from '../test-support/openapi-operations.ts';
import { makeOwnerResources } from '../test-support/owner-resources.ts';
import { registeredRoutes } from '../test-support/registered-routes.ts';
import type { Caller, OwnerResources } from '../test-support/owner-resources.ts';

const DENIED = [401, 403, 404];
/** Each sweep makes up to a few hundred calls in-process: seconds, more on two busy cores. */
const SWEEP_MS = 60_000;

let server: TestServer;
let operations: Operation[];
let owner: OwnerResources;
let stranger: Caller;
const resolutions = new Map<string, Resolution>();
const tally = { calls: 0, hidden: 0, failures: [] as string[] };

beforeAll(async () => {
  // Tokens outlive the suite on a slow machine; the clock is the wall clock (altcha checks it).
  // The admin routes' failure limit (10 per 15 min, its own test is the authentication suite's)
  // would answer most of this sweep's hidden-route calls with 429 and hide what each route does.
  server = await startTestServer({
    accessTokenTtlSeconds: 3600,
    adminFailureLimit: { max: 10_000, windowSeconds: 60 },
  });
  ({ operations } = await operationsOf(server.app));
  ({ owner, stranger } = await makeOwnerResources(server));
  for (const operation of operations) resolutions.set(operation.key, resolve(operation, owner));
}, 60_000);

afterAll(async () => {
  const counts = { public: 0, client: 0, caller: 0, owned: 0, missing: 0 };
  for (const resolution of resolutions.values()) counts[resolution.kind] += 1;
  const covered = resolutions.size - counts.missing;
  console.log(
    `authorization matrix: operations covered ${covered} of ${resolutions.size} ` +
      `(owned ${counts.owned}, caller-scoped ${counts.caller}, client credential ${counts.client}, public ${counts.public}); ` +
      `calls tried ${tally.calls}; failures ${tally.failures.length}`,
  );
  console.log(`  hidden routes (not in the document) called as a guest and as B: ${tally.hidden}`);
  for (const failure of tally.failures) console.log(`  FAILED ${failure}`);
  await server?.app.close();
});

type Identity = 'guest' | 'stranger' | 'owner' | 'debtor';

function authorizationOf(operation: Operation, identity: Identity): string | undefined {
  if (identity === 'guest') return undefined;
  if (identity === 'debtor') return `Bearer ${owner.debtor.access}`;
  const caller = identity === 'owner' ? owner.tokens : stranger;
  if (operation.security.includes('bearer')) return `Bearer ${caller.access}`;
  if (operation.security.includes('marketplace')) return `Bearer ${caller.marketplace}`;
  if (operation.security.includes('clientBasic')) return CLIENT_AUTHORIZATION;
  return undefined;
}

async function call(operation: Operation, parts: CallParts, identity: Identity): Promise<LightMyRequestResponse> {
  tally.calls += 1;
  const authorization = authorizationOf(operation, identity);
  return server.app.inject({
    method: operation.method,
    url: urlOf(operation.path, parts.params, parts.query),
    headers: { ...parts.headers, ...(authorization ? { authorization } : {}) },
    ...(parts.payload ? { payload: parts.payload as never } : {}),
  });
}

/** A's texts and identifiers found in a body B or a guest received. */
const leaksIn = (response: LightMyRequestResponse) => owner.canaries.filter((canary) => response.body.includes(canary));

function record(label: string, problem: string | undefined): void {
  if (problem) tally.failures.push(`${label}: ${problem}`);
}

function judgeDenied(label: string, response: LightMyRequestResponse): string | undefined {
  const leaks = leaksIn(response);
  if (!DENIED.includes(response.statusCode)) return `answered ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (leaks.length > 0) return `leaked ${leaks.join(', ')}`;
  return undefined;
}

const owned = () =>
  operations.flatMap((operation) => {
    const resolution = resolutions.get(operation.key);
    return resolution?.kind === 'owned' ? [{ operation, parts: resolution.parts }] : [];
  });

/** What A (or the debtor) reads at every owned GET: the JSON, or only the status of a file (a PDF carries its creation time). */
async function ownerViews(): Promise<Map<string, string>> {
  const views = new Map<string, string>();
  for (const { operation, parts } of owned()) {
    if (operation.method !== 'GET') continue;
    const own =
      parts.query.accountToken === undefined
        ? parts
        : { ...parts, query: { ...parts.query, accountToken: owner.accountToken } };
    const response = await call(operation, own, ownerOf(parts));
    views.set(
      operation.key,
      String(response.headers['content-type']).includes('json')
        ? response.body
        : `${response.statusCode} ${response.headers['content-type']}`,
    );
  }
  return views;
}

/** The owner of a resource an owned operation reaches (the court documents are the debtor's). */
const ownerOf = (parts: CallParts): Identity =>
  parts.params.contragentId === owner.debtor.contragentId ? 'debtor' : 'owner';

describe('the authorization matrix over the OpenAPI document', () => {
  it('places every documented operation: public with a reason, or with an owner fixture', () => {
    expect(operations.length).toBeGreaterThan(90);
    const missing = [...resolutions].flatMap(([key, resolution]) =>
      resolution.kind === 'missing' ? [`${key}: ${resolution.reason}`] : [],
    );
    expect(missing).toEqual([]);
    const documented = new Set(operations.map((operation) => operation.key));
    expect(allTableKeys().filter((key) => !documented.has(key))).toEqual([]);
  });

  it(
    'lets A reach each of her resources, so that B being refused means something',
    async () => {
      const refusedToOwner: string[] = [];
      for (const { operation, parts } of owned()) {
        if (operation.method !== 'GET') continue;
        // A guest's payment is A's with her account token and the secret her creation was handed.
        const own =
          parts.query.accountToken === undefined
            ? parts
            : {
                ...parts,
                query: { ...parts.query, accountToken: owner.accountToken },
                headers: { ...parts.headers, 'x-payment-secret': owner.publicPaymentSecret },
              };
        const response = await call(operation, own, ownerOf(parts));
        // 409 is A's resource found in a state that does not allow it yet (an unpaid policy or rental).
        if (response.statusCode !== 200 && response.statusCode !== 409)
          refusedToOwner.push(`${operation.key} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
      expect(refusedToOwner).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    "refuses B on every one of A's resources, with none of A's data in the answer and nothing of hers changed",
    async () => {
      const before = tally.failures.length;
      const viewsBefore = await ownerViews();
      for (const { operation, parts } of owned()) {
        const label = `B ${operation.key}`;
        record(label, judgeDenied(label, await call(operation, parts, 'stranger')));
      }
      // Nor does another account's token open A's own (signed-in) payment on the public page.
      for (const key of Object.keys(CLIENT_OWNED)) {
        const operation = operations.find((candidate) => candidate.key === key)!;
        const parts: CallParts = {
          params: { paymentId: owner.paymentId },
          query: { accountToken: owner.strangerAccountToken },
          headers: { 'x-payment-secret': 'not-the-creators-secret' },
        };
        record(`B ${key} (A's signed-in payment)`, judgeDenied(key, await call(operation, parts, 'stranger')));
      }
      // B's tokens were alive all along: his refusals were owner checks, not a dead session.
      const alive = await server.getAs(stranger.access, '/api/v3/main/user/');
      expect(alive.statusCode).toBe(200);
      // A refused write that still wrote would show in what A reads.
      const viewsAfter = await ownerViews();
      for (const [key, body] of viewsBefore)
        record(`B's calls changed what A reads at ${key}`, viewsAfter.get(key) === body ? undefined : 'changed');
      expect(tally.failures.slice(before)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    'refuses a guest on every operation that is not public',
    async () => {
      const before = tally.failures.length;
      for (const operation of operations) {
        const resolution = resolutions.get(operation.key)!;
        if (resolution.kind === 'public' || resolution.kind === 'missing') continue;
        const parts: CallParts =
          resolution.kind === 'owned' || resolution.kind === 'caller'
            ? resolution.parts
            : { params: {}, query: {}, headers: {} };
        if (resolution.kind === 'client')
          parts.params = Object.fromEntries(
            operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, owner.publicPaymentId]),
          );
        const label = `guest ${operation.key}`;
        const response = await call(
          operation,
          { ...parts, payload: resolution.kind === 'client' ? {} : parts.payload },
          'guest',
        );
        record(label, judgeDenied(label, response));
      }
      expect(tally.failures.slice(before)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    "shows a guest none of A's data on the public operations",
    async () => {
      const before = tally.failures.length;
      for (const operation of operations) {
        if (resolutions.get(operation.key)?.kind !== 'public') continue;
        const params = Object.fromEntries(
          operation.parameters.filter((p) => p.in === 'path').map((p) => [p.name, 'logo']),
        );
        const response = await call(
          operation,
          { params, query: {}, headers: {}, payload: operation.method === 'POST' ? {} : undefined },
          'guest',
        );
        const leaks = leaksIn(response);
        record(
          `guest ${operation.key}`,
          response.statusCode >= 500
            ? `answered ${response.statusCode}`
            : leaks.length > 0
              ? `leaked ${leaks.join(', ')}`
              : undefined,
        );
      }
      expect(tally.failures.slice(before)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    "gives B only his own data on the caller-scoped operations; his attempt to link A's account fails",
    async () => {
      const before = tally.failures.length;
      const callerScoped = operations.flatMap((operation) => {
        const resolution = resolutions.get(operation.key);
        return resolution?.kind === 'caller' ? [{ operation, resolution }] : [];
      });
      // Those that end B's sessions go last.
      callerScoped.sort((one, other) => Number(one.resolution.last) - Number(other.resolution.last));
      for (const { operation, resolution } of callerScoped) {
        const response = await call(operation, resolution.parts, 'stranger');
        const leaks = leaksIn(response);
        const label = `B ${operation.key}`;
        if (response.statusCode >= 500) record(label, `answered ${response.statusCode}`);
        else if (resolution.refused && response.statusCode < 400)
          record(label, `answered ${response.statusCode}: not refused`);
        else if (leaks.length > 0) record(label, `leaked ${leaks.join(', ')}`);
      }
      expect(tally.failures.slice(before)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    'refuses a guest and B on the routes the document hides (back office, websocket, test acquirer)',
    async () => {
      const before = tally.failures.length;
      const documented = new Set(operations.map((operation) => operation.key.replace(/\/$/, '')));
      const hidden = registeredRoutes(server.app).filter((route) => !documented.has(route.key));
      const unplaced = hidden.filter((route) => !undocumentedFamilyOf(route.path)).map((route) => route.key);
      expect(unplaced).toEqual([]);
      for (const route of hidden) {
        const family = undocumentedFamilyOf(route.path)!;
        // Ids 1 are A's chat, request, document and application; the token is made up.
        const url = route.path
          .replace(/\{token\}/g, 'made-up-token')
          .replace(/\{\w+\}/g, '1')
          .replace(/\*$/, '');
        for (const authorization of [undefined, `Bearer ${stranger.access}`, `Bearer ${stranger.marketplace}`]) {
          tally.calls += 1;
          tally.hidden += 1;
          const response = await server.app.inject({
            method: route.method as 'GET',
            url,
            headers: authorization ? { authorization } : {},
            ...(route.method === 'GET' ? {} : { payload: {} }),
          });
          const label = `${authorization ? 'B' : 'guest'} ${route.key} (hidden)`;
          if (family[1].guard === 'refused') record(label, judgeDenied(label, response));
          else if (family[1].guard === 'public')
            record(
              label,
              response.statusCode >= 500
                ? `answered ${response.statusCode}`
                : leaksIn(response).length > 0
                  ? `leaked ${leaksIn(response).join(', ')}`
                  : undefined,
            );
        }
      }
      expect(tally.failures.slice(before)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    'has no route that reads the mail without the operator credential (the links in it open accounts)',
    async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(
        registeredRoutes(server.app).filter(
          (route) => route.path.includes('outbox') && !route.path.startsWith('/api/admin/'),
        ),
      ).toEqual([]);
    },
    SWEEP_MS,
  );
});
