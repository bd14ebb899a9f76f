import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type Browser } from './support/browser';
import { seriousViolations } from './support/axe';
import { pathOf, resetBrowserState, signIn } from './support/session';
import { startPortal } from './support/stack';

const portalUrl = inject('portalUrl');
const operatorApiUrl = inject('operatorApiUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser.close());
beforeEach(() => resetBrowserState(browser.page, portalUrl));

describe('route guard (spec §4)', () => {
  it('sends every route to /service-unavailable while the environment switch is on, also on a route change', async () => {
    const switchedOff = await startPortal(operatorApiUrl, { PORTAL_SERVICE_UNAVAILABLE: 'true' });
    try {
      const { page } = browser;
      await page.goto(`${switchedOff.url}/resident/1/dashboard`);
      await page.waitForURL(/\/service-unavailable$/);
      await expect.poll(() => page.getByRole('heading', { name: 'Сервис временно недоступен' }).count()).toBe(1);
      await page.evaluate(() => history.pushState({}, '', '/login'));
      await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
      await page.waitForURL(/\/service-unavailable$/);
    } finally {
      await switchedOff.stop();
    }
  });

  it('sends a guest to the login page', async () => {
    const { page } = browser;
    await page.goto(`${portalUrl}/resident/1/billing`);
    await page.waitForURL(/\/login$/);
  });

  it('sends an unverified resident to the unverified screen, keeping the query of both routes', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'pending@demo.ru', { query: '?from=mail' });
    await page.waitForURL(/\/resident\/unverified\/\d+/);
    expect(new URL(page.url()).searchParams.get('from')).toBe('mail');
    await expect.poll(() => page.getByRole('heading', { name: 'Учётная запись ещё не подтверждена' }).count()).toBe(1);
    // The support phone is a link, formatted as everywhere else.
    await page.getByRole('link', { name: '+7 (800) 000-00-00' }).waitFor();
    expect(await page.getByRole('link', { name: '+7 (800) 000-00-00' }).getAttribute('href')).toBe('tel:+78000000000');
    const id = pathOf(page).split('/').pop();
    await page.goto(`${portalUrl}/resident/${id}/billing?tab=payments`);
    await page.waitForURL(/\/resident\/unverified\//);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('payments');
  });

  it('lets only a signed-in unverified resident see the unverified screen', async () => {
    const { page } = browser;
    await page.goto(`${portalUrl}/resident/unverified/1`);
    await page.waitForURL(/\/login$/);
    await signIn(page, portalUrl, 'plain@demo.ru');
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${portalUrl}/resident/unverified/1`);
    await page.waitForURL(/\/login$/);
  });

  it('sends insurance routes to the default entry while the insurance feature is off', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/dashboard$/);
    const dashboard = pathOf(page);
    const id = dashboard.split('/')[2];
    await page.goto(`${portalUrl}/resident/${id}/insurance/object`);
    await page.waitForURL((url) => url.pathname === dashboard);
  });

  it('opens /resident on the dashboard, or on the profile without a personal account', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'noaccount@demo.ru');
    await page.waitForURL(/\/appeals\/help$/);
    await page.goto(`${portalUrl}/resident`);
    await page.waitForURL(/\/resident\/\d+\/profile$/);
  });

  it('logs out and goes to /login when the session has no user id', async () => {
    const { page } = browser;
    await page.goto(`${portalUrl}/config.json`);
    await page.evaluate(() => {
      localStorage.setItem('auth', 'true');
      localStorage.setItem('token', 'orphan-token');
      localStorage.setItem('refresh_token', 'orphan-refresh');
    });
    await page.goto(`${portalUrl}/resident`);
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('sends a signed-in resident who opens /login to their dashboard', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/dashboard$/);
    const dashboard = pathOf(page);
    await page.goto(`${portalUrl}/login`);
    await page.waitForURL((url) => url.pathname === dashboard);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('shows a resident without an account, at an old bookmark, the page that leads to linking one', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'noaccount@demo.ru');
    await page.waitForURL(/\/appeals\/help$/);
    const id = pathOf(page).split('/')[2];
    await page.goto(`${portalUrl}/resident/2/dashboard`);
    await page.getByRole('heading', { name: 'Раздел откроется после привязки лицевого счёта' }).waitFor();
    // In the main layout, in the brand: the header's logo and the navigation are there.
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByText('Страница не найдена').count()).toBe(0);
    expect(await seriousViolations(page, 'needs an account')).toEqual([]);
    await page.getByRole('button', { name: 'Привязать лицевой счёт' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/resident/${id}/profile` && url.searchParams.get('tab') === 'accounts',
    );
  });

  it('says the session ended when another tab signs out, and returns to the page after signing in again', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'resident@demo.ru');
    await page.waitForURL(/\/dashboard$/);
    const id = pathOf(page).split('/')[2];
    const here = `/resident/${id}/billing?tab=payments`;
    await page.goto(`${portalUrl}${here}`);
    await page.waitForURL((url) => url.pathname === `/resident/${id}/billing`);

    const other = await browser.context.newPage();
    try {
      await other.goto(`${portalUrl}/resident/${id}/dashboard`);
      await other.getByRole('button', { name: /Л\/С/ }).click();
      await other
        .getByRole('dialog', { name: 'Меню пользователя' })
        .getByRole('button', { name: 'Выйти из аккаунта' })
        .click();
      await other.getByRole('dialog', { name: 'Выход из приложения' }).getByRole('button', { name: 'Да' }).click();
      await other.waitForURL(/\/login$/);
    } finally {
      await other.close();
    }

    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('session') === 'ended');
    expect(new URL(page.url()).searchParams.get('return')).toBe(here);
    await page.getByRole('alert').filter({ hasText: 'Сеанс завершён' }).waitFor();
    expect(await seriousViolations(page, 'session ended')).toEqual([]);
    await page.getByLabel('Логин').fill('resident@demo.ru');
    await page.getByLabel('Пароль').fill('demo2026');
    await page.locator('button[type="submit"]', { hasText: 'Войти' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === here);
  });

  it('never leaves the portal after signing in, whatever the link to /login says', async () => {
    const { page } = browser;
    await signIn(page, portalUrl, 'resident@demo.ru', {
      query: `?session=ended&return=${encodeURIComponent('//evil.example/resident/1/dashboard')}`,
    });
    await page.waitForURL(/\/resident\/\d+\/dashboard$/);
    expect(new URL(page.url()).origin).toBe(new URL(portalUrl).origin);
  });
});
