import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { all, first } from '../db/store/store.ts';
import { BACKENDS } from '../test-support/test-databases.ts';
import { openTestStore } from '../test-support/test-stores.ts';
import type { TestStore } from '../test-support/test-stores.ts';
import { createClock } from '../test-support/test-server.ts';
import { createTokenService, hashToken } from './token-service.ts';

describe.each(BACKENDS)('token service on %s', (backend) => {
  const opened: TestStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((test) => test.close()));
  });

  async function setup() {
    const test = await openTestStore(backend);
    opened.push(test);
    const { store } = test;
    await sql`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
      VALUES (1, 'a@b.c', 'x', 'L', 'F', 'op', 1, 0)`.execute(store.db);
    const clock = createClock(1_000_000);
    const tokens = createTokenService(store, {
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 600,
      refreshReuseGraceSeconds: 10,
      now: clock.now,
    });
    const count = async (table: string) =>
      (await first<{ n: number }>(store, sql`SELECT count(*) AS n FROM ${sql.table(table)}`))?.n;
    return { store, clock, tokens, count };
  }

  it('stores only hashes of the tokens it issues', async () => {
    const { store, tokens } = await setup();
    const issued = await tokens.startSession(1, true);
    const stored = [
      ...(await all<{ token_hash: Uint8Array }>(store, sql`SELECT token_hash FROM access_tokens`)),
      ...(await all<{ token_hash: Uint8Array }>(store, sql`SELECT token_hash FROM refresh_tokens`)),
    ].map((row) => Buffer.from(row.token_hash).toString('hex'));
    expect(stored).toHaveLength(3);
    for (const token of [issued.accessToken, issued.refreshToken, issued.marketplaceToken ?? '']) {
      expect(stored).toContain(hashToken(token).toString('hex'));
      expect(stored).not.toContain(token);
    }
  });

  it('authenticates a live access token until it expires', async () => {
    const { clock, tokens } = await setup();
    const { accessToken, expiresIn } = await tokens.startSession(1, false);
    expect(expiresIn).toBe(60);
    expect(await tokens.authenticate(accessToken)).toBe(1);
    clock.advanceSeconds(60);
    expect(await tokens.authenticate(accessToken)).toBeUndefined();
  });

  it('rotates each refresh token once and revokes the family on reuse', async () => {
    const { tokens } = await setup();
    const first = await tokens.startSession(1, false);
    const second = await tokens.rotate(first.refreshToken);
    expect(second).toBeDefined();
    expect(await tokens.authenticate(second?.accessToken ?? '')).toBe(1);
    expect(await tokens.rotate(first.refreshToken)).toBeUndefined();
    expect(await tokens.authenticate(second?.accessToken ?? '')).toBeUndefined();
    expect(await tokens.authenticate(first.accessToken)).toBeUndefined();
    expect(await tokens.rotate(second?.refreshToken ?? '')).toBeUndefined();
  });

  it('refuses an expired refresh token', async () => {
    const { clock, tokens } = await setup();
    const { refreshToken } = await tokens.startSession(1, false);
    clock.advanceSeconds(600);
    expect(await tokens.rotate(refreshToken)).toBeUndefined();
  });

  it('revokes a family through any of its tokens and ignores unknown ones', async () => {
    const { tokens } = await setup();
    const viaRefresh = await tokens.startSession(1, false);
    const other = await tokens.startSession(1, false);
    await tokens.revoke('unknown');
    await tokens.revoke(viaRefresh.refreshToken);
    expect(await tokens.authenticate(viaRefresh.accessToken)).toBeUndefined();
    expect(await tokens.authenticate(other.accessToken)).toBe(1);
  });

  it('purges what has expired and keeps what is alive', async () => {
    const { clock, tokens, count } = await setup();
    await tokens.startSession(1, false);
    clock.advanceSeconds(120);
    const live = await tokens.startSession(1, false);
    await tokens.purgeExpired();
    expect(await count('access_tokens')).toBe(1);
    expect(await tokens.authenticate(live.accessToken)).toBe(1);
    clock.advanceSeconds(600);
    await tokens.purgeExpired();
    expect(await count('token_families')).toBe(0);
  });

  it('names the family of a live access token and tells when the family has ended', async () => {
    const { clock, tokens } = await setup();
    const issued = await tokens.startSession(1, false);
    const session = await tokens.session(issued.accessToken);
    expect(session).toEqual({ userId: 1, familyId: expect.any(Number) });
    const familyId = session?.familyId ?? 0;
    clock.advanceSeconds(60);
    // The access token has expired, the family lives on: a websocket opened with it stays open.
    expect(await tokens.session(issued.accessToken)).toBeUndefined();
    expect(await tokens.isFamilyLive(familyId)).toBe(true);
    await tokens.revoke(issued.refreshToken);
    expect(await tokens.isFamilyLive(familyId)).toBe(false);
  });

  it('revokes the access tokens issued with a refresh token when it is rotated', async () => {
    const { tokens } = await setup();
    const first = await tokens.startSession(1, true);
    const second = await tokens.rotate(first.refreshToken, 'tab');
    expect(second).toBeDefined();
    expect(await tokens.authenticate(first.accessToken)).toBeUndefined();
    expect(await tokens.session(first.accessToken)).toBeUndefined();
    expect(await tokens.authenticate(second?.accessToken ?? '')).toBe(1);
  });

  it('gives the same client a pair of the same family within the grace window, and revokes after it', async () => {
    const { clock, tokens } = await setup();
    const first = await tokens.startSession(1, false);
    const winner = await tokens.rotate(first.refreshToken, 'browser');
    clock.advanceSeconds(3);
    const sibling = await tokens.rotate(first.refreshToken, 'browser');
    expect(sibling).toBeDefined();
    expect(sibling?.refreshToken).not.toBe(winner?.refreshToken);
    expect(await tokens.authenticate(winner?.accessToken ?? '')).toBe(1);
    expect(await tokens.authenticate(sibling?.accessToken ?? '')).toBe(1);

    clock.advanceSeconds(8);
    expect(await tokens.rotate(first.refreshToken, 'browser')).toBeUndefined();
    expect(await tokens.authenticate(winner?.accessToken ?? '')).toBeUndefined();
    expect(await tokens.authenticate(sibling?.accessToken ?? '')).toBeUndefined();
  });

  it('treats a reuse within the grace window by another client, or by an unnamed one, as a replay', async () => {
    for (const other of ['thief', undefined]) {
      const { tokens } = await setup();
      const first = await tokens.startSession(1, false);
      const winner = await tokens.rotate(first.refreshToken, 'browser');
      expect(await tokens.rotate(first.refreshToken, other)).toBeUndefined();
      expect(await tokens.authenticate(winner?.accessToken ?? '')).toBeUndefined();
    }
  });

  it('answers two refreshes of one token at once as it answers them one after the other', async () => {
    const { tokens } = await setup();
    // The same browser (two tabs): both get a pair of the live family.
    const tabs = await tokens.startSession(1, false);
    const pairs = await Promise.all([
      tokens.rotate(tabs.refreshToken, 'browser'),
      tokens.rotate(tabs.refreshToken, 'browser'),
    ]);
    for (const pair of pairs) {
      expect(await tokens.authenticate(pair?.accessToken ?? '')).toBe(1);
    }
    // Two different clients: one rotation, one replay, and the replay ends the family for both.
    const stolen = await tokens.startSession(1, false);
    const raced = await Promise.all([
      tokens.rotate(stolen.refreshToken, 'owner'),
      tokens.rotate(stolen.refreshToken, 'thief'),
    ]);
    expect(raced.filter((pair) => pair !== undefined)).toHaveLength(1);
    for (const pair of raced) if (pair) expect(await tokens.authenticate(pair.accessToken)).toBeUndefined();
  });

  it('rotates fifty refreshes of one token by one client into fifty live pairs of one family', async () => {
    const { tokens, store } = await setup();
    const first = await tokens.startSession(1, false);
    const pairs = await Promise.all(Array.from({ length: 50 }, () => tokens.rotate(first.refreshToken, 'browser')));
    expect(pairs.every((pair) => pair !== undefined)).toBe(true);
    const families = await all(store, sql`SELECT DISTINCT family_id FROM refresh_tokens`);
    expect(families).toHaveLength(1);
    // The presented token was marked used once, by the first rotation: its access token is gone.
    expect(await tokens.authenticate(first.accessToken)).toBeUndefined();
  });

  it('issues a marketplace token with each rotation of a user with marketplace access, and none without', async () => {
    const { tokens, store } = await setup();
    const plain = await tokens.startSession(1, false);
    expect((await tokens.rotate(plain.refreshToken))?.marketplaceToken).toBeUndefined();
    await sql`UPDATE users SET marketplace_access = 1 WHERE id = 1`.execute(store.db);
    const session = await tokens.startSession(1, true);
    const rotated = await tokens.rotate(session.refreshToken);
    const marketplace = await first<{ audience: string }>(
      store,
      sql`SELECT audience FROM access_tokens WHERE token_hash = ${hashToken(rotated?.marketplaceToken ?? '')}`,
    );
    expect(marketplace).toEqual({ audience: 'marketplace' });
  });

  it('opens the marketplace with the marketplace token only, and the portal with the access token only', async () => {
    const { tokens, clock } = await setup();
    const issued = await tokens.startSession(1, true);
    expect(await tokens.authenticateMarketplace(issued.marketplaceToken ?? '')).toBe(1);
    expect(await tokens.authenticateMarketplace(issued.accessToken)).toBeUndefined();
    expect(await tokens.authenticate(issued.marketplaceToken ?? '')).toBeUndefined();
    clock.advanceSeconds(60);
    expect(await tokens.authenticateMarketplace(issued.marketplaceToken ?? '')).toBeUndefined();
  });
});
