import { createHash, randomFillSync } from 'node:crypto';
import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';

const TOKEN_BYTES = 32;
// Each refresh makes two tokens; one call to the system's CSPRNG per 128 of them instead of one
// each (as Node does for randomUUID). Every byte is handed out once.
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let taken = pool.length;

/** 256 random bits, URL-safe: opaque to the client, meaningless without the database. */
export function generateToken(): string {
  if (taken === pool.length) {
    randomFillSync(pool);
    taken = 0;
  }
  const token = pool.toString('base64url', taken, taken + TOKEN_BYTES);
  taken += TOKEN_BYTES;
  return token;
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds until accessToken expires. */
  expiresIn: number;
  marketplaceToken?: string;
}

export interface TokenServiceOptions {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long a rotated refresh token, presented again by the same client, still yields a pair
   * instead of revoking its family (several tabs refreshing at once; RFC 9700 §4.14.2). 0: never.
   */
  refreshReuseGraceSeconds: number;
  now: () => number;
}

export interface TokenService {
  /** A new token family for a successful password login. */
  startSession(userId: number, marketplaceAccess: boolean, device?: string): Promise<IssuedTokens>;
  /**
   * Exchanges a refresh token for a new pair and revokes the access tokens issued with it.
   * Undefined when the token is unknown, expired or its family is revoked. A token presented a
   * second time revokes its whole family first, except within the grace window when `client` (a
   * fingerprint of the caller, see clientFingerprint) is the one that rotated it: then the caller
   * gets a fresh pair of the same family, as the other tab did.
   */
  rotate(refreshToken: string, client?: string): Promise<IssuedTokens | undefined>;
  /** Revokes the family of an access, marketplace or refresh token; unknown tokens are ignored. */
  revoke(token: string): Promise<void>;
  /** Ends every session of the user (a password reset); answers how many were live. */
  revokeUser(userId: number): Promise<number>;
  /** The user behind a live portal access token. */
  authenticate(accessToken: string): Promise<number | undefined>;
  /** The user behind a live marketplace token (the insurer partner's base; the portal's token does not open it). */
  authenticateMarketplace(marketplaceToken: string): Promise<number | undefined>;
  /** The user and the token family of a live portal access token (a websocket outlives its token, not its family). */
  session(accessToken: string): Promise<{ userId: number; familyId: number } | undefined>;
  /** Whether the family still exists and is not revoked (logout, replay); purged families are gone. */
  isFamilyLive(familyId: number): Promise<boolean>;
  /** Drops rows no request can use any more. */
  purgeExpired(): Promise<void>;
}

interface RefreshRow {
  family_id: number;
  expires_at: number;
  used_at: number | null;
  used_by: Uint8Array | null;
  revoked_at: number | null;
  user_id: number;
  marketplace_access: number;
}

/** A rotated token presented again soon, by the client that rotated it, while it is still valid. */
function isSameClientWithinGrace(row: RefreshRow, fingerprint: Buffer | null, at: number, graceMs: number): boolean {
  return (
    row.used_at !== null &&
    at - row.used_at <= graceMs &&
    fingerprint !== null &&
    row.used_by !== null &&
    Buffer.from(row.used_by).equals(fingerprint) &&
    row.expires_at > at
  );
}

