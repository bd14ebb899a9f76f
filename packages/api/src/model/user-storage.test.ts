import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { sessionUser } from '../testing/fixtures.ts';
import { emptyUserState } from './user-slice.ts';
import { readUserState, writeUserState } from './user-storage.ts';

describe('user storage', () => {
  it('round-trips the user and the showModal flag', () => {
    const storage = createMemoryStorage();
    writeUserState(storage, { user: sessionUser, showModal: true });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(sessionUser);
    expect(readUserState(storage)).toEqual({ user: sessionUser, showModal: true });
  });

  it('removes both keys when cleared', () => {
    const storage = createMemoryStorage();
    writeUserState(storage, { user: sessionUser, showModal: true });
    writeUserState(storage, emptyUserState);
    expect(storage.length).toBe(0);
  });

  it.each([['{broken'], ['{"name":"x"}'], ['42']])('ignores a stored user it cannot trust: %s', (stored) => {
    expect(readUserState(createMemoryStorage({ user: stored })).user).toBeNull();
  });
});
