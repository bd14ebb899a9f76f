// Spec §4 "Session and token refresh", "Login" (refresh, logout) and §8 "HTTP", in Chromium against
// the real operator API. The file runs its own stack (startClockedStack): its API clock can be moved
// so that access tokens really expire, as they do for a resident who leaves the tab open.
import { DEFAULT_CLIENT_AUTHORIZATION, signInOverHttp } from '@resident/test-stack';
import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitForAnimations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import {
  dispatchEndpoint,
  invalidateTags,
  isRefreshGrant,
  noticesOf,
  pendingApiCalls,
  recordApiRequests,
  storedSession,
  startClockedStack,
  statusOf,
  watchNotices,
  type RecordedRequest,
} from './support/network';
import { pathOf, resetBrowserState, signIn } from './support/session';

const SESSION_EXPIRED = 'Время сессии истекло';

let stack: Awaited<ReturnType<typeof startClockedStack>>;
let browser: Browser;
// A fresh tab per test: routes, request listeners and a faked clock die with it.
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startClockedStack(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
beforeEach(async () => {
  page = await browser.context.newPage();
  await resetBrowserState(page, stack.portalUrl);
});
afterEach(async () => {
  await page.close();
});

const tasksPath = '/api/v3/main/communication/tasks';
const isTasks = (entry: RecordedRequest) => entry.path === tasksPath;
// The v3 calls that carry the session; the public freeAccess calls (plain client) carry nothing.
const isAuthorisedV3 = (entry: RecordedRequest) =>
  entry.path.startsWith('/api/v3/') && !entry.path.includes('/freeAccess/');

/** Signs in through the form and waits for the dashboard, the header's first tasks and the money summary. */
async function signInToDashboard(username: string) {
  const answered = (ending: string) =>
    page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(ending) && response.ok());
  const tasksLoaded = answered(tasksPath);
  const summaryLoaded = answered('/billing/summary');
  await signIn(page, stack.portalUrl, username);
  await page.waitForURL(/\/resident\/\d+\/dashboard$/);
  await Promise.all([tasksLoaded, summaryLoaded]);
  const contragentId = Number(pathOf(page).split('/')[2]);
  return { contragentId, session: await storedSession(page) };
}

