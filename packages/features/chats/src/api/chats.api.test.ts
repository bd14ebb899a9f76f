import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chat,
  chatMessage as message,
  chatPage as page,
  createTestStore,
  json,
  pathOf,
  requestLine,
  tasksResponse,
  uploadFile,
  useNodeFormData,
} from '@resident/api/testing';
import type { ChatThread } from '@resident/contract';
import { baseApi, CHANGE_OBJECT_LISTS, errorMessageOf } from '@resident/api';
import { chatsApi, threadOf } from './chats.api.ts';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

const unread = { count: 1, chatMessages: 1, changeObjectComments: 0 };

function signedIn(route: (request: Request) => Response) {
  return createTestStore({ api: (request) => route(request) });
}

/**
 * What other features show from the same data (the appeals lists, the shell's tasks), as stand-ins
 * providing the same tags: a feature may not import another, the tags connect them.
 */
const elsewhere = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    chatListElsewhere: build.query<unknown, void>({ query: () => 'main/communication/chats', providesTags: ['Chats'] }),
    tasksElsewhere: build.query<unknown, void>({ query: () => 'main/communication/tasks', providesTags: ['Tasks'] }),
    requestListElsewhere: build.query<unknown, void>({
      query: () => 'client/501/changeObjects',
      providesTags: [CHANGE_OBJECT_LISTS],
    }),
  }),
});

