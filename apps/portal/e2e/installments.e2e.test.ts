import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain, shownMoney } from './support/billing';
import { openBrowser, type Browser } from './support/browser';
import { allMenuItems, signInAs } from './support/nav';
import { at375 } from './support/profile';
import { pathOf } from './support/session';
import { startStack } from './support/stack';

// The installments registry against the file's own operator API, whose operator side the
// operator CLI drives (`pnpm --filter @resident/operator-api operator approve-installment <id>`).
const ADMIN_TOKEN = 'e2e-installments-operator';
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// The conditions as the portal and the operator API word them (packages/contract/src/limits/installments.ts).
const CONDITIONS = {
  minDebt: 'Рассрочка оформляется при задолженности от 3 000 ₽',
  minFirstPayment: 'Первый платёж должен быть не меньше 30 % задолженности',
  firstPaymentBelowDebt: 'Первый платёж должен быть меньше задолженности — иначе рассрочка не нужна',
  months: 'Срок рассрочки — от 2 до 6 месяцев',
} as const;

type Registry = {
  debt: number;
  applications: { id: number; status: string }[];
  agreements: {
    number: string;
    paid: number;
    payments: { number: number; dueDate: string; amount: number; paidAmount: number; status: string }[];
  }[];
};

const CARD = '4242 4242 4242 4242';
/** Kopecks as the pay form's amount field holds them: '1234.50'. */
const rubles = (kopecks: number) => `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
/** 'YYYY-MM-DD' as the portal shows a date. */
const shownDate = (iso: string) => iso.split('-').reverse().join('.');

let stack: Awaited<ReturnType<typeof startStack>>;
let browser: Browser;
beforeAll(async () => {
  stack = await startStack({}, { adminToken: ADMIN_TOKEN });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The operator CLI as an operator runs it, against this file's operator API. */
async function operatorCli(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'pnpm',
    ['--silent', '--filter', '@resident/operator-api', 'operator', ...args],
    {
      cwd: REPOSITORY,
      env: { ...process.env, OPERATOR_API_URL: stack.operatorApiUrl, OPERATOR_ADMIN_TOKEN: ADMIN_TOKEN },
    },
  );
  return stdout;
}

/** A POST of the operator API from the page with the session's token, as the portal sends it. */
function apiPost(
  page: Page,
  apiPath: string,
  body: unknown,
): Promise<{ status: number; body: { message?: string; details?: { code?: string; message?: string }[] } }> {
  return page.evaluate(
    async ([target, payload]) => {
      const response = await fetch(`/api/v3/${target}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: response.status, body: await response.json() };
    },
    [apiPath, body] as const,
  );
}

