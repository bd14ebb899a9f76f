import { linkIn } from '@resident/test-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openBrowser, type Browser } from './support/browser';
import { freshSession, signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375, linkAccount6, newestReceiptOfAccount6 } from './support/profile';
import { pathOf, signIn } from './support/session';

// Registration and recovery against the file's own operator API: it creates a resident and
// changes plain@demo.ru's password, which no other file may see.
const file = operatorStackPerFile();
const PASSWORD = 'Лес2026пароль';
const NEW_PASSWORD = 'Река2027пароль';

const SUBJECTS = {
  'registration-confirmation': 'Подтвердите регистрацию в личном кабинете',
  'password-reset': 'Восстановление пароля личного кабинета',
};

/**
 * The link of the first message of this kind delivered to `to`, as the resident's mailbox got it
 * (the API mails through SMTP to the file's sink), as a path of the portal under test.
 */
async function emailedLink(kind: keyof typeof SUBJECTS, to: string): Promise<string> {
  const mail = await file.stack.mail.waitFor(
    (received) => received.to.includes(to) && received.subject === SUBJECTS[kind],
    { timeoutMs: 20_000 },
  );
  const url = new URL(linkIn(mail) ?? 'http://no-link-in-the-mail');
  return `${file.stack.portalUrl}${url.pathname}${url.search}`;
}

describe('registration', () => {
  it('registers, reads the link from the mailbox, confirms and is signed in; the link works once', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await freshSession(page, origin);
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await page.getByRole('heading', { level: 1, name: 'Регистрация' }).waitFor();
    expect(await seriousViolations(page, '/registration')).toEqual([]);
    await at375(page, '/registration');

    await page.getByLabel('Фамилия').fill('Смирнова');
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Электронная почта').fill('anna.smirnova@mail.ru');
    await page.getByLabel('Пароль', { exact: true }).fill('слабый');
    expect(await page.locator('li', { hasText: 'Есть хотя бы одна цифра' }).getAttribute('data-met')).toBe('false');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Повторите пароль').fill(PASSWORD);
    // The consent is a separate, unticked checkbox; without it nothing is sent.
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByText('Без согласия на обработку персональных данных зарегистрироваться нельзя').waitFor();
    await page.getByText('Согласие на обработку персональных данных').click();
    await page.getByText(/Согласие действует до его отзыва/).waitFor();
    await page.getByRole('checkbox', { name: 'Я даю согласие на обработку моих персональных данных' }).check();
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await page.getByRole('heading', { name: 'Проверьте почту' }).waitFor({ timeout: 20_000 });
    await page.getByText(/a\*\*\*@mail\.ru/).waitFor();
    expect(await seriousViolations(page, '«Проверьте почту»')).toEqual([]);

    const link = await emailedLink('registration-confirmation', 'anna.smirnova@mail.ru');
    await page.goto(link);
    // No personal account yet: spec §4 sends a verified resident without one to the appeals.
    await page.waitForURL(/\/resident\/\d+\/appeals\/help$/, { timeout: 20_000 });
    await page.getByText('Смирнова').first().waitFor();

    await freshSession(page, origin);
    await page.goto(link);
    await page.getByText('Эта ссылка уже использована. Войдите с email и паролем').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'a used confirmation link')).toEqual([]);
    await at375(page, 'a used confirmation link');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/login$/);
    await signIn(page, origin, 'anna.smirnova@mail.ru', { password: PASSWORD });
    await page.waitForURL(/\/resident\/\d+\/appeals\/help$/, { timeout: 20_000 });

    // The new resident links a personal account by one of its receipts and lands on its dashboard.
    const receipt = await newestReceiptOfAccount6(origin);
    await page.goto(`${origin}${pathOf(page).replace(/appeals\/help$/, 'profile')}?tab=accounts`);
    await linkAccount6(page, receipt);
    await page.waitForURL(/\/resident\/6\/dashboard$/, { timeout: 20_000 });
  });

  it('refuses a second registration of an address with an account, keeping what was typed', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await freshSession(page, origin);
    await page.goto(`${origin}/registration`);
    await page.getByLabel('Фамилия').fill('Иванов');
    await page.getByLabel('Имя', { exact: true }).fill('Иван');
    await page.getByLabel('Электронная почта').fill('resident@demo.ru');
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Повторите пароль').fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Я даю согласие на обработку моих персональных данных' }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 20_000 })
      .toContain('Пользователь с таким email уже зарегистрирован');
    expect(await page.getByLabel('Электронная почта').inputValue()).toBe('resident@demo.ru');
  });
});

