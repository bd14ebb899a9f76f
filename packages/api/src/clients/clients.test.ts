import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../lib/memory-storage.ts';
import { createStore } from '../store/create-store.ts';
import { testApi } from '../testing/test-api.ts';
import { json, pathOf, signedInStorage, TEST_CONFIG, testExtra } from '../testing/test-extra.ts';

const ok = () => json(200, { ok: true });
const basic = `Basic ${TEST_CONFIG.basicCredential}`;

describe('the four clients of spec §7', () => {
  it("'main' sends the bearer token from storage to the v3 base when signed in", async () => {
    const { extra, requests } = testExtra(ok, signedInStorage({ token: 'a1', refresh_token: 'r1' }));
    await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(requests[0]?.url).toBe('http://portal.test/api/v3/ping/1');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer a1');
  });

  it("'main' reads the token at request time, not at store creation", async () => {
    const { extra, requests, storage } = testExtra(ok, signedInStorage({ token: 'a1' }));
    const store = createStore(extra);
    storage.setItem('token', 'from-another-tab');
    await store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer from-another-tab');
  });

  it("'main' sends the basic client credential when signed out", async () => {
    const { extra, requests } = testExtra(ok, createMemoryStorage());
    await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(requests[0]?.headers.get('Authorization')).toBe(basic);
  });

  it("'params' repeats the key for every array item", async () => {
    const { extra, requests } = testExtra(ok, signedInStorage({ token: 'a1' }));
    await createStore(extra).dispatch(
      testApi.endpoints.search.initiate({ status: ['NEW', 'DONE'], page: 0, skip: undefined }),
    );
    expect(requests[0]?.url).toBe('http://portal.test/api/v3/search?status=NEW&status=DONE&page=0');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer a1');
  });

  it("'plain' sends no Authorization header", async () => {
    const { extra, requests } = testExtra(ok, signedInStorage({ token: 'a1' }));
    await createStore(extra).dispatch(testApi.endpoints.plainPing.initiate());
    expect(pathOf(requests[0] as Request)).toBe('/api/v3/free');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it("'auth' posts a form to the API base with the basic credential even when signed in", async () => {
    const { extra, requests } = testExtra(ok, signedInStorage({ token: 'a1' }));
    await createStore(extra).dispatch(
      testApi.endpoints.authPost.initiate({ grant_type: 'password', username: 'a@b.ru' }),
    );
    const request = requests[0] as Request;
    expect(request.url).toBe('http://portal.test/api/oauth/token');
    expect(request.headers.get('Authorization')).toBe(basic);
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await request.text()).toBe('grant_type=password&username=a%40b.ru');
  });

  it("'marketplace' sends the marketplace token to the marketplace base (default /api/marketplace/v1/)", async () => {
    const storage = signedInStorage({ token: 'a1' });
    storage.setItem('marketplace_token', 'm1');
    const { extra, requests } = testExtra(ok, storage);
    await createStore(extra).dispatch(testApi.endpoints.marketplacePing.initiate());
    expect(requests[0]?.url).toBe(new URL('/api/marketplace/v1/products', window.location.href).href);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer m1');

    const configured = testExtra(ok, storage);
    configured.extra.config = { ...configured.extra.config, marketplaceBase: 'http://insurer.test/mp/v1/' };
    await createStore(configured.extra).dispatch(testApi.endpoints.marketplacePing.initiate());
    expect(configured.requests[0]?.url).toBe('http://insurer.test/mp/v1/products');
  });

  it("'marketplace' sends nothing without a marketplace token or when signed out", async () => {
    const { extra, requests } = testExtra(ok, signedInStorage({ token: 'a1' }));
    await createStore(extra).dispatch(testApi.endpoints.marketplacePing.initiate());
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('resolves relative bases against the page', async () => {
    const { extra, requests } = testExtra(ok, createMemoryStorage());
    extra.config = { ...extra.config, v3Base: '/api/v3/' };
    await createStore(extra).dispatch(testApi.endpoints.ping.initiate(2));
    expect(requests[0]?.url).toBe(new URL('/api/v3/ping/2', window.location.href).href);
  });
});

describe('spec §8 handling shared by every client', () => {
  it.each([502, 503])('%i sends the resident to /service-unavailable and passes the error on', async (status) => {
    const { extra, navigate } = testExtra(() => json(status, {}), createMemoryStorage());
    const result = await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(navigate).toHaveBeenCalledWith('/service-unavailable');
    expect(result.error).toMatchObject({ status });
  });

  // An API (or the portal's proxy) past its capacity refuses at once with this answer.
  it('the load-shedding 503 (Retry-After, §8 body) of a v3 call and of the token call leads to /service-unavailable', async () => {
    const message = 'Сервис перегружен. Повторите запрос через несколько секунд';
    const shed = (body: unknown) => () =>
      new Response(JSON.stringify(body), {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
      });
    const v3 = testExtra(
      shed({ details: [{ code: 'SERVICE_UNAVAILABLE', message }], message }),
      signedInStorage({ token: 'a1' }),
    );
    await createStore(v3.extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(v3.navigate).toHaveBeenCalledWith('/service-unavailable');
    const token = testExtra(
      shed({ error: 'temporarily_unavailable', error_description: message }),
      signedInStorage({ token: 'a1' }),
    );
    await createStore(token.extra).dispatch(testApi.endpoints.authPost.initiate({ grant_type: 'refresh_token' }));
    expect(token.navigate).toHaveBeenCalledWith('/service-unavailable');
  });

  it('also leaves the page for a gateway 502 whose body is an HTML page', async () => {
    const html = () =>
      new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    const { extra, navigate } = testExtra(html, createMemoryStorage());
    await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(navigate).toHaveBeenCalledWith('/service-unavailable');
  });

  it('does not leave the page for other errors', async () => {
    const { extra, navigate } = testExtra(() => json(500, { details: 'UnknownException' }), createMemoryStorage());
    const result = await createStore(extra).dispatch(testApi.endpoints.ping.initiate(1));
    expect(navigate).not.toHaveBeenCalled();
    expect(result.error).toEqual({ status: 500, data: { details: 'UnknownException' } });
  });

  it('parses the JSON body of a failed blob download', async () => {
    const { extra } = testExtra(
      () => new Response(JSON.stringify({ details: 'FILE_NOT_FOUND_ON_SERVER' }), { status: 400 }),
      signedInStorage({ token: 'a1' }),
    );
    const result = await createStore(extra).dispatch(testApi.endpoints.download.initiate());
    expect(result.error).toEqual({ status: 400, data: { details: 'FILE_NOT_FOUND_ON_SERVER' } });
  });

  it('passes a successful download on as a blob', async () => {
    const { extra } = testExtra(() => new Response('%PDF', { status: 200 }), signedInStorage({ token: 'a1' }));
    const result = await createStore(extra).dispatch(testApi.endpoints.download.initiate());
    expect(await (result.data as Blob).text()).toBe('%PDF');
  });

  it('explains a store made without createStore', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { configureStore } = await import('@reduxjs/toolkit');
    const { baseApi } = await import('../query/base-api.ts');
    const store = configureStore({
      reducer: { api: baseApi.reducer },
      middleware: (g) => g().concat(baseApi.middleware),
    });
    const result = await store.dispatch(testApi.endpoints.ping.initiate(1));
    expect(result.error).toMatchObject({ message: expect.stringContaining('createStore(extra)') });
    consoleError.mockRestore();
  });
});