/** What the operator API itself says about an access token (not the portal). */
async function apiAccepts(token: string) {
  const response = await fetch(`${stack.operatorApiUrl}/api/v3/main/user/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status;
}

describe('authorisation header (spec §4, §7)', () => {
  it('sends the basic client credential while signed out and the bearer token from local storage once signed in', async () => {
    const requests = recordApiRequests(page);
    await page.goto(`${stack.portalUrl}/login`);
    await page.getByRole('button', { name: 'Войти' }).waitFor();

    // No screen calls the main v3 client while signed out, so the test calls main/user/ through the
    // portal's own api: the client must fall back to the basic credential (the server refuses it: 401).
    expect(await dispatchEndpoint(page, 'getUser', [undefined])).toEqual([{ ok: false, status: 401 }]);
    const signedOut = (await requests.all()).filter((entry) => entry.path === '/api/v3/main/user/');
    expect(signedOut.map((entry) => entry.authorization)).toEqual([DEFAULT_CLIENT_AUTHORIZATION]);

    const { contragentId } = await signInToDashboard('resident@demo.ru');
    await expect.poll(() => pendingApiCalls(page)).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toMatch(/\S{20,}/);
    const all = await requests.all();
    const grant = all.find((entry) => entry.path === '/api/oauth/token');
    expect(grant?.authorization).toBe(DEFAULT_CLIENT_AUTHORIZATION);
    // Everything the login and the dashboard asked the v3 API after the token arrived.
    const authorised = all.slice(all.indexOf(grant!) + 1).filter(isAuthorisedV3);
    expect(new Set(authorised.map((entry) => entry.path))).toEqual(
      // The dashboard's next instalment: resident@demo.ru's account is in the installment register.
      new Set([
        '/api/v3/main/user/',
        `/api/v3/client/contragent/${contragentId}`,
        tasksPath,
        `/api/v3/client/${contragentId}/billing/summary`,
        `/api/v3/client/${contragentId}/installments`,
      ]),
    );
    expect(authorised.map((entry) => entry.authorization)).toEqual(authorised.map(() => `Bearer ${token}`));

    // "Read from local storage" (not from memory): a second valid token of the same resident, put
    // into storage behind the app's back, is what the next call carries, and it works without a refresh.
    const other = await signInOverHttp(`${stack.operatorApiUrl}/api`, 'resident@demo.ru');
    await page.evaluate((value) => localStorage.setItem('token', value), other.access_token);
    const before = (await requests.all()).length;
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === tasksPath);
    await invalidateTags(page, ['Tasks']);
    expect((await answered).status()).toBe(200);
    const after = (await requests.all()).slice(before);
    expect(after.filter(isTasks).map((entry) => entry.authorization)).toEqual([`Bearer ${other.access_token}`]);
    expect(after.filter(isRefreshGrant)).toHaveLength(0);
  });
});

describe('token refresh on 401 (spec §4, §8)', () => {
  it('refreshes an expired access token once, stores the new pair and retries the refused calls', async () => {
    const { contragentId, session } = await signInToDashboard('resident@demo.ru');
    // The dashboard's own calls (user, tasks, the money summary) are answered before the token expires.
    await expect.poll(() => pendingApiCalls(page)).toBe(0);
    stack.expireAccessTokens();
    expect(await apiAccepts(session.token!)).toBe(401);

    // The resident comes back to the open tab and reloads it: the startup contractor reload and the
    // header's tasks run into the expired token.
    const requests = recordApiRequests(page);
    const refreshAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/oauth/token');
    await page.reload();
    const refreshed = (await (await refreshAnswer).json()) as { access_token: string; refresh_token: string };
    // The reload emptied the cache: the bell counts the two demo tasks only once a tasks call has
    // gone through after the refresh.
    await page.getByRole('button', { name: 'Уведомления: 2' }).waitFor();
    await expect
      .poll(() => storedSession(page))
      .toMatchObject({ token: refreshed.access_token, refresh_token: refreshed.refresh_token, auth: 'true' });
    await expect.poll(() => pendingApiCalls(page)).toBe(0);

    const all = await requests.all();
    const refreshes = all.filter(isRefreshGrant);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.authorization).toBe(DEFAULT_CLIENT_AUTHORIZATION);
    expect(Object.fromEntries(new URLSearchParams(refreshes[0]!.body ?? ''))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: session.refresh_token,
    });
    expect(all.filter((entry) => entry.path === '/api/oauth/token')).toHaveLength(1);

    const calls = await Promise.all(
      all.filter(isAuthorisedV3).map(async (entry) => ({
        path: entry.path,
        authorization: entry.authorization,
        status: await statusOf(entry),
      })),
    );
    const oldBearer = `Bearer ${session.token}`;
    const newBearer = `Bearer ${refreshed.access_token}`;
    // The startup contractor reload goes first and is refused; calls that start while the refresh
    // runs (the header's tasks, usually) wait for it and go out with the new token straight away.
    const refused = calls.filter((call) => call.authorization === oldBearer);
    expect(refused.map((call) => call.path)).toContain(`/api/v3/client/contragent/${contragentId}`);
    expect(refused.map((call) => call.status)).toEqual(refused.map(() => 401));
    // Each refused call was made again with the new token and answered; nothing else used any other token.
    for (const { path } of refused) {
      expect(calls.filter((call) => call.path === path).at(-1)).toEqual({
        path,
        authorization: newBearer,
        status: 200,
      });
    }
    const others = calls.filter((call) => call.authorization !== oldBearer);
    expect(others).toEqual(others.map((call) => ({ ...call, authorization: newBearer, status: 200 })));
    expect(refreshed.access_token).not.toBe(session.token);
    expect(await apiAccepts(refreshed.access_token)).toBe(200);
  });

  it('refreshes once for ten concurrent calls with an expired token and all ten succeed', async () => {
    const { contragentId, session } = await signInToDashboard('plain@demo.ru');
    // Nothing of the dashboard's own is still on its way to run into the expired token first.
    await expect.poll(() => pendingApiCalls(page)).toBe(0);
    stack.expireAccessTokens();
    const requests = recordApiRequests(page);

    // No screen makes ten calls at once yet, so the test starts ten «select this account» calls of
    // the portal's own api together (idempotent: plain@demo.ru has this one account).
    const outcomes = await dispatchEndpoint(
      page,
      'selectContragent',
      Array.from({ length: 10 }, () => contragentId),
    );
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => ({ ok: true, status: null })));

    const all = await requests.all();
    expect(all.filter((entry) => entry.path === '/api/oauth/token')).toHaveLength(1);
    expect(all.filter(isRefreshGrant)).toHaveLength(1);
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(session.token);
    const selectPath = `/api/v3/client/user/select_contragent/${contragentId}`;
    const selects = await Promise.all(
      all
        .filter((entry) => entry.method === 'PUT' && entry.path === selectPath)
        .map(async (entry) => ({ authorization: entry.authorization, status: await statusOf(entry) })),
    );
    // Ten refused with the expired token, then exactly ten retries with the new one.
    expect(
      selects.filter((call) => call.authorization === `Bearer ${session.token}`).map((call) => call.status),
    ).toEqual(Array(10).fill(401));
    expect(selects.filter((call) => call.authorization === `Bearer ${newToken}`).map((call) => call.status)).toEqual(
      Array(10).fill(200),
    );
    expect(selects).toHaveLength(20);
  });

  it('reloads the contractor after a refresh (spec §4 "Login")', async () => {
    // The header's own task poll (once a minute) is what runs into the expired token here; the
    // faked clock lets the test reach the next poll at once.
    await page.clock.install();
    const { contragentId, session } = await signInToDashboard('resident@demo.ru');
    stack.expireAccessTokens();
    const requests = recordApiRequests(page);
    const contragentPath = `/api/v3/client/contragent/${contragentId}`;
    const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === contragentPath);
    await page.clock.fastForward(60_000);
    expect((await reloaded).status()).toBe(200);
    await expect.poll(() => pendingApiCalls(page)).toBe(0);

    const all = await requests.all();
    const refresh = all.findIndex(isRefreshGrant);
    expect(refresh).toBeGreaterThan(-1);
    // Nothing asked for the contractor before the refresh (the poll asked for tasks only): the call
    // after it is the refresh's own reload, made with the new token.
    const newToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(newToken).not.toBe(session.token);
    expect(all.slice(0, refresh).filter((entry) => entry.path === contragentPath)).toEqual([]);
    const afterRefresh = all.slice(refresh).filter((entry) => entry.path === contragentPath);
    expect(afterRefresh.map((entry) => [entry.method, entry.authorization])).toEqual([['GET', `Bearer ${newToken}`]]);
  });
});

describe('a failed refresh (spec §4, §8)', () => {
  it('logs out and shows /login when the server calls the refresh token invalid', async () => {
    await watchNotices(page);
    const { session } = await signInToDashboard('debtor@demo.ru');
    // Another tab (or a thief) has already spent this refresh token: the API rotated it, so the
    // portal's copy is now a reused one, which the API answers with 'Invalid refresh token'.
    const rotated = await fetch(`${stack.operatorApiUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { Authorization: DEFAULT_CLIENT_AUTHORIZATION, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh_token! }),
    });
    expect(rotated.status).toBe(200);
    stack.expireAccessTokens();

    const requests = recordApiRequests(page);
    const refreshAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/oauth/token');
    await page.reload();
    expect(await (await refreshAnswer).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid refresh token',
    });
    // /login says why, and brings the resident back to the dashboard after signing in again.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('session') === 'ended');
    expect(new URL(page.url()).searchParams.get('return')).toMatch(/^\/resident\/\d+\/dashboard$/);
    await page.getByRole('alert').filter({ hasText: 'Сеанс завершён' }).waitFor();
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    await expect.poll(() => storedSession(page)).toEqual({ token: null, refresh_token: null, auth: null, user: null });

    const all = await requests.all();
    expect(all.filter(isRefreshGrant)).toHaveLength(1);
    expect(all.filter((entry) => entry.path === '/api/oauth/revoke')).toHaveLength(1);
    expect(await noticesOf(page)).not.toContain(SESSION_EXPIRED);
  });

  it(`shows '${SESSION_EXPIRED}' for other refresh failures, at most once per 5 seconds`, async () => {
    await watchNotices(page);
    await signInToDashboard('resident@demo.ru');
    let answer = { status: 500, body: { error: 'server_error', error_description: 'Internal Server Error' } };
    await page.route('**/api/oauth/token', (route) => route.fulfill({ status: answer.status, json: answer.body }));
    stack.expireAccessTokens();
    const requests = recordApiRequests(page);
    const refreshCalls = () => requests.count(isRefreshGrant);

    // The notice's pause is measured with Date.now(): fix it, and move it only where the test says.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    // Several calls fail at once (the user, the contractor and the tasks the page holds): one notice.
    await invalidateTags(page, ['User', 'Contragent', 'Tasks']);
    await expect.poll(() => noticesOf(page)).toEqual([SESSION_EXPIRED]);
    await expect.poll(() => pendingApiCalls(page)).toBe(0);
    expect(requests.count(isAuthorisedV3)).toBeGreaterThan(1);
    // A call whose 401 arrives after the failed refresh has finished tries a refresh of its own, so
    // the burst makes one to three refresh calls; either way the resident sees one notice.
    const afterBurst = refreshCalls();
    expect(afterBurst).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(page)).toEqual([SESSION_EXPIRED]);

    // 4.999 s later another call fails: a new refresh is tried, but the notice stays quiet.
    await page.clock.setFixedTime(start + 4_999);
    await invalidateTags(page, ['Tasks']);
    await expect.poll(refreshCalls).toBe(afterBurst + 1);
    await expect.poll(() => pendingApiCalls(page)).toBe(0);
    expect(await noticesOf(page)).toEqual([SESSION_EXPIRED]);

    // 5 s after the notice, a failure of the other kind (a 400 that is not about the refresh token)
    // shows it again.
    answer = { status: 400, body: { error: 'invalid_request', error_description: 'Missing refresh_token' } };
    await page.clock.setFixedTime(start + 5_000);
    await invalidateTags(page, ['Tasks']);
    await expect.poll(() => noticesOf(page)).toEqual([SESSION_EXPIRED, SESSION_EXPIRED]);
    expect(refreshCalls()).toBe(afterBurst + 2);

    // Not a logout: the resident stays where they were, signed in.
    expect(pathOf(page)).toMatch(/\/dashboard$/);
    expect(await storedSession(page)).toMatchObject({ auth: 'true' });
  });
});