export function createTokenService(store: Store, options: TokenServiceOptions): TokenService {
  const { now } = options;
  const accessTtlMs = options.accessTokenTtlSeconds * 1000;
  const graceMs = options.refreshReuseGraceSeconds * 1000;
  const refreshTtlMs = options.refreshTokenTtlSeconds * 1000;
  // SQLite has no row locks (BEGIN IMMEDIATE serializes its transactions); PostgreSQL needs one on
  // the presented token, so a second refresh of it waits for the first and then sees it used.
  const lockToken = store.dialect === 'postgres' ? sql`FOR UPDATE OF r` : sql``;

  /** A fresh pair (and a marketplace token, used only for users with marketplace access), not stored yet. */
  function draw(marketplaceAccess: boolean): {
    tokens: IssuedTokens;
    accessHash: Buffer;
    refreshHash: Buffer;
    marketplaceHash: Buffer | null;
  } {
    const tokens: IssuedTokens = {
      accessToken: generateToken(),
      refreshToken: generateToken(),
      expiresIn: options.accessTokenTtlSeconds,
    };
    if (marketplaceAccess) tokens.marketplaceToken = generateToken();
    return {
      tokens,
      accessHash: hashToken(tokens.accessToken),
      refreshHash: hashToken(tokens.refreshToken),
      marketplaceHash: tokens.marketplaceToken === undefined ? null : hashToken(tokens.marketplaceToken),
    };
  }

  async function issue(familyId: number, marketplaceAccess: boolean, at: number): Promise<IssuedTokens> {
    const { tokens, accessHash, refreshHash, marketplaceHash } = draw(marketplaceAccess);
    const access = [sql`(${accessHash}, ${familyId}, 'v3', ${at + accessTtlMs}, ${refreshHash})`];
    if (marketplaceHash)
      access.push(sql`(${marketplaceHash}, ${familyId}, 'marketplace', ${at + accessTtlMs}, ${refreshHash})`);
    await run(
      store,
      sql`INSERT INTO access_tokens (token_hash, family_id, audience, expires_at, issued_with) VALUES ${sql.join(access)}`,
    );
    await run(
      store,
      sql`INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES (${refreshHash}, ${familyId}, ${at + refreshTtlMs})`,
    );
    return tokens;
  }

  /**
   * PostgreSQL's usual refresh in one statement (one round trip, no transaction to open): marks the
   * unused, unexpired token of a live family used and writes the new pair. The UPDATE's row lock
   * makes a concurrent refresh of the same token wait and then find it used (no row): that one
   * takes the full path below, as the second of two serialized SQLite transactions would.
   */
  async function rotateUnused(hash: Buffer, fingerprint: Buffer | null, at: number): Promise<IssuedTokens | undefined> {
    // Every token is drawn up front; the marketplace one is dropped unless the user has access.
    const { tokens, accessHash, refreshHash, marketplaceHash } = draw(true);
    const row = await first<{ marketplace_access: number }>(
      store,
      sql`WITH used AS (
          UPDATE refresh_tokens SET used_at = ${at}, used_by = ${fingerprint}::bytea
          WHERE token_hash = ${hash} AND used_at IS NULL AND expires_at > ${at}
            AND family_id IN (SELECT id FROM token_families WHERE revoked_at IS NULL)
          RETURNING family_id, (SELECT u.marketplace_access FROM token_families f JOIN users u ON u.id = f.user_id
            WHERE f.id = refresh_tokens.family_id) AS marketplace_access
        ), revoked AS (
          DELETE FROM access_tokens WHERE issued_with = ${hash} AND EXISTS (SELECT 1 FROM used)
        ), touched AS (
          UPDATE token_families SET last_used_at = ${at} WHERE id IN (SELECT family_id FROM used)
        ), access AS (
          INSERT INTO access_tokens (token_hash, family_id, audience, expires_at, issued_with)
          SELECT ${accessHash}::bytea, family_id, 'v3', ${at + accessTtlMs}::bigint, ${refreshHash}::bytea FROM used
          UNION ALL
          SELECT ${marketplaceHash}::bytea, family_id, 'marketplace', ${at + accessTtlMs}::bigint, ${refreshHash}::bytea FROM used
          WHERE marketplace_access = 1
        ), refresh AS (
          INSERT INTO refresh_tokens (token_hash, family_id, expires_at)
          SELECT ${refreshHash}::bytea, family_id, ${at + refreshTtlMs}::bigint FROM used
        )
        SELECT marketplace_access FROM used`,
    );
    if (!row) return undefined;
    if (row.marketplace_access !== 1) delete tokens.marketplaceToken;
    return tokens;
  }

  /** Every case of a refresh (replay, grace, expiry) in one transaction, the token's row locked. */
  function rotateLocked(hash: Buffer, fingerprint: Buffer | null, at: number): Promise<IssuedTokens | undefined> {
    return store.transaction(async () => {
      const row = await first<RefreshRow>(
        store,
        sql`SELECT r.family_id, r.expires_at, r.used_at, r.used_by, f.revoked_at, f.user_id, u.marketplace_access
          FROM refresh_tokens r
          JOIN token_families f ON f.id = r.family_id
          JOIN users u ON u.id = f.user_id
          WHERE r.token_hash = ${hash} ${lockToken}`,
      );
      if (!row || row.revoked_at !== null) return undefined;
      if (row.used_at !== null) {
        if (isSameClientWithinGrace(row, fingerprint, at, graceMs)) {
          // A second tab lost the race for the same token: it gets a pair of the same family.
          await run(store, sql`UPDATE token_families SET last_used_at = ${at} WHERE id = ${row.family_id}`);
          return issue(row.family_id, row.marketplace_access === 1, at);
        }
        // Replay of a rotated token: whoever holds the family may be a thief, so end it for everyone.
        await run(
          store,
          sql`UPDATE token_families SET revoked_at = ${at} WHERE id = ${row.family_id} AND revoked_at IS NULL`,
        );
        return undefined;
      }
      if (row.expires_at <= at) return undefined;
      // The guard on used_at makes the rotation single-use even if two requests race for it.
      const marked = await run(
        store,
        sql`UPDATE refresh_tokens SET used_at = ${at}, used_by = ${fingerprint} WHERE token_hash = ${hash} AND used_at IS NULL`,
      );
      if (marked !== 1) return undefined;
      await run(store, sql`DELETE FROM access_tokens WHERE issued_with = ${hash}`);
      await run(store, sql`UPDATE token_families SET last_used_at = ${at} WHERE id = ${row.family_id}`);
      return issue(row.family_id, row.marketplace_access === 1, at);
    });
  }

  async function liveSession(accessToken: string, audience: 'v3' | 'marketplace' = 'v3') {
    return first<{ user_id: number; family_id: number }>(
      store,
      sql`SELECT f.user_id, a.family_id FROM access_tokens a JOIN token_families f ON f.id = a.family_id
        WHERE a.token_hash = ${hashToken(accessToken)} AND a.audience = ${audience} AND a.expires_at > ${now()} AND f.revoked_at IS NULL`,
    );
  }

  return {
    startSession(userId, marketplaceAccess, device) {
      const at = now();
      return store.transaction(async () => {
        const family = await first<{ id: number }>(
          store,
          sql`INSERT INTO token_families (user_id, created_at, last_used_at, device) VALUES (${userId}, ${at}, ${at}, ${device ?? null}) RETURNING id`,
        );
        if (!family) throw new Error('token family was not created');
        return issue(family.id, marketplaceAccess, at);
      });
    },

    async rotate(refreshToken, client) {
      const at = now();
      const hash = hashToken(refreshToken);
      const fingerprint = client === undefined ? null : hashToken(client);
      if (store.dialect === 'postgres') {
        const rotated = await rotateUnused(hash, fingerprint, at);
        if (rotated) return rotated;
      }
      return rotateLocked(hash, fingerprint, at);
    },

    async revoke(token) {
      const hash = hashToken(token);
      await run(
        store,
        sql`UPDATE token_families SET revoked_at = ${now()} WHERE revoked_at IS NULL AND id IN (
          SELECT family_id FROM access_tokens WHERE token_hash = ${hash}
          UNION SELECT family_id FROM refresh_tokens WHERE token_hash = ${hash})`,
      );
    },

    revokeUser: (userId) =>
      run(store, sql`UPDATE token_families SET revoked_at = ${now()} WHERE user_id = ${userId} AND revoked_at IS NULL`),

    async authenticate(accessToken) {
      return (await liveSession(accessToken))?.user_id;
    },

    async authenticateMarketplace(marketplaceToken) {
      return (await liveSession(marketplaceToken, 'marketplace'))?.user_id;
    },

    async session(accessToken) {
      const row = await liveSession(accessToken);
      return row && { userId: row.user_id, familyId: row.family_id };
    },

    async isFamilyLive(familyId) {
      return (
        (await first(store, sql`SELECT id FROM token_families WHERE id = ${familyId} AND revoked_at IS NULL`)) !==
        undefined
      );
    },

    async purgeExpired() {
      const at = now();
      await store.transaction(async () => {
        await run(store, sql`DELETE FROM access_tokens WHERE expires_at <= ${at}`);
        await run(store, sql`DELETE FROM refresh_tokens WHERE expires_at <= ${at}`);
        await run(
          store,
          sql`DELETE FROM token_families WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = token_families.id)`,
        );
      });
    },
  };
}
