import { createHash, randomFillSync } from 'node:crypto';
import { sql } from 'kysely';
import type { Row } from '../db/database-schema.ts';
import { first } from '../db/store/store.ts';
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

type RefreshRow = Pick<Row<'refresh_tokens'>, 'family_id' | 'expires_at' | 'used_at' | 'used_by'> &
  Pick<Row<'token_families'>, 'revoked_at' | 'user_id'> &
  Pick<Row<'users'>, 'marketplace_access'>;

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
  const lockToken = store.dialect === 'postgres';

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
    const expiresAt = at + accessTtlMs;
    const access = [
      { token_hash: accessHash, family_id: familyId, audience: 'v3', expires_at: expiresAt, issued_with: refreshHash },
    ];
    if (marketplaceHash)
      access.push({
        token_hash: marketplaceHash,
        family_id: familyId,
        audience: 'marketplace',
        expires_at: expiresAt,
        issued_with: refreshHash,
      });
    await store.q.insertInto('access_tokens').values(access).execute();
    await store.q
      .insertInto('refresh_tokens')
      .values({ token_hash: refreshHash, family_id: familyId, expires_at: at + refreshTtlMs })
      .execute();
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
      const row: RefreshRow | undefined = await store.q
        .selectFrom('refresh_tokens as r')
        .innerJoin('token_families as f', 'f.id', 'r.family_id')
        .innerJoin('users as u', 'u.id', 'f.user_id')
        .select([
          'r.family_id',
          'r.expires_at',
          'r.used_at',
          'r.used_by',
          'f.revoked_at',
          'f.user_id',
          'u.marketplace_access',
        ])
        .where('r.token_hash', '=', hash)
        .$if(lockToken, (query) => query.forUpdate('r'))
        .executeTakeFirst();
      if (!row || row.revoked_at !== null) return undefined;
      if (row.used_at !== null) {
        if (isSameClientWithinGrace(row, fingerprint, at, graceMs)) {
          // A second tab lost the race for the same token: it gets a pair of the same family.
          await touch(row.family_id, at);
          return issue(row.family_id, row.marketplace_access === 1, at);
        }
        // Replay of a rotated token: whoever holds the family may be a thief, so end it for everyone.
        await store.q
          .updateTable('token_families')
          .set({ revoked_at: at })
          .where('id', '=', row.family_id)
          .where('revoked_at', 'is', null)
          .execute();
        return undefined;
      }
      if (row.expires_at <= at) return undefined;
      // The guard on used_at makes the rotation single-use even if two requests race for it.
      const { numUpdatedRows } = await store.q
        .updateTable('refresh_tokens')
        .set({ used_at: at, used_by: fingerprint })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (numUpdatedRows !== 1n) return undefined;
      await store.q.deleteFrom('access_tokens').where('issued_with', '=', hash).execute();
      await touch(row.family_id, at);
      return issue(row.family_id, row.marketplace_access === 1, at);
    });
  }

  async function touch(familyId: number, at: number): Promise<void> {
    await store.q.updateTable('token_families').set({ last_used_at: at }).where('id', '=', familyId).execute();
  }

  function liveSession(accessToken: string, audience: 'v3' | 'marketplace' = 'v3') {
    return store.q
      .selectFrom('access_tokens as a')
      .innerJoin('token_families as f', 'f.id', 'a.family_id')
      .select(['f.user_id', 'a.family_id'])
      .where('a.token_hash', '=', hashToken(accessToken))
      .where('a.audience', '=', audience)
      .where('a.expires_at', '>', now())
      .where('f.revoked_at', 'is', null)
      .executeTakeFirst();
  }

  return {
    startSession(userId, marketplaceAccess, device) {
      const at = now();
      return store.transaction(async () => {
        const family = await store.q
          .insertInto('token_families')
          .values({ user_id: userId, created_at: at, last_used_at: at, device: device ?? null })
          .returning('id')
          .executeTakeFirst();
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
      await store.q
        .updateTable('token_families')
        .set({ revoked_at: now() })
        .where('revoked_at', 'is', null)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('access_tokens')
            .select('family_id')
            .where('token_hash', '=', hash)
            .union(eb.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash)),
        )
        .execute();
    },

    async revokeUser(userId) {
      const { numUpdatedRows } = await store.q
        .updateTable('token_families')
        .set({ revoked_at: now() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(numUpdatedRows);
    },

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
      const family = await store.q
        .selectFrom('token_families')
        .select('id')
        .where('id', '=', familyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return family !== undefined;
    },

    async purgeExpired() {
      const at = now();
      await store.transaction(async () => {
        await store.q.deleteFrom('access_tokens').where('expires_at', '<=', at).execute();
        await store.q.deleteFrom('refresh_tokens').where('expires_at', '<=', at).execute();
        await store.q
          .deleteFrom('token_families')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('refresh_tokens as r')
                  .select(sql.lit(1).as('one'))
                  .whereRef('r.family_id', '=', 'token_families.id'),
              ),
            ),
          )
          .execute();
      });
    },
  };
}
