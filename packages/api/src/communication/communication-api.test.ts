import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatMessage, ChatThread } from '@resident/contract';
import { errorMessageOf } from '../lib/error-message-of.ts';
import { shellApi } from '../shell/shell-api.ts';
import { createStore } from '../store/create-store.ts';
import { tasksResponse } from '../testing/fixtures.ts';
import { useNodeFormData, uploadFile } from '../testing/node-form-data.ts';
import { json, pathOf, signedInStorage, testExtra } from '../testing/test-extra.ts';
import type { Route } from '../testing/test-extra.ts';
import { communicationApi, threadOf } from './communication-api.ts';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

const category = { id: 2, code: 'charges', name: 'Начисления и оплата' };
const message = (id: number, text = `Сообщение ${id}`): ChatMessage => ({
  id,
  chatId: 5,
  author: id % 2 ? 'resident' : 'operator',
  text,
  created: new Date(Date.UTC(2026, 4, 1, 10, id)).toISOString(),
  read: true,
  documents: [],
});
const chat: Chat = {
  id: 5,
  requestNumber: 'О-000005',
  subject: 'Вопрос по начислению',
  category,
  status: 'open',
  contragentId: 501,
  created: '2026-05-01T10:00:00.000Z',
  updated: '2026-05-01T10:00:00.000Z',
  lastMessage: message(1),
  unreadCount: 0,
  rating: null,
};
const page = { content: [chat], page: 1, size: 20, totalElements: 1, totalPages: 1 };
const unread = { count: 1, chatMessages: 1, changeObjectComments: 0 };

function signedIn(route: Route) {
  const setup = testExtra(route, signedInStorage({ token: 'a1', refresh_token: 'r1' }));
  return { ...setup, store: createStore(setup.extra) };
}

const described = (request: Request) => `${request.method} ${pathOf(request)}${new URL(request.url).search}`;

describe('chats', () => {
  it('reads categories and the chat list with repeated filter keys and the bearer token', async () => {
    const { store, requests } = signedIn((request) => json(200, pathOf(request).endsWith('chatcategories') ? [category] : page));
    expect((await store.dispatch(communicationApi.endpoints.getChatCategories.initiate())).data).toEqual([category]);
    const result = await store.dispatch(communicationApi.endpoints.getChats.initiate({ status: ['open', 'answered'], page: 2, contragentId: 501 }));
    expect(result.data).toEqual(page);
    expect(requests.map(described)).toEqual([
      'GET /api/v3/main/communication/chatcategories',
      'GET /api/v3/main/communication/chats?status=open&status=answered&page=2&contragentId=501',
    ]);
    expect(requests.every((request) => request.headers.get('Authorization') === 'Bearer a1')).toBe(true);
  });

  it('pages a thread back with the id of the oldest message loaded, and threadOf lists it oldest first', async () => {
    const pages: Record<string, ChatThread> = {
      '': { chat, messages: [message(3), message(4)], hasMore: true },
      '3': { chat, messages: [message(1), message(2)], hasMore: false },
    };
    const { store, requests } = signedIn((request) => json(200, pages[new URL(request.url).searchParams.get('before') ?? '']));
    const subscription = store.dispatch(communicationApi.endpoints.getChatThread.initiate(5));
    await subscription;
    await store.dispatch(communicationApi.endpoints.getChatThread.initiate(5, { direction: 'forward' }));
    expect(requests.map(described)).toEqual([
      'GET /api/v3/main/communication/chat/5?limit=50',
      'GET /api/v3/main/communication/chat/5?before=3&limit=50',
    ]);
    const state = communicationApi.endpoints.getChatThread.select(5)(store.getState());
    expect(state.hasNextPage).toBe(false);
    const thread = threadOf(state.data);
    expect(thread.chat?.id).toBe(5);
    expect(thread.messages.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    subscription.unsubscribe();
  });

  it('creates a chat as multipart/form-data with its files, never as JSON', async () => {
    const { store, requests } = signedIn(() => json(200, chat));
    const result = await store.dispatch(
      communicationApi.endpoints.createChat.initiate({
        categoryId: 2,
        subject: 'Вопрос',
        body: 'Текст',
        contragentId: 501,
        files: [uploadFile('%PDF-1.4', 'квитанция.pdf')],
      }),
    );
    expect(result.data).toEqual(chat);
    const request = requests[0] as Request;
    expect(described(request)).toBe('POST /api/v3/main/communication/chat/2');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Authorization')).toBe('Bearer a1');
    const form = await request.formData();
    expect([form.get('subject'), form.get('body'), form.get('contragentId')]).toEqual(['Вопрос', 'Текст', '501']);
    const file = form.get('files') as File;
    expect([file.name, await file.text()]).toEqual(['квитанция.pdf', '%PDF-1.4']);
  });

  it('rates or reopens with a JSON PUT', async () => {
    const { store, requests } = signedIn(() => json(200, { ...chat, status: 'resolved' }));
    await store.dispatch(communicationApi.endpoints.updateChat.initiate({ id: 5, action: 'rate', rating: 5, comment: 'Спасибо' }));
    const request = requests[0] as Request;
    expect(described(request)).toBe('PUT /api/v3/main/communication/chat/5');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ action: 'rate', rating: 5, comment: 'Спасибо' });
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
      store.dispatch(communicationApi.endpoints.getChatThread.initiate(5)),
      store.dispatch(communicationApi.endpoints.getChats.initiate()),
      store.dispatch(communicationApi.endpoints.getUnreadMessages.initiate()),
      store.dispatch(shellApi.endpoints.getTasks.initiate()),
      store.dispatch(communicationApi.endpoints.getChatThread.initiate(6)),
    ];
    await Promise.all(subscriptions);
    requests.length = 0;
    const sent = await store.dispatch(communicationApi.endpoints.sendMessage.initiate({ chatId: 5, text: 'Новое', files: [uploadFile('x', 'a.txt', 'text/plain')] }));
    expect(sent.data).toMatchObject({ id: 9, text: 'Новое' });
    const form = await (requests[0] as Request).formData();
    expect([form.get('chatId'), form.get('text'), (form.get('files') as File).name]).toEqual(['5', 'Новое', 'a.txt']);
    await vi.waitFor(() => expect(requests).toHaveLength(5));
    expect(requests.slice(1).map(described).sort()).toEqual([
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
    const result = await store.dispatch(communicationApi.endpoints.downloadDocument.initiate(42));
    expect(described(requests[0] as Request)).toBe('GET /api/v3/main/communication/document/42');
    expect(result.data?.fileName).toBe('Справка.pdf');
    expect(result.data?.contentType).toBe('application/pdf');
    expect(await result.data?.blob.text()).toBe('%PDF-1.4');
  });

  it.each([
    [400, 'FILE_NOT_FOUND_ON_SERVER', 'Файл не найден на сервере'],
    [404, 'NOT_FOUND', 'Документ не найден'],
  ])('passes a %i as the parsed JSON body, shown by spec §8', async (status, code, text) => {
    const body = { details: [{ code, message: text }], message: text };
    const { store } = signedIn(() => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    const result = await store.dispatch(communicationApi.endpoints.downloadDocument.initiate(42));
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
      store.dispatch(communicationApi.endpoints.getUnreadMessages.initiate()),
      store.dispatch(shellApi.endpoints.getTasks.initiate()),
      store.dispatch(communicationApi.endpoints.getChats.initiate()),
      // The thread the resident is reading: its unread count is not shown, and reloading every
      // loaded page of a long chat for it would be wasted.
      store.dispatch(communicationApi.endpoints.getChatThread.initiate(5)),
    ];
    await Promise.all(subscriptions);
    requests.length = 0;
    await store.dispatch(communicationApi.endpoints.clearUnread.initiate({ chatId: 5 }));
    await vi.waitFor(() =>
      expect(communicationApi.endpoints.getUnreadMessages.select()(store.getState()).data).toEqual({ count: 0, chatMessages: 0, changeObjectComments: 0 }),
    );
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.map(described).sort()).toEqual([
      'DELETE /api/v3/main/communication/unreadMessages?chatId=5',
      'GET /api/v3/main/communication/chats',
      'GET /api/v3/main/communication/tasks',
    ]);
    for (const subscription of subscriptions) subscription.unsubscribe();
  });
});

