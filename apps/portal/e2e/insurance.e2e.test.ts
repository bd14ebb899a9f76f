import type { InsurancePolicy, InsuranceProduct, RealEstateObject } from '@resident/contract';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DOUBLE_CLICK_MS } from '@resident/ui';
import { seriousViolations } from './support/axe';
import { apiGet, plain } from './support/billing';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375 } from './support/profile';
import { pathOf } from './support/session';
import { startStack } from './support/stack';

// The insurance marketplace against the real operator API, in preprod
// (spec §6: insurance is on everywhere but development). resident@demo.ru holds a marketplace
// token and account 1 with two objects; closed@demo.ru's account is closed.
const env = operatorStackPerFile({ PORTAL_ENVIRONMENT: 'preprod' });
const WAIT = { timeout: 20_000 };

/** The operator API's answer while a payment of the order is on the acquirer's page (spec §8 body, shown as is). */
const PAYMENT_IN_PROGRESS =
  'По этому заказу идёт оплата. Дождитесь её результата — после этого заказ можно будет изменить или отменить';

/** A call of the insurer's marketplace from the page, with the session's marketplace token (what the portal sends). */
async function marketplace<T>(page: Page, method: 'GET' | 'PUT', target: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, target, body }) => {
      const response = await fetch(`/api/marketplace/v1/${target}`, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('marketplace_token') ?? ''}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${method} ${target} answered ${response.status}`);
      return (await response.json()) as T;
    },
    { method, target, body },
  );
}

async function stepChecked(label: string) {
  const { page } = env;
  expect(await seriousViolations(page, label)).toEqual([]);
  await at375(page, label);
}

describe('insurance', () => {
  it(
    'buys a policy through every step, leaving at step 3 and coming back to it after a reload, and downloads its PDF',
    { timeout: 120_000 },
    async () => {
      const { page } = env;
      const origin = env.stack.portalUrl;
      await signInAs(page, origin, 'resident@demo.ru');
      const home = `${origin}${pathOf(page).replace(/\/dashboard$/, '')}`;

      await page.getByRole('link', { name: 'Страхование' }).first().click();
      await page.waitForURL(/\/insurance$/);
      await page.getByRole('heading', { level: 1, name: 'Страхование' }).waitFor(WAIT);
      await page.getByRole('article', { name: 'Страхование квартиры и дома' }).waitFor(WAIT);
      await page.getByText('У вас пока нет полисов').waitFor(WAIT);
      await stepChecked('insurance: products');

      await page.getByRole('button', { name: 'Оформить полис' }).click();
      await page.waitForURL(/\/insurance\/object$/);
      // Step 1: the object.
      await page.getByRole('group', { name: 'Выберите объект недвижимости для страхования' }).waitFor(WAIT);
      await stepChecked('insurance: step 1');
      await page.getByRole('radio', { name: /ул\. Советская, д\. 10, кв\. 5/ }).check();
      await page.getByRole('button', { name: 'Далее' }).click();
      // Step 2: the programme.
      await page.getByRole('heading', { name: 'Выберите продукт и программу страхования' }).waitFor(WAIT);
      await stepChecked('insurance: step 2');
      await page.getByRole('radio', { name: /^Оптимальная/ }).check();
      await page.getByRole('button', { name: 'Далее' }).click();
      // Step 3: the insured person, prefilled from the profile.
      await page.getByRole('heading', { name: 'Данные страхователя' }).waitFor(WAIT);
      expect(await page.getByLabel('Фамилия').inputValue()).toBe('Иванов');
      expect(await page.getByLabel('Имя', { exact: true }).inputValue()).toBe('Иван');
      await stepChecked('insurance: step 3');

      // Leave at step 3, reload: the server's draft brings the resident back to step 3.
      await page.goto(`${home}/dashboard`);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      await page.goto(`${home}/insurance/object`);
      await page.reload();
      await page.getByRole('heading', { name: 'Данные страхователя' }).waitFor(WAIT);
      expect(await page.locator('[aria-current="step"]').innerText()).toContain('Страхователь');

      // Bad input is refused on the spot.
      await page.getByLabel('Дата рождения').fill('01.01.2020');
      await page.getByLabel('Фамилия').fill('Ivanov');
      // An unfinished address: our Russian message, never the browser's English bubble over it.
      await page.getByLabel('Электронная почта').fill('ivanov@');
      await page.getByRole('button', { name: 'Далее' }).click();
      await page.getByText('Допустимы только русские буквы').waitFor(WAIT);
      await page.getByText('Страхователь должен быть старше 18 лет').waitFor(WAIT);
      await page.getByText('Введите правильный email').waitFor(WAIT);
      expect(
        await page.getByLabel('Электронная почта').evaluate((input: HTMLInputElement) => input.validationMessage),
      ).toBe('');
      await page.getByLabel('Фамилия').fill('Иванов');
      await page.getByLabel('Дата рождения').fill('12.04.1980');
      const phone = page.getByLabel('Телефон');
      await phone.fill('');
      await phone.pressSequentially('89161234567');
      await page.getByLabel('Электронная почта').fill('ivanov@demo.ru');
      // The refused «Далее» above started the button's double-click guard; on a quiet machine the
      // corrections take less than that, a person takes longer.
      await page.waitForTimeout(DOUBLE_CLICK_MS);
      await page.getByRole('button', { name: 'Далее' }).click();

      // Step 4: confirm with the full price and the offer.
      await page.getByRole('heading', { name: 'Проверьте данные полиса' }).waitFor(WAIT);
      expect((await page.getByTestId('insurance-total').innerText()).replace(/\s/g, ' ')).toBe(
        'Итого к оплате: 2 490,00 ₽',
      );
      await page
        .getByRole('region', { name: 'Условия оферты' })
        .getByText(/публичной оферты/)
        .waitFor();
      await stepChecked('insurance: step 4');
      await page.getByRole('button', { name: /^Оплатить/ }).click();
      await page.getByText('Примите условия оферты, чтобы продолжить').waitFor(WAIT);
      await page.getByLabel('Я ознакомлен(а) с условиями оферты и принимаю их').check();
      // SubmitButton takes a second click within 500 ms for a double click.
      await page.waitForTimeout(600);
      await page.getByRole('button', { name: /^Оплатить/ }).click();

      const drawer = page.getByRole('dialog', { name: 'Оплата полиса' });
      await drawer.waitFor(WAIT);
      // The policy's price as a figure (not a field), the receipt to the email typed at step 3.
      expect(plain(await drawer.getByTestId('pay-amount').innerText())).toBe('2 490,00 ₽');
      expect(await drawer.getByRole('textbox', { name: /Сумма/ }).count()).toBe(0);
      expect(await drawer.getByLabel('Email или телефон для чека').inputValue()).toBe('ivanov@demo.ru');
      expect(await seriousViolations(page, 'insurance: paying')).toEqual([]);
      await drawer.getByRole('button', { name: 'Оплатить' }).click();
      await page.waitForURL(/\/api\/test-acquirer\/pay\//, WAIT);
      await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
      await page.getByLabel('Срок действия').fill('12/30');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Оплатить' }).click();

      await page.waitForURL(/\/insurance\?payment=\d+$/, WAIT);
      await page.getByRole('dialog', { name: 'Оплата полиса' }).getByText('Платёж прошёл').waitFor(WAIT);
      await page.keyboard.press('Escape');
      const policy = page.getByRole('article', { name: /^Полис № ТСК-/ });
      await policy.waitFor(WAIT);
      const text = (await policy.innerText()).replace(/\s/g, ' ');
      expect(text).toContain('Действует');
      expect(text).toMatch(/с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}/);
      expect(text).toContain('ул. Советская, д. 10, кв. 5');
      await stepChecked('insurance: the policy');

      const download = page.waitForEvent('download');
      await policy.getByRole('button', { name: /^Скачать полис/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Полис ТСК-\d{4}-\d{6}\.pdf$/);
      const pdf = readFileSync(await file.path());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // The draft is done: buying again starts at step 1.
      expect(await page.getByRole('button', { name: 'Оформить полис' }).count()).toBe(1);
    },
  );

  it('is absent for a closed account: no menu item, and its URL goes to the default entry', async () => {
    const { page } = env;
    const origin = env.stack.portalUrl;
    await signInAs(page, origin, 'closed@demo.ru');
    const dashboard = pathOf(page);
    expect(await page.getByRole('link', { name: 'Страхование' }).count()).toBe(0);
    await page.goto(`${origin}${dashboard.replace(/\/dashboard$/, '/insurance/object')}`);
    await page.waitForURL((url) => url.pathname === dashboard, WAIT);
    await page.goto(`${origin}${dashboard.replace(/\/dashboard$/, '/insurance')}`);
    await page.waitForURL((url) => url.pathname === dashboard, WAIT);
  });

  it('is absent in development: no menu item, and its URL goes to the default entry', async () => {
    const { page } = env;
    const development = await startStack({ PORTAL_ENVIRONMENT: 'development' });
    try {
      await signInAs(page, development.portalUrl, 'resident@demo.ru');
      const dashboard = pathOf(page);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      expect(await page.getByRole('link', { name: 'Страхование' }).count()).toBe(0);
      await page.goto(`${development.portalUrl}${dashboard.replace(/\/dashboard$/, '/insurance')}`);
      await page.waitForURL((url) => url.pathname === dashboard, WAIT);
    } finally {
      await development.stop();
    }
  });

  it(
    'a changed draft cannot replace the policy whose payment is open; the open page still buys the first policy',
    { timeout: 120_000 },
    async () => {
      const { page } = env;
      const origin = env.stack.portalUrl;
      await signInAs(page, origin, 'resident@demo.ru');
      const home = `${origin}${pathOf(page).replace(/\/dashboard$/, '')}`;
      const product = (await marketplace<InsuranceProduct[]>(page, 'GET', 'products')).find(
        (item) => item.title === 'Страхование квартиры и дома',
      )!;
      const [chosen, other] = product.programmes;
      const [object] = await apiGet<RealEstateObject[]>(page, 'client/1/objects');
      const person = {
        lastName: 'Иванов',
        firstName: 'Иван',
        middleName: null,
        birthDate: '1980-04-12',
        phone: '+79161234567',
        email: 'ivanov@demo.ru',
      };
      const draftOf = (programmeId: number) => ({
        step: 'confirm',
        objectId: object!.id,
        productId: product.id,
        programmeId,
        person,
      });

      // Tab 1: the policy of the first programme, its payment opened on the acquirer's page.
      await marketplace(page, 'PUT', 'accounts/1/draft', draftOf(chosen!.id));
      await page.goto(`${home}/insurance/object`);
      await page.getByRole('heading', { name: 'Проверьте данные полиса' }).waitFor(WAIT);
      await page.getByLabel('Я ознакомлен(а) с условиями оферты и принимаю их').check();
      await page.getByRole('button', { name: /^Оплатить/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Оплата полиса' });
      await drawer.getByLabel('Email или телефон для чека').fill('ivanov@demo.ru');
      await drawer.getByRole('button', { name: 'Оплатить' }).click();
      await page.waitForURL(/\/api\/test-acquirer\/pay\//, WAIT);

      // Tab 2: the draft changed to another programme and sent again — refused while tab 1 can still pay.
      const second = await page.context().newPage();
      try {
        await second.goto(`${home}/insurance`);
        await marketplace(second, 'PUT', 'accounts/1/draft', draftOf(other!.id));
        await second.goto(`${home}/insurance/object`);
        await second.getByRole('heading', { name: 'Проверьте данные полиса' }).waitFor(WAIT);
        await second.getByText(`«${other!.title}»`).waitFor(WAIT);
        await second.getByLabel('Я ознакомлен(а) с условиями оферты и принимаю их').check();
        await second.getByRole('button', { name: /^Оплатить/ }).click();
        await second.getByRole('alert').filter({ hasText: PAYMENT_IN_PROGRESS }).waitFor(WAIT);
        expect(await second.getByRole('dialog', { name: 'Оплата полиса' }).count()).toBe(0);
      } finally {
        await second.close();
      }

      // Tab 1 pays: the policy it was opened for is issued, none is left cancelled with the money.
      await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
      await page.getByLabel('Срок действия').fill('12/30');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Оплатить' }).click();
      await page.waitForURL(/\/insurance\?payment=\d+$/, WAIT);
      await page.getByRole('dialog', { name: 'Оплата полиса' }).getByText('Платёж прошёл').waitFor(WAIT);
      const [newest] = await marketplace<InsurancePolicy[]>(page, 'GET', 'accounts/1/policies');
      expect(newest).toMatchObject({ programmeTitle: chosen!.title, status: 'active' });
      expect(
        (await marketplace<InsurancePolicy[]>(page, 'GET', 'accounts/1/policies')).filter(
          (policy) => policy.status === 'cancelled',
        ),
      ).toEqual([]);
    },
  );
});
