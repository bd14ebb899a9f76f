import { baseApi, CHANGE_OBJECT_LISTS } from '@resident/api';
import { createTestStore, json, pathOf, uploadFile, useNodeFormData } from '@resident/api/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeObjectsApi } from './change-objects.api.ts';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

// Whichever feature lists the requests (appeals today, objects later) provides this tag.
const lists = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    requestList: build.query<unknown, void>({
      query: () => 'client/501/changeObjects',
      providesTags: [CHANGE_OBJECT_LISTS],
    }),
  }),
});

describe('createChangeObject', () => {
  it('files a request as multipart, documents under their type, and reloads every list of requests', async () => {
    const { store, requests } = createTestStore({
      api: (request) => json(200, request.method === 'GET' ? { content: [] } : { id: 7 }),
    });
    const list = store.dispatch(lists.endpoints.requestList.initiate());
    await list;
    requests.length = 0;
    await store.dispatch(
      changeObjectsApi.endpoints.createChangeObject.initiate({
        contragentId: 501,
        kind: 'absence',
        periodStart: '2026-04-01',
        periodEnd: '2026-04-20',
        comment: 'Командировка',
        documents: { ticket: [uploadFile('%PDF', 'билеты.pdf')], certificate: [uploadFile('%PDF', 'справка.pdf')] },
      }),
    );
    const created = await (requests[0] as Request).formData();
    expect([
      `${requests[0]?.method} ${pathOf(requests[0] as Request)}`,
      requests[0]?.headers.get('Authorization'),
    ]).toEqual(['POST /api/v3/client/501/changeObjects', 'Bearer a1']);
    expect(
      [...created.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name]),
    ).toEqual([
      ['kind', 'absence'],
      ['periodStart', '2026-04-01'],
      ['periodEnd', '2026-04-20'],
      ['comment', 'Командировка'],
      ['ticket', 'билеты.pdf'],
      ['certificate', 'справка.pdf'],
    ]);
    await vi.waitFor(() =>
      expect(requests.map((request) => `${request.method} ${pathOf(request)}`)).toContain(
        'GET /api/v3/client/501/changeObjects',
      ),
    );
    list.unsubscribe();
  });
});
