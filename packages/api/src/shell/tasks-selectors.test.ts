import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { contragentReceived, userReceived } from '../model/user-slice.ts';
import { buildSessionUser } from '../model/session-user.ts';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser, tasksResponse, userResponse } from '../testing/fixtures.ts';
import { json, signedInStorage, testExtra } from '../testing/test-extra.ts';
import { shellApi } from './shell-api.ts';
import { selectNotificationCount, selectTasksParams } from './tasks-selectors.ts';

describe('selectTasksParams', () => {
  it('asks for the active account’s tasks, the same object while the account stays', () => {
    const store = createStore(testExtra(() => json(200, {}), signedInStorage({ token: 'a1' }, sessionUser)).extra);
    const params = selectTasksParams(store.getState());
    expect(params).toEqual({ contragentId: 501 });
    store.dispatch(userReceived({ ...sessionUser, verified: false }));
    expect(selectTasksParams(store.getState())).toBe(params);
    store.dispatch(contragentReceived({ ...contragent, id: 502 }));
    expect(selectTasksParams(store.getState())).toEqual({ contragentId: 502 });
  });

  it('asks for all of the user’s tasks without a personal account or a user', () => {
    const store = createStore(testExtra(() => json(200, {}), createMemoryStorage()).extra);
    expect(selectTasksParams(store.getState())).toEqual({});
    store.dispatch(userReceived(buildSessionUser({ ...userResponse, contragents: [] }, null)));
    expect(selectTasksParams(store.getState())).toEqual({});
  });
});

describe('selectNotificationCount', () => {
  it('is derived from the active account’s cached tasks', async () => {
    const store = createStore(
      testExtra(() => json(200, tasksResponse), signedInStorage({ token: 'a1' }, sessionUser)).extra,
    );
    expect(selectNotificationCount(store.getState())).toBe(0);
    await store.dispatch(shellApi.endpoints.getTasks.initiate({ contragentId: 501 }));
    expect(selectNotificationCount(store.getState())).toBe(2);
    // Another account's tasks are another cache entry: not counted until loaded.
    store.dispatch(contragentReceived({ ...contragent, id: 502 }));
    expect(selectNotificationCount(store.getState())).toBe(0);
  });
});