describe('payment search and recalculation requests', () => {
  it('posts the payment search as multipart with the receipt', async () => {
    const { store, requests } = signedIn(() => json(200, chat));
    await store.dispatch(
      communicationApi.endpoints.createFindPaymentChat.initiate({
        contragentId: 501,
        paymentDate: '2026-05-10',
        amount: '1520.50',
        paymentPlace: 'Сбербанк',
        files: [uploadFile('%PDF', 'чек.pdf')],
      }),
    );
    const request = requests[0] as Request;
    expect(described(request)).toBe('POST /api/v3/client/createFindPaymentChat');
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['contragentId', 'paymentDate', 'amount', 'paymentPlace', 'files']);
  });

  it('lists, reads, files and comments on requests of an account, documents under their type', async () => {
    const requestBody = { id: 7, requestNumber: 'П-000124' };
    const { store, requests } = signedIn((request) =>
      json(200, request.method === 'GET' && pathOf(request).endsWith('/changeObjects') ? { ...page, content: [requestBody] } : requestBody),
    );
    const once = { subscribe: false } as const;
    await store.dispatch(communicationApi.endpoints.getChangeObjects.initiate({ contragentId: 501, status: ['new', 'in_progress'] }, once));
    await store.dispatch(communicationApi.endpoints.getChangeObject.initiate({ contragentId: 501, id: 7 }, once));
    await store.dispatch(
      communicationApi.endpoints.createChangeObject.initiate({
        contragentId: 501,
        kind: 'absence',
        periodStart: '2026-04-01',
        periodEnd: '2026-04-20',
        comment: 'Командировка',
        documents: { ticket: [uploadFile('%PDF', 'билеты.pdf')], certificate: [uploadFile('%PDF', 'справка.pdf')] },
      }),
    );
    await store.dispatch(
      communicationApi.endpoints.addChangeObjectComment.initiate({ contragentId: 501, id: 7, text: 'Ещё справка', documents: { other: [uploadFile('x', 'x.pdf')] } }),
    );
    await store.dispatch(communicationApi.endpoints.updateChangeObject.initiate({ contragentId: 501, id: 7, action: 'reopen', text: 'Не всё' }));
    expect(requests.map(described)).toEqual([
      'GET /api/v3/client/501/changeObjects?status=new&status=in_progress',
      'GET /api/v3/client/501/changeObjects/7',
      'POST /api/v3/client/501/changeObjects',
      'POST /api/v3/client/501/changeObjects/7/comments',
      'PUT /api/v3/client/501/changeObjects/7',
    ]);
    const created = await (requests[2] as Request).formData();
    expect([...created.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as File).name])).toEqual([
      ['kind', 'absence'],
      ['periodStart', '2026-04-01'],
      ['periodEnd', '2026-04-20'],
      ['comment', 'Командировка'],
      ['ticket', 'билеты.pdf'],
      ['certificate', 'справка.pdf'],
    ]);
    const comment = await (requests[3] as Request).formData();
    expect([comment.get('text'), (comment.get('other') as File).name]).toEqual(['Ещё справка', 'x.pdf']);
  });
});
