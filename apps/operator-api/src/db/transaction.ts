import type { DatabaseSync } from 'node:sqlite';

export type Transaction = <T>(work: () => T) => T;

/** Returns a runner that executes synchronous work atomically (BEGIN IMMEDIATE … COMMIT/ROLLBACK). */
export function createTransaction(db: DatabaseSync): Transaction {
  const begin = db.prepare('BEGIN IMMEDIATE');
  const commit = db.prepare('COMMIT');
  const rollback = db.prepare('ROLLBACK');
  return (work) => {
    begin.run();
    try {
      const result = work();
      commit.run();
      return result;
    } catch (error) {
      rollback.run();
      throw error;
    }
  };
}