describe('service unavailable (spec §8: 502 or 503)', () => {
  /** What the portal's own proxy answers when no operator API instance can be reached (502) or it is overloaded (503). */
  const proxyError = (status: 502 | 503) => ({
    status,
    json: {
      message:
        status === 502
          ? 'Сервис временно недоступен. Повторите попытку позже.'
          : 'Сервис перегружен. Повторите попытку через минуту.',
    },
  });

  /**
   * Signs in, opens the profile, then makes every v3 call answer `answer` and lets the header's
   * next task poll (once a minute; the faked clock gets there at once) run into it.
   */
  async function breakApiOnProfile(answer: Parameters<Route['fulfill']>[0]) {
    await page.clock.install();
    const { contragentId } = await signInToDashboard('plain@demo.ru');
    const profile = `/resident/${contragentId}/profile`;
    await page.getByRole('link', { name: 'Профиль' }).first().click();
    await page.waitForURL((url) => url.pathname === profile);
    // The address changes before the page's chunk has arrived; the resident is on the profile
    // once it is shown (it is the page the service-unavailable screen returns to).
    await page.getByRole('heading', { name: 'Личные данные', level: 1 }).waitFor();
    await page.route('**/api/v3/**', (route) => route.fulfill(answer));
    const polled = page.waitForResponse((response) => new URL(response.url()).pathname === tasksPath);
    await page.clock.fastForward(60_000);
    expect((await polled).status()).toBe(answer?.status);
    return profile;
  }

  it('sends the resident to /service-unavailable on a 502 and back once the 10-second probe finds the API answering', async () => {
    const profile = await breakApiOnProfile(proxyError(502));
    await page.waitForURL(/\/service-unavailable$/);
    await page.getByRole('heading', { name: 'Сервис временно недоступен' }).waitFor();

    // Still down at the next probe: the page stays.
    const probe = page.waitForResponse((response) => response.url().includes('/client/freeAccess/branding'));
    await page.clock.fastForward(10_000);
    expect((await probe).status()).toBe(502);
    await page.getByRole('button', { name: 'Проверить снова' }).waitFor();
    expect(pathOf(page)).toBe('/service-unavailable');

    await page.unrouteAll({ behavior: 'wait' });
    await page.clock.fastForward(10_000);
    await page.waitForURL((url) => url.pathname === profile);
  });

  it("sends the resident to /service-unavailable on a 503 and back with 'Проверить снова'", async () => {
    const profile = await breakApiOnProfile(proxyError(503));
    await page.waitForURL(/\/service-unavailable$/);
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByRole('button', { name: 'Проверить снова' }).click();
    await page.waitForURL((url) => url.pathname === profile);
  });

  // A gateway in front of the API (nginx) answers 502 with an HTML page, not JSON.
  it('sends the resident to /service-unavailable on a 502 with an HTML body from a gateway', async () => {
    await breakApiOnProfile({
      status: 502,
      contentType: 'text/html',
      body: '<html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
    });
    await page.waitForURL(/\/service-unavailable$/, { timeout: 5_000 });
  });
});

