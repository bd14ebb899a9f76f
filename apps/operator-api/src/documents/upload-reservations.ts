import { sql } from 'kysely';
import { first, run } from '../db/store/store.ts';
import type { Store } from '../db/store/store.ts';
import { storedBytesOf } from './stored-files.ts';

/** The advisory lock class of a resident's upload quota (pg_advisory_xact_lock(class, user)). */
const QUOTA_LOCK = 19_031;

/**
 * The bytes of uploads being received, in the database every instance shares: the quota sums them
 * with the stored files, so parallel uploads through several instances cannot each pass it.
 */
export interface UploadReservations {
  /** Bytes the resident holds: stored files plus live reservations. */
  usedBy(userId: number, now: number): Promise<number>;
  /**
   * Adds `bytes` to the reservation `id` (creating it) when the resident's stored files, live
   * reservations and these bytes stay within `quota`; answers whether it did. Moves the
   * reservation's expiry to `expiresAt`.
   */
  grow(
    reservation: { id: string; userId: number; bytes: number; expiresAt: number },
    quota: number,
    now: number,
  ): Promise<boolean>;
  /** Deletes a reservation (its files are in rows now, or deleted). */
  release(id: string): Promise<void>;
}

export function createUploadReservations(store: Store): UploadReservations {
  // One statement, one snapshot: a request whose rows were committed before its reservation was
  // deleted is counted twice for a moment (never not at all).
  const usedBy = async (userId: number, now: number) => {
    const row = await first(
      store,
      sql<{ bytes: number }>`SELECT ${storedBytesOf(userId)}
        + (SELECT COALESCE(SUM(bytes), 0) FROM upload_reservations WHERE user_id = ${userId} AND expires_at > ${now}) AS bytes`,
    );
    return Number(row?.bytes ?? 0);
  };

  return {
    usedBy,
    async grow({ id, userId, bytes, expiresAt }, quota, now) {
      return store.transaction(async (tx) => {
        // PostgreSQL: another instance's check of this resident waits for this one to commit, so
        // no two see the same room. SQLite runs one transaction at a time anyway.
        if (store.dialect === 'postgres')
          await sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}::integer, ${userId}::integer)`.execute(tx);
        // Reservations of uploads that died with their instance stop counting, and go.
        await tx
          .deleteFrom('upload_reservations')
          .where('user_id', '=', userId)
          .where('expires_at', '<=', now)
          .execute();
        if ((await usedBy(userId, now)) + bytes > quota) return false;
        await run(
          store,
          sql`INSERT INTO upload_reservations (reservation_id, user_id, bytes, expires_at) VALUES (${id}, ${userId}, ${bytes}, ${expiresAt})
            ON CONFLICT (reservation_id) DO UPDATE SET bytes = upload_reservations.bytes + excluded.bytes, expires_at = excluded.expires_at`,
        );
        return true;
      });
    },
    async release(id) {
      await store.q.deleteFrom('upload_reservations').where('reservation_id', '=', id).execute();
    },
  };
}
