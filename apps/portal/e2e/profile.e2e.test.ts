import { linkIn } from '@resident/test-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375, linkAccount6, newestReceiptOfAccount6 } from './support/profile';
import { pathOf } from './support/session';

// The profile against the file's own operator API: it changes data, links an account, ends sessions.
const file = operatorStackPerFile();

/** The link of the email-change message delivered to `to` (the file's SMTP sink), as a path of the portal under test. */
async function emailedLink(to: string): Promise<string> {
  const mail = await file.stack.mail.waitFor(
    (received) => received.to.includes(to) && received.subject === 'Подтвердите новый адрес для входа в личный кабинет',
    { timeoutMs: 20_000 },
  );
  const url = new URL(linkIn(mail) ?? 'http://no-link-in-the-mail');
  return `${file.stack.portalUrl}${url.pathname}${url.search}`;
}

describe('profile', () => {
  it('personal data: empty fields say «не заполнено»; phone, ИНН and СНИЛС are checked by their checksums', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await signInAs(page, origin, 'debtor@demo.ru');
    await page.goto(`${origin}${pathOf(page).replace(/dashboard$/, 'profile')}`);
    await page.getByRole('heading', { level: 1, name: 'Личные данные' }).waitFor();
    await page.getByText('не заполнено').first().waitFor({ timeout: 20_000 });
    expect(await page.getByText('не заполнено').count()).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(page, 'profile: personal data')).toEqual([]);
    await at375(page, 'profile: personal data');

    await page.getByRole('button', { name: 'Изменить' }).click();
    const phone = page.getByLabel('Телефон');
    await phone.pressSequentially('89123456789');
    expect(await phone.inputValue()).toBe('+7 (912) 345-67-89');
    await page.getByLabel('ИНН').fill('1234567895');
    await page.getByLabel('СНИЛС').pressSequentially('11223344596');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Ошибка при заполнении ИНН').waitFor();
    await page.getByText('Ошибка при заполнении СНИЛС').waitFor();
    // The pointer leaves the button: its hover shade is not what the page shows.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'profile: personal data with errors')).toEqual([]);

    await page.getByLabel('ИНН').fill('123456789047');
    await page.getByLabel('СНИЛС').fill('');
    await page.getByLabel('СНИЛС').pressSequentially('11223344595');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные успешно сохранены').waitFor({ timeout: 20_000 });
    for (const shown of ['+7 (912) 345-67-89', '123456789047', '112-233-445 95']) await page.getByText(shown).waitFor();
    await page.reload();
    await page.getByText('112-233-445 95').waitFor({ timeout: 20_000 });

    // A new login address: a link goes to it, and opening it makes it the login.
    await page.getByLabel('Новый адрес').fill('debtor.new@mail.ru');
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await page.getByText(/Мы отправили ссылку на d\*\*\*@mail\.ru/).waitFor({ timeout: 20_000 });
    await page.goto(await emailedLink('debtor.new@mail.ru'));
    await page.getByRole('heading', { name: 'Адрес изменён' }).waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, '/email/confirm')).toEqual([]);
    await at375(page, '/email/confirm');
  });

  it('a resident without an account links one by a receipt and lands on its dashboard', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    const receipt = await newestReceiptOfAccount6(origin);
    await signInAs(page, origin, 'noaccount@demo.ru');
    await page.goto(`${origin}/resident/2/profile?tab=accounts`);
    await page.getByRole('heading', { level: 1, name: 'Лицевые счета' }).waitFor();
    await page.getByText(/не привязан ни один лицевой счёт/).waitFor();
    expect(await seriousViolations(page, 'profile: accounts, none yet')).toEqual([]);
    await at375(page, 'profile: accounts');

    // A wrong amount first: refused, counted, and nothing typed is lost.
    await linkAccount6(page, { ...receipt, amount: '1,00' });
    await page
      .getByText(/номер, месяц или сумма не совпадают с квитанцией.*Осталось попыток: 4/)
      .waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Номер лицевого счёта').inputValue()).toBe('7700000006');

    await linkAccount6(page, receipt);
    await page.waitForURL(/\/resident\/6\/dashboard$/, { timeout: 20_000 });
    await page.getByText('7700000006').first().waitFor();
    // The account is Морозова's: the header still names the resident who signed in, as the greeting does.
    const header = page.locator('header').first();
    await header.getByText('Петрова Анна Сергеевна').waitFor({ timeout: 20_000 });
    expect(await header.getByText('Морозова Елена Игоревна').count()).toBe(0);
    // And Морозова, who held it before, hears of it by mail (the file's SMTP sink).
    const notice = await file.stack.mail.waitFor(
      (received) =>
        received.to.includes('plain@demo.ru') &&
        received.subject === 'К лицевому счёту № 7700000006 привязан ещё один профиль',
      { timeoutMs: 20_000 },
    );
    expect(notice.text).toContain('привязан ещё один профиль: n***@demo.ru');
  });

  it('notifications and consents: switches saved as turned; the consent with its date and version', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await signInAs(page, origin, 'plain@demo.ru');
    const base = `${origin}${pathOf(page).replace(/dashboard$/, 'profile')}`;
    await page.goto(`${base}?tab=notifications`);
    await page.getByRole('heading', { level: 1, name: 'Уведомления' }).waitFor();
    const news = page.getByRole('switch', { name: 'Новости оператора: графики вывоза, тарифы' });
    await news.waitFor({ timeout: 20_000 });
    expect(await news.getAttribute('aria-checked')).toBe('false');
    await news.click();
    await page.getByText('Данные успешно сохранены').waitFor({ timeout: 20_000 });
    await page.reload();
    await expect
      .poll(
        () =>
          page.getByRole('switch', { name: 'Новости оператора: графики вывоза, тарифы' }).getAttribute('aria-checked'),
        { timeout: 20_000 },
      )
      .toBe('true');
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'profile: notifications')).toEqual([]);
    await at375(page, 'profile: notifications');

    await page.goto(`${base}?tab=consents`);
    await page.getByText(/^Дано \d{2}\.\d{2}\.\d{4}, редакция от ноября 2026$/).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Отозвать согласие' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отозвать согласие на обработку персональных данных?' });
    await dialog.getByText(/все сеансы завершатся/).waitFor();
    expect(await seriousViolations(page, 'profile: consent withdrawal asked')).toEqual([]);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'profile: consents')).toEqual([]);
    await at375(page, 'profile: consents');
  });

  it('the dashboard notice «Больше не показывать» stays hidden after a reload', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await signInAs(page, origin, 'resident@demo.ru');
    // The demo notice is dated from the day the API seeded it (today): the 1st of the next month in
    // Moscow, never a fixed date that has long passed.
    const moscow = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Moscow',
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(new Date());
    const [year, month] = ['year', 'month'].map((type) => Number(moscow.find((part) => part.type === type)?.value));
    const firstOfNext = new Date(Date.UTC(year!, month!, 1, 12));
    const title = `Новый тариф с ${new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(firstOfNext)}`;
    const notice = page.getByRole('region', { name: title });
    await notice.waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'dashboard with a notice')).toEqual([]);
    await notice.getByRole('button', { name: 'Больше не показывать' }).click();
    await page
      .getByRole('status')
      .getByText('Уведомление скрыто и больше не будет показываться')
      .waitFor({ timeout: 20_000 });
    expect(await notice.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText(title).count()).toBe(0);
  });
  it('switching the account in the header moves the whole portal, billing included', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await signInAs(page, origin, 'resident@demo.ru');
    await page.goto(`${origin}/resident/1/billing`);
    await page.getByRole('button', { name: /Л\/С 7700000001/ }).click();
    const menu = page.getByRole('dialog', { name: 'Меню пользователя' });
    await menu.getByRole('group', { name: 'Лицевые счета' }).waitFor();
    expect(await seriousViolations(page, 'user menu with accounts')).toEqual([]);
    const billingCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/billing/')) billingCalls.push(new URL(request.url()).pathname);
    });
    await menu.getByRole('button', { name: /Л\/С 7700000002/ }).click();
    await page.waitForURL(/\/resident\/2\/billing$/, { timeout: 20_000 });
    await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Л/С 7700000002' }).waitFor();
    await expect.poll(() => billingCalls.some((call) => call.startsWith('/api/v3/client/2/billing/'))).toBe(true);

    // The profile's accounts tab switches back the same way.
    await page.goto(`${origin}/resident/2/profile?tab=accounts`);
    await page.getByRole('button', { name: 'Сделать текущим' }).click();
    await page.waitForURL(/\/resident\/1\/profile\?tab=accounts$/, { timeout: 20_000 });
    await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Л/С 7700000001' }).waitFor();
  });
});

