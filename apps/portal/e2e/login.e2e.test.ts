import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { DEMO_PASSWORD as PASSWORD, resetBrowserState, signIn as signInWith } from './support/session';

const portalUrl = inject('portalUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
beforeEach(() => resetBrowserState(browser.page, portalUrl));

const signIn = (username: string, password: string) => signInWith(browser.page, portalUrl, username, { password });

describe('signing in', () => {
  it('takes a resident to the dashboard of the first personal account, titled by the brand', async () => {
    const { page } = browser;
    await signIn('resident@demo.ru', PASSWORD);
    await page.waitForURL(/\/resident\/\d+\/dashboard$/);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const user = await (
      await fetch(`${portalUrl}/api/v3/main/user/`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(new URL(page.url()).pathname).toBe(`/resident/${user.contragents[0].id}/dashboard`);

    const brand = await (await fetch(`${portalUrl}/api/v3/client/freeAccess/branding?isManager=false`)).json();
    // The route's own title in the brand, set on the client-side navigation from /login.
    await expect.poll(() => page.title()).toBe(`Главный экран — ${brand.company.shortName}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Здравствуйте');
  });

  it('says the login or password is wrong and keeps what was typed', async () => {
    const { page } = browser;
    await signIn('resident@demo.ru', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Не верный логин или пароль');
    expect(await page.getByLabel('Логин').inputValue()).toBe('resident@demo.ru');
    expect(await page.getByLabel('Пароль').inputValue()).toBe('not-the-password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('refuses an unverified resident without a personal account and stays on /login', async () => {
    const { page } = browser;
    await signIn('unverified@demo.ru', PASSWORD);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Лицевой счет не найден');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('the static server', () => {
  it('sends the built scripts precompressed and pages with a CSP that allows no inline script but the hashed early-tap catcher', async () => {
    const { page } = browser;
    const encodings = new Map<string, string>();
    page.on('response', (response) => {
      const name = new URL(response.url()).pathname;
      if (name.endsWith('.js')) encodings.set(name, response.headers()['content-encoding'] ?? 'none');
    });
    const response = await page.goto(`${portalUrl}/login`);
    await page.getByRole('button', { name: 'Войти' }).waitFor();
    const entry = [...encodings.keys()].find((name) => /\/assets\/index-[^/]+\.js$/.test(name));
    expect(entry && encodings.get(entry)).toBe('br');
    const csp = response?.headers()['content-security-policy'] ?? '';
    // 'self' and the hash of the one inline script, the prerendered pages' early-tap catcher.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('routing', () => {
  it('sends a guest from / through /resident to /login', async () => {
    const { page } = browser;
    await page.goto(portalUrl);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByRole('button', { name: 'Войти' }).count()).toBe(1);
  });

  it('answers an unknown path with 404 and still shows the not-found page', async () => {
    const { page } = browser;
    const response = await page.goto(`${portalUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Страница не найдена').count()).toBe(1);
  });

  it('answers HEAD on a page as GET, without a body: what uptime checks ask', async () => {
    const head = await fetch(`${portalUrl}/login`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
    expect(
      (await fetch(`${portalUrl}/no/such/page`, { method: 'HEAD', headers: { accept: 'text/html' } })).status,
    ).toBe(404);
  });
});
