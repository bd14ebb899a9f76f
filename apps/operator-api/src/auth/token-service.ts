import { createHash, randomFillSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';
import { createTransaction } from '../db/transaction.ts';

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
  startSession(userId: number, marketplaceAccess: boolean, device?: string): IssuedTokens;
  /**
   * Exchanges a refresh token for a new pair and revokes the access tokens issued with it.
   * Undefined when the token is unknown, expired or its family is revoked. A token presented a
   * second time revokes its whole family first, except within the grace window when `client` (a
   * fingerprint of the caller, see clientFingerprint) is the one that rotated it: then the caller
   * gets a fresh pair of the same family, as the other tab did.
   */
  rotate(refreshToken: string, client?: string): IssuedTokens | undefined;
  /** Revokes the family of an access, marketplace or refresh token; unknown tokens are ignored. */
  revoke(token: string): void;
  /** Ends every session of the user (a password reset); answers how many were live. */
  revokeUser(userId: number): number;
  /** The user behind a live portal access token. */
  authenticate(accessToken: string): number | undefined;
  /** The user and the token family of a live portal access token (a websocket outlives its token, not its family). */
  session(accessToken: string): { userId: number; familyId: number } | undefined;
  /** Whether the family still exists and is not revoked (logout, replay); purged families are gone. */
  isFamilyLive(familyId: number): boolean;
  /** Drops rows no request can use any more. */
  purgeExpired(): void;
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

export function createTokenService(db: DatabaseSync, options: TokenServiceOptions): TokenService {
  const { now } = options;
  const accessTtlMs = options.accessTokenTtlSeconds * 1000;
  const graceMs = options.refreshReuseGraceSeconds * 1000;
  const refreshTtlMs = options.refreshTokenTtlSeconds * 1000;
  const transaction = createTransaction(db);

  const insertFamily = typed<{ id: number }, [number, number, string | null]>(
    db.prepare('INSERT INTO token_families (user_id, created_at, last_used_at, device) VALUES (?, ?, ?2, ?) RETURNING id'),
  );
  const touchFamily = db.prepare('UPDATE token_families SET last_used_at = ? WHERE id = ?');
  const insertAccess = db.prepare(
    'INSERT INTO access_tokens (token_hash, family_id, audience, expires_at, issued_with) VALUES (?, ?, ?, ?, ?)',
  );
  const insertRefresh = db.prepare('INSERT INTO refresh_tokens (token_hash, family_id, expires_at) VALUES (?, ?, ?)');
  const findRefresh = typed<RefreshRow, [Buffer]>(
    db.prepare(`SELECT r.family_id, r.expires_at, r.used_at, r.used_by, f.revoked_at, f.user_id, u.marketplace_access
      FROM refresh_tokens r
      JOIN token_families f ON f.id = r.family_id
      JOIN users u ON u.id = f.user_id
      WHERE r.token_hash = ?`),
  );
  // The guard on used_at makes the rotation single-use even if two requests race for it.
  const markUsed = db.prepare('UPDATE refresh_tokens SET used_at = ?, used_by = ? WHERE token_hash = ? AND used_at IS NULL');
  const revokeIssuedWith = db.prepare('DELETE FROM access_tokens WHERE issued_with = ?');
  const revokeFamily = db.prepare(
    'UPDATE token_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const revokeUserFamilies = db.prepare('UPDATE token_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');
  const familyOfAccess = typed<{ family_id: number }, [Buffer]>(
    db.prepare('SELECT family_id FROM access_tokens WHERE token_hash = ?'),
  );
  const familyOfRefresh = typed<{ family_id: number }, [Buffer]>(
    db.prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?'),
  );
  const authenticateAccess = typed<{ user_id: number; family_id: number }, [Buffer, number]>(
    db.prepare(`SELECT f.user_id, a.family_id FROM access_tokens a JOIN token_families f ON f.id = a.family_id
      WHERE a.token_hash = ? AND a.audience = 'v3' AND a.expires_at > ? AND f.revoked_at IS NULL`),
  );
  const liveFamily = typed<{ id: number }, [number]>(db.prepare('SELECT id FROM token_families WHERE id = ? AND revoked_at IS NULL'));
  const purgeAccess = db.prepare('DELETE FROM access_tokens WHERE expires_at <= ?');
  const purgeRefresh = db.prepare('DELETE FROM refresh_tokens WHERE expires_at <= ?');
  const purgeFamilies = db.prepare(
    'DELETE FROM token_families WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family_id = token_families.id)',
  );

  function issue(familyId: number, marketplaceAccess: boolean, at: number): IssuedTokens {
    const accessToken = generateToken();
    const refreshToken = generateToken();
    const refreshHash = hashToken(refreshToken);
    insertAccess.run(hashToken(accessToken), familyId, 'v3', at + accessTtlMs, refreshHash);
    insertRefresh.run(refreshHash, familyId, at + refreshTtlMs);
    const tokens: IssuedTokens = { accessToken, refreshToken, expiresIn: options.accessTokenTtlSeconds };
    if (marketplaceAccess) {
      const marketplaceToken = generateToken();
      insertAccess.run(hashToken(marketplaceToken), familyId, 'marketplace', at + accessTtlMs, refreshHash);
      tokens.marketplaceToken = marketplaceToken;
    }
    return tokens;
  }

  function familyOf(token: string): number | undefined {
    const hash = hashToken(token);
    return (familyOfAccess.get(hash) ?? familyOfRefresh.get(hash))?.family_id;
  }

  return {
    startSession(userId, marketplaceAccess, device) {
      const at = now();
      return transaction(() => {
        const family = insertFamily.get(userId, at, device ?? null);
        if (!family) throw new Error('token family was not created');
        return issue(family.id, marketplaceAccess, at);
      });
    },

    rotate(refreshToken, client) {
      const at = now();
      const hash = hashToken(refreshToken);
      const fingerprint = client === undefined ? null : hashToken(client);
      return transaction(() => {
        const row = findRefresh.get(hash);
        if (!row || row.revoked_at !== null) return undefined;
        if (row.used_at !== null) {
          if (isSameClientWithinGrace(row, fingerprint, at, graceMs)) {
            // A second tab lost the race for the same token: it gets a pair of the same family.
            touchFamily.run(at, row.family_id);
            return issue(row.family_id, row.marketplace_access === 1, at);
          }
          // Replay of a rotated token: whoever holds the family may be a thief, so end it for everyone.
          revokeFamily.run(at, row.family_id);
          return undefined;
        }
        if (row.expires_at <= at) return undefined;
        if (Number(markUsed.run(at, fingerprint, hash).changes) !== 1) return undefined;
        revokeIssuedWith.run(hash);
        touchFamily.run(at, row.family_id);
        return issue(row.family_id, row.marketplace_access === 1, at);
      });
    },

    revoke(token) {
      const familyId = familyOf(token);
      if (familyId !== undefined) revokeFamily.run(now(), familyId);
    },

    revokeUser: (userId) => Number(revokeUserFamilies.run(now(), userId).changes),

    authenticate(accessToken) {
      return authenticateAccess.get(hashToken(accessToken), now())?.user_id;
    },

    session(accessToken) {
      const row = authenticateAccess.get(hashToken(accessToken), now());
      return row && { userId: row.user_id, familyId: row.family_id };
    },

    isFamilyLive: (familyId) => liveFamily.get(familyId) !== undefined,

    purgeExpired() {
      const at = now();
      transaction(() => {
        purgeAccess.run(at);
        purgeRefresh.run(at);
        purgeFamilies.run();
      });
    },
  };
}
