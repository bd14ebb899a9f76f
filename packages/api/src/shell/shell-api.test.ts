import { describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../session/session-api.ts';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser, tasksResponse } from '../testing/fixtures.ts';
import { json, pathOf, signedInStorage, testExtra } from '../testing/test-extra.ts';
import type { Route } from '../testing/test-extra.ts';
import { shellApi } from './shell-api.ts';

const account = {
  contragentId: 501,
  numberPersonalAccount: '7700123456',
  isClosed: false,
  address: 'г. Тверь, ул. Советская, д. 1, кв. 2',
};
const notFound = (message: string) => json(404, { details: [{ code: 'NOT_FOUND', message }], message });

function signedIn(route: Route) {
  const setup = testExtra(route, signedInStorage({ token: 'a1', refresh_token: 'r1' }, sessionUser));
  return { ...setup, store: createStore(setup.extra) };
}

const search = (request: Request) => new URL(request.url).search;

describe('getNumberPersonalAccount', () => {
  it('reads client/{contragentId}/numberPersonalAccount with the bearer token', async () => {
    const { store, requests, notifyError } = signedIn(() => json(200, account));
    const result = await store.dispatch(shellApi.endpoints.getNumberPersonalAccount.initiate(501));
    expect(result.data).toEqual(account);
    expect(requests.map((request) => [request.method, pathOf(request), request.headers.get('Authorization')])).toEqual([
      ['GET', '/api/v3/client/501/numberPersonalAccount', 'Bearer a1'],
    ]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('hands a failure to the shared handler and returns no data', async () => {
    const { store, notifyError } = signedIn(() => notFound('Лицевой счёт не найден'));
    const result = await store.dispatch(shellApi.endpoints.getNumberPersonalAccount.initiate(999));
    expect(result.data).toBeUndefined();
    expect(notifyError.mock.calls).toEqual([['Лицевой счёт не найден']]);
  });
});

describe('suppressPopup', () => {
  it('POSTs without a body, then drops the popup from the session user and the cached contragent', async () => {
    const { store, requests, storage, notifyError } = signedIn((request) =>
      json(200, request.method === 'POST' ? { popupId: 1, hidden: true } : contragent),
    );
    await store.dispatch(sessionApi.endpoints.getContragent.initiate(501));
    const result = await store.dispatch(shellApi.endpoints.suppressPopup.initiate({ contragentId: 501, popupId: 1 }));

    expect(result.data).toEqual({ popupId: 1, hidden: true });
    const post = requests.find((request) => request.method === 'POST');
    expect(post && pathOf(post)).toBe('/api/v3/client/501/popupwindow/1');
    expect(await post?.text()).toBe('');
    expect(store.getState().user.user?.popupWindows.map((popup) => popup.id)).toEqual([2]);
    expect(JSON.parse(storage.getItem('user') ?? 'null').popupWindows).toEqual([contragent.popupWindows[1]]);
    const cached = sessionApi.endpoints.getContragent.select(501)(store.getState()).data;
    expect(cached?.popupWindows.map((popup) => popup.id)).toEqual([2]);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('on failure shows the error through the shared handler and keeps the popup', async () => {
    const { store, notifyError } = signedIn(() => notFound('Уведомление не найдено'));
    const result = await store.dispatch(shellApi.endpoints.suppressPopup.initiate({ contragentId: 501, popupId: 1 }));
    expect(result.data).toBeUndefined();
    expect(notifyError.mock.calls).toEqual([['Уведомление не найдено']]);
    expect(store.getState().user.user?.popupWindows.map((popup) => popup.id)).toEqual([1, 2]);
  });
});

describe('getTasks', () => {
  it('reads main/communication/tasks with the given params, none when there are none', async () => {
    const { store, requests } = signedIn(() => json(200, tasksResponse));
    expect((await store.dispatch(shellApi.endpoints.getTasks.initiate({ contragentId: 501 }))).data).toEqual(
      tasksResponse,
    );
    await store.dispatch(shellApi.endpoints.getTasks.initiate());
    expect(requests.map((request) => [pathOf(request), search(request), request.headers.get('Authorization')])).toEqual(
      [
        ['/api/v3/main/communication/tasks', '?contragentId=501', 'Bearer a1'],
        ['/api/v3/main/communication/tasks', '', 'Bearer a1'],
      ],
    );
  });

  it('does not show a failed load to the resident (spec §4)', async () => {
    const { store, notifyError } = signedIn(() => json(500, { details: 'UnknownException' }));
    const result = await store.dispatch(shellApi.endpoints.getTasks.initiate());
    expect(result.isError).toBe(true);
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('switching the contragent', () => {
  it('loads the tasks and the personal-account data again', async () => {
    const other = { ...contragent, id: 502, numberPersonalAccount: '7700999999' };
    const { store, requests } = signedIn((request) => {
      if (request.method === 'PUT') return json(200, other);
      if (pathOf(request).endsWith('/numberPersonalAccount')) return json(200, account);
      return json(200, tasksResponse);
    });
    const subscriptions = [
      store.dispatch(shellApi.endpoints.getTasks.initiate()),
      store.dispatch(shellApi.endpoints.getNumberPersonalAccount.initiate(501)),
    ];
    await Promise.all(subscriptions);
    const reads = () => requests.filter((request) => request.method === 'GET').map(pathOf);
    expect(reads()).toHaveLength(2);

    await store.dispatch(sessionApi.endpoints.selectContragent.initiate(502));
    await vi.waitFor(() => expect(reads()).toHaveLength(4));
    expect(reads().slice(2).sort()).toEqual([
      '/api/v3/client/501/numberPersonalAccount',
      '/api/v3/main/communication/tasks',
    ]);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });

  it('refetches nothing when the switch fails', async () => {
    const { store, requests } = signedIn((request) =>
      request.method === 'PUT' ? notFound('Лицевой счёт не найден') : json(200, tasksResponse),
    );
    const subscription = store.dispatch(shellApi.endpoints.getTasks.initiate());
    await subscription;
    await store.dispatch(sessionApi.endpoints.selectContragent.initiate(999));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    subscription.unsubscribe();
  });
});
