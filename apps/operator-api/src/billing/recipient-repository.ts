import type { Store } from '../db/store/store.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Where a resident's mail goes: the login is the email the resident registered with. */
export function createRecipientLookup(store: Store): (userId: number) => Promise<string | undefined> {
  return async (userId) => {
    const value = (await store.q.selectFrom('users').select('login').where('id', '=', userId).executeTakeFirst())
      ?.login;
    return value !== undefined && EMAIL.test(value) ? value : undefined;
  };
}
