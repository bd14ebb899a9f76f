import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createClock } from '../test-support/test-server.ts';
import { createTokenService, hashToken } from './token-service.ts';

function setup() {
  const db = openDatabase(':memory:');
  migrate(db, 0);
  db.prepare(`INSERT INTO users (id, login, password_hash, last_name, first_name, operator, verified, created_at)
    VALUES (1, 'a@b.c', 'x', 'L', 'F', 'op', 1, 0)`).run();
  const clock = createClock(1_000_000);
  const tokens = createTokenService(db, { accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 600, refreshReuseGraceSeconds: 10, now: clock.now });
  return { db, clock, tokens };
}

describe('token service', () => {
  it('stores only hashes of the tokens it issues', () => {
    const { db, tokens } = setup();
    const issued = tokens.startSession(1, true);
    const stored = [
      ...db.prepare('SELECT token_hash FROM access_tokens').all(),
      ...db.prepare('SELECT token_hash FROM refresh_tokens').all(),
    ].map((row) => Buffer.from(row.token_hash as Uint8Array).toString('hex'));
    expect(stored).toHaveLength(3);
    for (const token of [issued.accessToken, issued.refreshToken, issued.marketplaceToken ?? '']) {
      expect(stored).toContain(hashToken(token).toString('hex'));
      expect(stored).not.toContain(token);
    }
  });

  it('authenticates a live access token until it expires', () => {
    const { clock, tokens } = setup();
    const { accessToken, expiresIn } = tokens.startSession(1, false);
    expect(expiresIn).toBe(60);
    expect(tokens.authenticate(accessToken)).toBe(1);
    clock.advanceSeconds(60);
    expect(tokens.authenticate(accessToken)).toBeUndefined();
  });

  it('rotates each refresh token once and revokes the family on reuse', () => {
    const { tokens } = setup();
    const first = tokens.startSession(1, false);
    const second = tokens.rotate(first.refreshToken);
    expect(second).toBeDefined();
    expect(tokens.authenticate(second?.accessToken ?? '')).toBe(1);
    expect(tokens.rotate(first.refreshToken)).toBeUndefined();
    expect(tokens.authenticate(second?.accessToken ?? '')).toBeUndefined();
    expect(tokens.authenticate(first.accessToken)).toBeUndefined();
    expect(tokens.rotate(second?.refreshToken ?? '')).toBeUndefined();
  });

  it('refuses an expired refresh token', () => {
    const { clock, tokens } = setup();
    const { refreshToken } = tokens.startSession(1, false);
    clock.advanceSeconds(600);
    expect(tokens.rotate(refreshToken)).toBeUndefined();
  });

  it('revokes a family through any of its tokens and ignores unknown ones', () => {
    const { tokens } = setup();
    const viaRefresh = tokens.startSession(1, false);
    const other = tokens.startSession(1, false);
    tokens.revoke('unknown');
    tokens.revoke(viaRefresh.refreshToken);
    expect(tokens.authenticate(viaRefresh.accessToken)).toBeUndefined();
    expect(tokens.authenticate(other.accessToken)).toBe(1);
  });

  it('purges what has expired and keeps what is alive', () => {
    const { db, clock, tokens } = setup();
    tokens.startSession(1, false);
    clock.advanceSeconds(120);
    const live = tokens.startSession(1, false);
    tokens.purgeExpired();
    expect(db.prepare('SELECT count(*) AS n FROM access_tokens').get()).toEqual({ n: 1 });
    expect(tokens.authenticate(live.accessToken)).toBe(1);
    clock.advanceSeconds(600);
    tokens.purgeExpired();
    expect(db.prepare('SELECT count(*) AS n FROM token_families').get()).toEqual({ n: 0 });
  });

  it('names the family of a live access token and tells when the family has ended', () => {
    const { clock, tokens } = setup();
    const issued = tokens.startSession(1, false);
    const session = tokens.session(issued.accessToken);
    expect(session).toEqual({ userId: 1, familyId: expect.any(Number) });
    const familyId = session?.familyId ?? 0;
    clock.advanceSeconds(60);
    // The access token has expired, the family lives on: a websocket opened with it stays open.
    expect(tokens.session(issued.accessToken)).toBeUndefined();
    expect(tokens.isFamilyLive(familyId)).toBe(true);
    tokens.revoke(issued.refreshToken);
    expect(tokens.isFamilyLive(familyId)).toBe(false);
  });

  it('revokes the access tokens issued with a refresh token when it is rotated', () => {
    const { tokens } = setup();
    const first = tokens.startSession(1, true);
    const second = tokens.rotate(first.refreshToken, 'tab');
    expect(second).toBeDefined();
    expect(tokens.authenticate(first.accessToken)).toBeUndefined();
    expect(tokens.session(first.accessToken)).toBeUndefined();
    expect(tokens.authenticate(second?.accessToken ?? '')).toBe(1);
  });

  it('gives the same client a pair of the same family within the grace window, and revokes after it', () => {
    const { clock, tokens } = setup();
    const first = tokens.startSession(1, false);
    const winner = tokens.rotate(first.refreshToken, 'browser');
    clock.advanceSeconds(3);
    const sibling = tokens.rotate(first.refreshToken, 'browser');
    expect(sibling).toBeDefined();
    expect(sibling?.refreshToken).not.toBe(winner?.refreshToken);
    expect(tokens.authenticate(winner?.accessToken ?? '')).toBe(1);
    expect(tokens.authenticate(sibling?.accessToken ?? '')).toBe(1);

    clock.advanceSeconds(8);
    expect(tokens.rotate(first.refreshToken, 'browser')).toBeUndefined();
    expect(tokens.authenticate(winner?.accessToken ?? '')).toBeUndefined();
    expect(tokens.authenticate(sibling?.accessToken ?? '')).toBeUndefined();
  });

  it('treats a reuse within the grace window by another client, or by an unnamed one, as a replay', () => {
    for (const other of ['thief', undefined]) {
      const { tokens } = setup();
      const first = tokens.startSession(1, false);
      const winner = tokens.rotate(first.refreshToken, 'browser');
      expect(tokens.rotate(first.refreshToken, other)).toBeUndefined();
      expect(tokens.authenticate(winner?.accessToken ?? '')).toBeUndefined();
    }
  });
});