describe('threads', () => {
  it('pages a thread back with the id of the oldest message loaded, and threadOf lists it oldest first', async () => {
    const pages: Record<string, ChatThread> = {
      '': { chat, messages: [message(3), message(4)], hasMore: true },
      '3': { chat, messages: [message(1), message(2)], hasMore: false },
    };
    const { store, requests } = signedIn((request) =>
      json(200, pages[new URL(request.url).searchParams.get('before') ?? '']),
    );
    const subscription = store.dispatch(chatsApi.endpoints.getChatThread.initiate(5));
    await subscription;
    await store.dispatch(chatsApi.endpoints.getChatThread.initiate(5, { direction: 'forward' }));
    expect(requests.map(requestLine)).toEqual([
      'GET /api/v3/main/communication/chat/5?limit=50',
      'GET /api/v3/main/communication/chat/5?before=3&limit=50',
    ]);
    const state = chatsApi.endpoints.getChatThread.select(5)(store.getState());
    expect(state.hasNextPage).toBe(false);
    const thread = threadOf(state.data);
    expect(thread.chat?.id).toBe(5);
    expect(thread.messages.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    subscription.unsubscribe();
  });

  it('sends a message and reloads the thread, the list, the unread count and the tasks', async () => {
    const { store, requests } = signedIn((request) => {
      const path = pathOf(request);
      if (request.method === 'POST') return json(200, message(9, 'Новое'));
      if (path.endsWith('/chats')) return json(200, page);
      if (path.endsWith('/unreadmessages')) return json(200, unread);
      if (path.endsWith('/tasks')) return json(200, tasksResponse);
      return json(200, { chat, messages: [message(1)], hasMore: false });
    });
    const subscriptions = [
      store.dispatch(chatsApi.endpoints.getChatThread.initiate(5)),
      store.dispatch(elsewhere.endpoints.chatListElsewhere.initiate()),
      store.dispatch(chatsApi.endpoints.getUnreadMessages.initiate()),
      store.dispatch(elsewhere.endpoints.tasksElsewhere.initiate()),
      store.dispatch(chatsApi.endpoints.getChatThread.initiate(6)),
    ];
    await Promise.all(subscriptions);
    requests.length = 0;
    const sent = await store.dispatch(
      chatsApi.endpoints.sendMessage.initiate({
        chatId: 5,
        text: 'Новое',
        files: [uploadFile('x', 'a.txt', 'text/plain')],
      }),
    );
    expect(sent.data).toMatchObject({ id: 9, text: 'Новое' });
    const form = await (requests[0] as Request).formData();
    expect([form.get('chatId'), form.get('text'), (form.get('files') as File).name]).toEqual(['5', 'Новое', 'a.txt']);
    await vi.waitFor(() => expect(requests).toHaveLength(5));
    expect(requests.slice(1).map(requestLine).sort()).toEqual([
      'GET /api/v3/main/communication/chat/5?limit=50',
      'GET /api/v3/main/communication/chats',
      'GET /api/v3/main/communication/tasks',
      'GET /api/v3/main/communication/unreadmessages',
    ]);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

describe('documents', () => {
  it('downloads a document as a blob with the server’s file name', async () => {
    const { store, requests } = signedIn(
      () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="_______.pdf"; filename*=UTF-8''${encodeURIComponent('Справка.pdf')}`,
          },
        }),
    );
    const result = await store.dispatch(chatsApi.endpoints.downloadDocument.initiate(42));
    expect(requestLine(requests[0] as Request)).toBe('GET /api/v3/main/communication/document/42');
    expect(result.data?.fileName).toBe('Справка.pdf');
    expect(result.data?.contentType).toBe('application/pdf');
    expect(await result.data?.blob.text()).toBe('%PDF-1.4');
  });

  it.each([
    [400, 'FILE_NOT_FOUND_ON_SERVER', 'Файл не найден на сервере'],
    [404, 'NOT_FOUND', 'Документ не найден'],
  ])('passes a %i as the parsed JSON body, shown by spec §8', async (status, code, text) => {
    const body = { details: [{ code, message: text }], message: text };
    const { store } = signedIn(
      () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
    const result = await store.dispatch(chatsApi.endpoints.downloadDocument.initiate(42));
    expect(result.error).toEqual({ status, data: body });
    expect(errorMessageOf(result.error)).toBe(text);
  });
});

describe('unread', () => {
  it('clears a chat’s unread with DELETE params, takes the new counts from the answer, reloads the tasks and the list, not the open thread', async () => {
    const thread: ChatThread = { chat, messages: [message(1), message(2)], hasMore: false };
    const { store, requests } = signedIn((request) => {
      if (request.method === 'DELETE') return json(200, { count: 0, chatMessages: 0, changeObjectComments: 0 });
      const path = pathOf(request);
      if (path.endsWith('/tasks')) return json(200, tasksResponse);
      if (path.endsWith('/chats')) return json(200, page);
      return json(200, path.endsWith('/chat/5') ? thread : unread);
    });
    const subscriptions = [
      store.dispatch(chatsApi.endpoints.getUnreadMessages.initiate()),
      store.dispatch(elsewhere.endpoints.tasksElsewhere.initiate()),
      store.dispatch(elsewhere.endpoints.chatListElsewhere.initiate()),
      // The thread the resident is reading: its unread count is not shown, and reloading every
      // loaded page of a long chat for it would be wasted.
      store.dispatch(chatsApi.endpoints.getChatThread.initiate(5)),
    ];
    await Promise.all(subscriptions);
    requests.length = 0;
    await store.dispatch(chatsApi.endpoints.clearUnread.initiate({ chatId: 5 }));
    await vi.waitFor(() =>
      expect(chatsApi.endpoints.getUnreadMessages.select()(store.getState()).data).toEqual({
        count: 0,
        chatMessages: 0,
        changeObjectComments: 0,
      }),
    );
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map(requestLine).sort()).toEqual([
      'DELETE /api/v3/main/communication/unreadMessages?chatId=5',
      'GET /api/v3/main/communication/chats',
      'GET /api/v3/main/communication/tasks',
    ]);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

describe('recalculation request threads', () => {
  it('reads a request with its comments and comments with documents under their type, reloading the lists and the tasks', async () => {
    const requestBody = { id: 7, requestNumber: 'П-000124' };
    const { store, requests } = signedIn((request) =>
      json(200, pathOf(request).endsWith('/tasks') ? tasksResponse : requestBody),
    );
    const once = { subscribe: false } as const;
    await store.dispatch(chatsApi.endpoints.getChangeObject.initiate({ contragentId: 501, id: 7 }, once));
    const lists = [
      store.dispatch(elsewhere.endpoints.requestListElsewhere.initiate()),
      store.dispatch(elsewhere.endpoints.tasksElsewhere.initiate()),
    ];
    await Promise.all(lists);
    requests.length = 0;
    await store.dispatch(
      chatsApi.endpoints.addChangeObjectComment.initiate({
        contragentId: 501,
        id: 7,
        text: 'Ещё справка',
        documents: { other: [uploadFile('x', 'x.pdf')] },
      }),
    );
    const comment = await (requests[0] as Request).formData();
    expect([comment.get('text'), (comment.get('other') as File).name]).toEqual(['Ещё справка', 'x.pdf']);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map(requestLine).sort()).toEqual([
      'GET /api/v3/client/501/changeObjects',
      'GET /api/v3/main/communication/tasks',
      'POST /api/v3/client/501/changeObjects/7/comments',
    ]);
    for (const list of lists) list.unsubscribe();
  });

  it("a comment reloads its own request's thread and the lists, not another request's thread", async () => {
    const { store, requests } = signedIn((request) =>
      json(200, pathOf(request).endsWith('/tasks') ? tasksResponse : { id: 7, requestNumber: 'П-000124' }),
    );
    const open = [
      store.dispatch(chatsApi.endpoints.getChangeObject.initiate({ contragentId: 501, id: 7 })),
      store.dispatch(chatsApi.endpoints.getChangeObject.initiate({ contragentId: 501, id: 8 })),
      store.dispatch(elsewhere.endpoints.requestListElsewhere.initiate()),
    ];
    await Promise.all(open);
    requests.length = 0;
    await store.dispatch(
      chatsApi.endpoints.addChangeObjectComment.initiate({ contragentId: 501, id: 7, text: 'Ещё справка' }),
    );
    await vi.waitFor(() => expect(requests.map(requestLine)).toContain('GET /api/v3/client/501/changeObjects/7'));
    // One invalidation starts all its refetches together: request 8's would be here by now.
    expect(requests.map(requestLine).sort()).toEqual([
      'GET /api/v3/client/501/changeObjects',
      'GET /api/v3/client/501/changeObjects/7',
      'POST /api/v3/client/501/changeObjects/7/comments',
    ]);
    for (const subscription of open) subscription.unsubscribe();
  });

  it('marking a request read reloads the lists, not the open thread', async () => {
    const { store, requests } = signedIn((request) =>
      request.method === 'DELETE'
        ? json(200, { count: 0, chatMessages: 0, changeObjectComments: 0 })
        : json(200, pathOf(request).endsWith('/tasks') ? tasksResponse : { id: 7 }),
    );
    const open = [
      store.dispatch(chatsApi.endpoints.getChangeObject.initiate({ contragentId: 501, id: 7 })),
      store.dispatch(elsewhere.endpoints.requestListElsewhere.initiate()),
    ];
    await Promise.all(open);
    requests.length = 0;
    await store.dispatch(chatsApi.endpoints.clearUnread.initiate({ changeObjectId: 7 }));
    await vi.waitFor(() => expect(requests.map(requestLine)).toContain('GET /api/v3/client/501/changeObjects'));
    expect(requests.map(requestLine).sort()).toEqual([
      'DELETE /api/v3/main/communication/unreadMessages?changeObjectId=7',
      'GET /api/v3/client/501/changeObjects',
    ]);
    for (const subscription of open) subscription.unsubscribe();
  });
});
