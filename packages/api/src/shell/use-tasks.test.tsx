import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { sessionApi } from '../session/session-api.ts';
import { createStore } from '../store/create-store.ts';
import { contragent, sessionUser, tasksResponse } from '../testing/fixtures.ts';
import { json, signedInStorage, testExtra } from '../testing/test-extra.ts';
import { useTasks } from './use-tasks.ts';

const noTasks = { chats: [], changeObjects: [] };

describe('useTasks', () => {
  it('loads the active account’s tasks with the bell’s count and follows a switch of account', async () => {
    const { extra, requests } = testExtra(
      (request) => {
        if (request.method === 'PUT') return json(200, { ...contragent, id: 502 });
        return json(200, new URL(request.url).searchParams.get('contragentId') === '501' ? tasksResponse : noTasks);
      },
      signedInStorage({ token: 'a1' }, sessionUser),
    );
    const store = createStore(extra);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useTasks(), { wrapper });

    expect(result.current.notificationCount).toBe(0);
    await waitFor(() => expect(result.current.notificationCount).toBe(2));
    expect(result.current.data).toEqual(tasksResponse);

    await store.dispatch(sessionApi.endpoints.selectContragent.initiate(502));
    await waitFor(() => expect(result.current.data).toEqual(noTasks));
    expect(result.current.notificationCount).toBe(0);
    const asked = requests.filter((request) => request.method === 'GET').map((request) => new URL(request.url).search);
    expect(asked).toContain('?contragentId=502');
  });

  it('loads nothing while skipped', async () => {
    const { extra, requests } = testExtra(
      () => json(200, tasksResponse),
      signedInStorage({ token: 'a1' }, sessionUser),
    );
    const store = createStore(extra);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useTasks({ skip: true }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(result.current.notificationCount).toBe(0);
  });
});
