import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chat,
  chatCategory as category,
  chatPage as page,
  createTestStore,
  json,
  pathOf,
  requestLine,
  uploadFile,
  useNodeFormData,
} from '@resident/api/testing';
import { appealsApi } from './appeals.api.ts';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

function signedIn(route: (request: Request) => Response) {
  return createTestStore({ api: (request) => route(request) });
}

describe('appeals', () => {
  it('reads categories and the chat list with repeated filter keys and the bearer token', async () => {
    const { store, requests } = signedIn((request) =>
      json(200, pathOf(request).endsWith('chatcategories') ? [category] : page),
    );
    expect((await store.dispatch(appealsApi.endpoints.getChatCategories.initiate())).data).toEqual([category]);
    const result = await store.dispatch(
      appealsApi.endpoints.getChats.initiate({ status: ['open', 'answered'], page: 2, contragentId: 501 }),
    );
    expect(result.data).toEqual(page);
    expect(requests.map(requestLine)).toEqual([
      'GET /api/v3/main/communication/chatcategories',
      'GET /api/v3/main/communication/chats?status=open&status=answered&page=2&contragentId=501',
    ]);
    expect(requests.every((request) => request.headers.get('Authorization') === 'Bearer a1')).toBe(true);
  });

  it('creates a chat as multipart/form-data with its files, never as JSON', async () => {
    const { store, requests } = signedIn(() => json(200, chat));
    const result = await store.dispatch(
      appealsApi.endpoints.createChat.initiate({
        categoryId: 2,
        subject: 'Вопрос',
        body: 'Текст',
        contragentId: 501,
        files: [uploadFile('%PDF-1.4', 'квитанция.pdf')],
      }),
    );
    expect(result.data).toEqual(chat);
    const request = requests[0] as Request;
    expect(requestLine(request)).toBe('POST /api/v3/main/communication/chat/2');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('Authorization')).toBe('Bearer a1');
    const form = await request.formData();
    expect([form.get('subject'), form.get('body'), form.get('contragentId')]).toEqual(['Вопрос', 'Текст', '501']);
    const file = form.get('files') as File;
    expect([file.name, await file.text()]).toEqual(['квитанция.pdf', '%PDF-1.4']);
  });

  it('rates or reopens with a JSON PUT', async () => {
    const { store, requests } = signedIn(() => json(200, { ...chat, status: 'resolved' }));
    await store.dispatch(
      appealsApi.endpoints.updateChat.initiate({ id: 5, action: 'rate', rating: 5, comment: 'Спасибо' }),
    );
    const request = requests[0] as Request;
    expect(requestLine(request)).toBe('PUT /api/v3/main/communication/chat/5');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ action: 'rate', rating: 5, comment: 'Спасибо' });
  });
});

describe('payment search and recalculation requests', () => {
  it('posts the payment search as multipart with the receipt', async () => {
    const { store, requests } = signedIn(() => json(200, chat));
    await store.dispatch(
      appealsApi.endpoints.createFindPaymentChat.initiate({
        contragentId: 501,
        paymentDate: '2026-05-10',
        amount: '1520.50',
        paymentPlace: 'Сбербанк',
        files: [uploadFile('%PDF', 'чек.pdf')],
      }),
    );
    const request = requests[0] as Request;
    expect(requestLine(request)).toBe('POST /api/v3/client/createFindPaymentChat');
    const form = await request.formData();
    expect([...form.keys()]).toEqual(['contragentId', 'paymentDate', 'amount', 'paymentPlace', 'files']);
  });

  it('lists the requests of an account with repeated status keys', async () => {
    const { store, requests } = signedIn(() => json(200, { ...page, content: [] }));
    await store.dispatch(
      appealsApi.endpoints.getChangeObjects.initiate(
        { contragentId: 501, status: ['new', 'in_progress'] },
        { subscribe: false },
      ),
    );
    expect(requests.map(requestLine)).toEqual(['GET /api/v3/client/501/changeObjects?status=new&status=in_progress']);
  });
});