async function openRegistry(page: Page, login: string): Promise<{ contragentId: number }> {
  const origin = stack.portalUrl;
  await signInAs(page, origin, login);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { contragentId?: number });
  await page.goto(`${origin}${pathOf(page).replace(/dashboard$/, 'installments')}`);
  await page.getByRole('heading', { level: 1, name: 'Реестр рассрочек' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Подать заявку на рассрочку' }).waitFor({ timeout: 20_000 });
  return { contragentId: user.contragentId ?? 0 };
}

const condition = (page: Page, name: keyof typeof CONDITIONS) => page.locator(`[data-condition="${name}"]`);
const submit = (page: Page) => page.getByRole('button', { name: 'Отправить заявку' });

describe('installments registry', () => {
  it('resident@demo.ru: the agreement’s schedule shows paid, overdue and due payments; no second application while it covers the debt', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const { contragentId } = await openRegistry(page, 'resident@demo.ru');
    await page.getByRole('heading', { level: 3, name: /^Соглашение № РС-000001 от \d{2}\.\d{2}\.\d{4}$/ }).waitFor();
    const schedule = page.getByRole('region', { name: 'График платежей по соглашению № РС-000001' });
    expect(await schedule.getByText('Оплачен', { exact: true }).count()).toBe(1);
    expect(await schedule.getByText('Просрочен', { exact: true }).count()).toBe(1);
    expect(await schedule.getByText('К оплате', { exact: true }).count()).toBe(2);
    await page.getByText('Осталось оплатить').waitFor();
    expect(await page.getByText('Заключено соглашение № РС-000001').count()).toBe(1);

    // The agreement covers the account's debt: no form, the page says why. The debt is also under
    // 3 000 ₽, which the operator API names first.
    await page.getByText(/^На вашу задолженность уже оформлена рассрочка/).waitFor();
    expect(await submit(page).count()).toBe(0);
    const { debt } = await apiGet<Registry>(page, `client/${contragentId}/installments`);
    expect(debt).toBeLessThan(300_000);
    const refused = await apiPost(page, `client/${contragentId}/installments/applications`, {
      firstPayment: Math.max(Math.ceil(debt * 0.3), 1),
      months: 3,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(CONDITIONS.minDebt);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'installments: agreement')).toEqual([]);
    await at375(page, 'installments: agreement');
  });

  it('debtor@demo.ru: each broken condition is named; a valid application shows its schedule and the operator CLI approves it', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const { contragentId } = await openRegistry(page, 'debtor@demo.ru');
    const { debt } = await apiGet<Registry>(page, `client/${contragentId}/installments`);
    expect(debt).toBeGreaterThanOrEqual(300_000);
    const least = Math.ceil((debt * 30) / 100);
    await page.getByText('Соглашений о рассрочке пока нет').waitFor();

    // As the resident types: under 30 %, then the whole debt.
    const field = page.getByLabel('Первый платёж, ₽');
    await field.fill(rubles(least - 1));
    await expect.poll(() => condition(page, 'minFirstPayment').getAttribute('data-met')).toBe('false');
    expect(await page.getByRole('region', { name: 'Предварительный график платежей' }).count()).toBe(0);
    await submit(page).click();
    await page.getByRole('alert').filter({ hasText: CONDITIONS.minFirstPayment }).waitFor();
    await field.fill(rubles(debt));
    await expect.poll(() => condition(page, 'firstPaymentBelowDebt').getAttribute('data-met')).toBe('false');
    await page.getByRole('alert').filter({ hasText: CONDITIONS.firstPaymentBelowDebt }).waitFor();
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'installments: broken conditions')).toEqual([]);

    // The operator API refuses each one by name too (the form offers 2 to 6 months only, so 7 goes straight to it).
    const post = (body: object) => apiPost(page, `client/${contragentId}/installments/applications`, body);
    for (const [body, text] of [
      [{ firstPayment: least - 1, months: 3 }, CONDITIONS.minFirstPayment],
      [{ firstPayment: debt, months: 3 }, CONDITIONS.firstPaymentBelowDebt],
      [{ firstPayment: least, months: 7 }, CONDITIONS.months],
    ] as const) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(text);
    }

    // A valid one: the least first payment over four months, previewed before it is sent.
    await field.fill(rubles(least));
    await page.getByRole('group', { name: 'Срок рассрочки, месяцев' }).getByText('4', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '4' }).isChecked()).toBe(true);
    const preview = page.getByRole('region', { name: 'Предварительный график платежей' });
    await preview.waitFor();
    expect(await preview.locator('tbody tr').count()).toBe(4);
    for (const name of Object.keys(CONDITIONS) as (keyof typeof CONDITIONS)[])
      expect(await condition(page, name).getAttribute('data-met')).toBe('true');
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'installments: schedule preview')).toEqual([]);
    await at375(page, 'installments: schedule preview');
    await submit(page).click();
    await page.getByText(/^Заявка отправлена\. Ваша заявка на рассмотрении/).waitFor({ timeout: 20_000 });
    await page.getByText('На рассмотрении', { exact: true }).waitFor();

    // The operator approves it with the CLI; the agreement and its schedule appear for the resident.
    const { applications } = await apiGet<Registry>(page, `client/${contragentId}/installments`);
    const pending = applications.find((application) => application.status === 'pending');
    expect(pending).toBeDefined();
    expect(await operatorCli('installments', 'pending')).toMatch(
      new RegExp(`^${pending?.id}\\tpending\\tdebtor@demo\\.ru\\t7700000005\\t`, 'm'),
    );
    expect(await operatorCli('approve-installment', String(pending?.id))).toMatch(
      new RegExp(`Approved installment application ${pending?.id}: agreement \\d+, 4 payments\\.`),
    );
    await page.reload();
    await page
      .getByRole('heading', { level: 3, name: /^Соглашение № РС-\d{6} от \d{2}\.\d{2}\.\d{4}$/ })
      .waitFor({ timeout: 20_000 });
    await page.getByText('Одобрена', { exact: true }).waitFor();
    const schedule = page.getByRole('region', { name: /^График платежей по соглашению/ });
    expect(await schedule.locator('tbody tr').count()).toBe(4);
    expect(await schedule.getByText('К оплате', { exact: true }).count()).toBe(4);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'installments: approved')).toEqual([]);
    await at375(page, 'installments: approved');
  });

  it('debtor@demo.ru: «Оплатить платёж» pays an instalment through the test acquirer, and the schedule and the dashboard follow the money', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const { contragentId } = await openRegistry(page, 'debtor@demo.ru');
    const userId = pathOf(page).split('/')[2] ?? '';
    const before = await apiGet<Registry>(page, `client/${contragentId}/installments`);
    // The agreement the operator approved above.
    const [agreement] = before.agreements;
    if (!agreement) throw new Error('debtor@demo.ru has no agreement: the previous test approves one');
    const [first, second] = agreement.payments;
    if (!first || !second) throw new Error('the schedule has fewer than two payments');
    expect(agreement.paid).toBe(0);

    // One application per debt: no form while the agreement covers it, and the operator API refuses (409).
    await page.getByText(/^На вашу задолженность уже оформлена рассрочка/).waitFor();
    const again = await apiPost(page, `client/${contragentId}/installments/applications`, {
      firstPayment: Math.ceil((before.debt * 30) / 100),
      months: 3,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'На задолженность уже оформлена рассрочка. Новую заявку можно подать, когда она будет погашена',
    );

    // «Оплатить платёж» on the first row: exactly its amount, through the one pay flow and the test acquirer.
    const schedule = page.getByRole('region', { name: `График платежей по соглашению № ${agreement.number}` });
    expect(await schedule.getByRole('button', { name: /^Оплатить платёж \d$/ }).count()).toBe(
      agreement.payments.length,
    );
    await schedule.getByRole('button', { name: 'Оплатить платёж 1' }).click();
    const drawer = page.getByRole('dialog', { name: `Платёж 1 по соглашению № ${agreement.number}` });
    expect(plain(await drawer.getByTestId('pay-amount').innerText())).toBe(shownMoney(first.amount));
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'installments: pay an instalment')).toEqual([]);
    await drawer.getByLabel('Email или телефон для чека').fill('debtor@demo.ru');
    await drawer.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(/\/api\/test-acquirer\/pay\//);
    await page.getByLabel('Номер карты').fill(CARD);
    await page.getByLabel('Срок действия').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Оплатить' }).click();

    // Back on the registry: the result, and the schedule moved — the first row paid, «Оплачено» its amount.
    await page.waitForURL(/\/installments\?payment=\d+$/);
    await page.getByText('Платёж прошёл', { exact: true }).waitFor({ timeout: 20_000 });
    await schedule.getByText('Оплачен', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await schedule.getByText('К оплате', { exact: true }).count()).toBe(agreement.payments.length - 1);
    expect(await schedule.getByRole('button', { name: 'Оплатить платёж 1' }).count()).toBe(0);
    const paidFigure = page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: /^Оплачено$/ }) })
      .locator('dd');
    expect(plain(await paidFigure.innerText())).toBe(shownMoney(first.amount));
    const after = await apiGet<Registry>(page, `client/${contragentId}/installments`);
    expect(after.agreements[0]?.paid).toBe(first.amount);
    expect(after.agreements[0]?.payments[0]).toMatchObject({ paidAmount: first.amount, status: 'paid' });
    expect(after.debt).toBe(before.debt - first.amount);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'installments: instalment paid')).toEqual([]);

    // 50 ₽ paid in «Счета и расчёты», as any bill payment: it goes to the oldest unpaid instalment, partly.
    await page.goto(`${stack.portalUrl}/resident/${userId}/billing`);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).first().click();
    const billingPay = page.getByRole('dialog', { name: 'Оплата' });
    await billingPay.getByLabel('Сумма к оплате, ₽').fill('50');
    await billingPay.getByLabel('Email или телефон для чека').fill('debtor@demo.ru');
    await billingPay.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(/\/api\/test-acquirer\/pay\//);
    await page.getByLabel('Номер карты').fill(CARD);
    await page.getByLabel('Срок действия').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/billing\?payment=\d+$/);
    await page.getByRole('dialog', { name: 'Оплата' }).getByText('Платёж прошёл').waitFor({ timeout: 20_000 });
    await page.goto(`${stack.portalUrl}/resident/${userId}/installments`);
    await schedule.waitFor();
    expect(plain(await paidFigure.innerText())).toBe(shownMoney(first.amount + 5_000));
    const secondRow = (await apiGet<Registry>(page, `client/${contragentId}/installments`)).agreements[0]?.payments[1];
    expect(secondRow).toMatchObject({ paidAmount: 5_000, status: 'due' });

    // The dashboard reminds of the next one — what it still lacks — and leads to the registry.
    await page.goto(`${stack.portalUrl}/resident/${userId}/dashboard`);
    const card = page.getByRole('region', { name: 'Рассрочка' });
    await card.waitFor({ timeout: 20_000 });
    expect(plain(await card.innerText())).toContain(`Платёж 2 по соглашению № ${agreement.number}`);
    expect(plain(await card.innerText())).toContain(shownMoney(second.amount - 5_000));
    expect(plain(await card.innerText())).toContain(`Оплатить до ${shownDate(second.dueDate)}`);
    expect(await card.getByText('Просрочен', { exact: true }).count()).toBe(0);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'dashboard: next instalment')).toEqual([]);
    await card.getByRole('link', { name: 'Перейти в реестр рассрочек' }).click();
    await page.getByRole('heading', { level: 1, name: 'Реестр рассрочек' }).waitFor();
  });

  it('plain@demo.ru (no instalment-register flag): no menu item, and the route sends to the dashboard', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 800 });
    const origin = stack.portalUrl;
    await signInAs(page, origin, 'plain@demo.ru');
    const dashboard = pathOf(page);
    expect(await allMenuItems(page)).not.toContain('Реестр рассрочек');
    await page.goto(`${origin}${dashboard.replace(/dashboard$/, 'installments')}`);
    await page.waitForURL(`${origin}${dashboard}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Реестр рассрочек' }).count()).toBe(0);
  });
});
