import type { DatabaseSync } from 'node:sqlite';

/**
 * TRANSITIONAL (issue 19), goes when waste removal is on the store: its synchronous SQLite
 * transaction expires the payments past their expiry before it releases lapsed holds. The same
 * statement as the store's OnlinePaymentRepository.expireDue, on the app's SQLite connection.
 */
export function createSyncPaymentExpiry(db: DatabaseSync): { expireDue(now: number): number } {
  const expireAll = db.prepare(`UPDATE payments SET status = 'expired'
    WHERE status IN ('created', 'pending') AND expires_at <= ?`);
  return { expireDue: (now) => Number(expireAll.run(now).changes) };
}