describe('password recovery', () => {
  let other: Browser;
  beforeAll(async () => {
    other = await openBrowser();
  });
  afterAll(() => other.close());

  it('a new password set from the emailed link signs out the session in another browser', async () => {
    const origin = file.stack.portalUrl;
    // The resident is signed in on another device.
    await signInAs(other.page, origin, 'plain@demo.ru');

    const { page } = file;
    await freshSession(page, origin);
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Восстановление пароля' }).waitFor();
    expect(await seriousViolations(page, '/password-recovery')).toEqual([]);
    await at375(page, '/password-recovery');
    await page.getByLabel('Электронная почта').fill('plain@demo.ru');
    await page.getByRole('button', { name: 'Получить ссылку' }).click();
    await page.getByText(/Если для p\*\*\*@demo\.ru есть личный кабинет/).waitFor({ timeout: 20_000 });

    await page.goto(await emailedLink('password-reset', 'plain@demo.ru'));
    await page.getByLabel('Новый пароль', { exact: true }).waitFor();
    expect(await seriousViolations(page, '/password-recovery/reset')).toEqual([]);
    await at375(page, '/password-recovery/reset');
    await page.getByLabel('Новый пароль', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Повторите пароль').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
    await page.waitForURL(/\/resident\/\d+\/dashboard$/, { timeout: 20_000 });

    // The other browser's session ended with the reset: its next call finds no session.
    await other.page.reload();
    await other.page.waitForURL(/\/login/, { timeout: 20_000 });
    expect(pathOf(other.page)).toBe('/login');

    // The old password is gone, the new one works.
    await freshSession(page, origin);
    await signIn(page, origin, 'plain@demo.ru');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 20_000 })
      .toContain('Не верный логин или пароль');
    await page.waitForTimeout(600);
    await page.getByLabel('Пароль').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(/\/resident\/\d+\/dashboard$/, { timeout: 20_000 });
  });

  it('says a damaged link is invalid and offers a new one', async () => {
    const { page } = file;
    const origin = file.stack.portalUrl;
    await freshSession(page, origin);
    await page.goto(`${origin}/password-recovery/reset?token=${'x'.repeat(43)}`);
    await page.getByLabel('Новый пароль', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Повторите пароль').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Сохранить пароль и войти' }).click();
    await page
      .getByText('Ссылка недействительна. Откройте ссылку из последнего письма или запросите новое письмо')
      .waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'an invalid reset link')).toEqual([]);
    await page.getByRole('link', { name: 'Запросить новую ссылку' }).click();
    await page.waitForURL(/\/password-recovery$/);
  });
});

describe('the mail of the demo', () => {
  it('is read by nobody through the portal or the API: /api/dev/outbox answers 404 on both, after links were mailed', async () => {
    // The journeys above mailed a confirmation and a reset link; neither address may hand them out.
    expect(file.stack.mail.messages().length).toBeGreaterThan(0);
    for (const base of [file.stack.portalUrl, file.stack.operatorApiUrl]) {
      for (const path of [
        '/api/dev/outbox',
        '/api/dev/outbox?size=100&kind=password-reset',
        '/api/dev/outbox/1',
        '/api/admin/outbox',
      ]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, `${base}${path}`).toBe(
          base === file.stack.operatorApiUrl && path.startsWith('/api/admin/') ? 401 : 404,
        );
        expect(await response.text()).not.toContain('token=');
      }
    }
  });
});