describe('logout (spec §2 "Logout confirmation", §4)', () => {
  async function askToLogOut() {
    await page.getByRole('button', { name: /Л\/С/ }).click();
    const menu = page.getByRole('dialog', { name: 'Меню пользователя' });
    await menu.waitFor();
    // Opened where it stays (a click aimed at a popup still being placed lands where it was).
    await waitForAnimations(page);
    await menu.getByRole('button', { name: 'Выйти из аккаунта' }).click();
    const confirm = page.getByRole('dialog', { name: 'Выход из приложения' });
    await confirm.getByText('Вы действительно хотите выйти?').waitFor();
    return confirm;
  }

  it("keeps the session on 'Нет'", async () => {
    const { session } = await signInToDashboard('resident@demo.ru');
    const requests = recordApiRequests(page);
    const confirm = await askToLogOut();
    await confirm.getByRole('button', { name: 'Нет' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(pathOf(page)).toMatch(/\/dashboard$/);
    expect(await storedSession(page)).toEqual(session);
    expect((await requests.all()).filter((entry) => entry.path === '/api/oauth/revoke')).toEqual([]);
    expect(await apiAccepts(session.token!)).toBe(200);
  });

  it("revokes the token, clears the session and shows /login on 'Да'", async () => {
    const { session } = await signInToDashboard('resident@demo.ru');
    const requests = recordApiRequests(page);
    const confirm = await askToLogOut();
    const revoked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/oauth/revoke');
    await confirm.getByRole('button', { name: 'Да' }).click();
    expect((await revoked).status()).toBe(200);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => storedSession(page)).toEqual({ token: null, refresh_token: null, auth: null, user: null });

    const [revoke] = (await requests.all()).filter((entry) => entry.path === '/api/oauth/revoke');
    expect(revoke?.authorization).toBe(DEFAULT_CLIENT_AUTHORIZATION);
    expect(new URLSearchParams(revoke?.body ?? '').get('token')).toBe(session.refresh_token);
    // The server really ended the session: the old access token no longer opens the API.
    expect(await apiAccepts(session.token!)).toBe(401);
  });

  it("shows the server's details text when the revoke fails and still logs out", async () => {
    await watchNotices(page);
    await signInToDashboard('resident@demo.ru');
    const details = 'Сервер авторизации временно недоступен';
    await page.route('**/api/oauth/revoke', (route) =>
      route.fulfill({ status: 500, json: { details, message: 'Internal Server Error' } }),
    );
    const confirm = await askToLogOut();
    await confirm.getByRole('button', { name: 'Да' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => noticesOf(page)).toEqual([details]);
    await expect.poll(() => storedSession(page)).toEqual({ token: null, refresh_token: null, auth: null, user: null });
  });
});
