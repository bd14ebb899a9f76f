import type { DatabaseSync } from 'node:sqlite';
import { typed } from '../db/rows.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where a resident's mail goes: the login is the email the resident registered with. */
export function createRecipientLookup(db: DatabaseSync): (userId: number) => string | undefined {
  const login = typed<{ login: string }, [number]>(db.prepare('SELECT login FROM users WHERE id = ?'));
  return (userId) => {
    const value = login.get(userId)?.login;
    return value !== undefined && EMAIL.test(value) ? value : undefined;
  };
}