describe('security', () => {
  let other: Browser;
  beforeAll(async () => {
    other = await openBrowser();
  });
  afterAll(() => other.close());

  it('lists the sessions and signs out every other device', async () => {
    const origin = file.stack.portalUrl;
    await signInAs(other.page, origin, 'closed@demo.ru');
    const { page } = file;
    await signInAs(page, origin, 'closed@demo.ru');
    await page.goto(`${origin}${pathOf(page).replace(/dashboard$/, 'profile')}?tab=security`);
    await page.getByRole('heading', { level: 1, name: 'Безопасность' }).waitFor();
    await page.getByText('Это устройство').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: /^Завершить:/ }).count()).toBeGreaterThanOrEqual(1);
    expect(await seriousViolations(page, 'profile: security')).toEqual([]);
    await at375(page, 'profile: security');

    await page.getByRole('button', { name: 'Выйти на всех других устройствах' }).click();
    await page.getByText(/Завершено сеансов: \d+/).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByRole('button', { name: /^Завершить:/ }).count()).toBe(0);
    await other.page.reload();
    await other.page.waitForURL(/\/login/, { timeout: 20_000 });
    // This device stays signed in.
    await page.reload();
    await page.getByText('Это устройство').waitFor({ timeout: 20_000 });
  });
});
