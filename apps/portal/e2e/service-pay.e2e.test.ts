import type { AutopayState, BillingSummary, Page as ApiPage, PaymentRecord } from '@resident/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain, shownMoney } from './support/billing';
import { mainNav, signInAs, waitForNav } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375 } from './support/profile';
import { pathOf } from './support/session';

// «Оплата услуг» against the file's own operator API (the operator side
// runs the due autopays, as `operator autopay run` does) and its built-in test acquirer.
//
// When an autopay charges depends on the date, so the operator API's clock stands on the 28th of a
// month, 12:00 in Moscow (the resident's complaint: saved on the 28th), and runs on from there. The
// next such moment from now: the clock only moves forward, so no token it signs is already expired
// for the browser.
const MOSCOW_MS = 3 * 3_600_000;
function nextTwentyEighthNoon(now: number): number {
  const moscow = new Date(now + MOSCOW_MS);
  const thisMonth = Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), 28, 12) - MOSCOW_MS;
  return thisMonth >= now ? thisMonth : Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() + 1, 28, 12) - MOSCOW_MS;
}
const SHIFT_MS = nextTwentyEighthNoon(Date.now()) - Date.now();
const serverNow = () => Date.now() + SHIFT_MS;
/** The operator's date in Moscow, 'DD.MM.YYYY', `months` after its own month, on `day`. */
function operatorDate(day: number, months = 0): string {
  const moscow = new Date(serverNow() + MOSCOW_MS);
  const date = new Date(Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth() + months, day));
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
}

const env = operatorStackPerFile({}, { now: serverNow });
const NOTICE_TITLE = 'Автоплатёж не выполнен';

type Account = { contragentId: number; userId: string };

/** Signs in and opens «Оплата услуг» from the side navigation (the autopay feature is on everywhere, spec §6). */
async function openServicePay(page: Page, login: string): Promise<Account> {
  await signInAs(page, env.stack.portalUrl, login);
  const userId = pathOf(page).split('/')[2] ?? '';
  const { contragentId } = await apiGet<BillingSummary>(page, `client/${userId}/billing/summary`);
  // The rail at 1280 px shows every item; its split is settled once it has its orientation.
  await waitForNav(page, 'vertical');
  await mainNav(page).getByRole('link', { name: 'Оплата услуг' }).click();
  await page.waitForURL(/\/service-pay$/);
  await page.getByRole('heading', { level: 1, name: 'Оплата услуг' }).waitFor();
  await page.getByRole('list', { name: 'Услуги лицевого счёта' }).waitFor({ timeout: 20_000 });
  return { contragentId, userId };
}

const historyOf = async (page: Page, { contragentId }: Account) =>
  (await apiGet<ApiPage<PaymentRecord>>(page, `client/${contragentId}/billing/payments?size=100`)).content;

/**
 * Pays 10 ₽ for «Обращение с ТКО» with «Сохранить карту для автоплатежа» on the test acquirer's
 * page; «Оплатить» is pressed twice in a row (a double click).
 */
async function payAndSaveCard(page: Page, receiptEmail: string) {
  await page.getByRole('button', { name: 'Оплатить «Обращение с ТКО»' }).click();
  const drawer = page.getByRole('dialog', { name: 'Оплата услуги' });
  await drawer.getByLabel('Сумма к оплате, ₽').fill('10');
  await drawer.getByLabel('Email или телефон для чека').fill(receiptEmail);
  await drawer.getByRole('checkbox', { name: 'Сохранить карту для автоплатежа' }).check();
  expect(await seriousViolations(page, 'service-pay: paying a service')).toEqual([]);
  await drawer.getByRole('button', { name: 'Оплатить' }).dblclick();
  await page.waitForURL(/\/api\/test-acquirer\/pay\//);
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/service-pay\?service=tko&payment=\d+$/);
  const result = page.getByRole('region', { name: 'Оплата услуги' });
  await result.getByText('Платёж прошёл').waitFor({ timeout: 15_000 });
  await result.getByRole('button', { name: 'Закрыть' }).click();
  await page
    .getByRole('list', { name: 'Сохранённые карты' })
    .getByText('•••• 4242', { exact: true })
    .waitFor({ timeout: 15_000 });
}

/**
 * Opens the settings drawer, types the maximum, picks when to charge, and saves; a first charge
 * within three days is then confirmed in the dialog, whose text is answered for the checks.
 */
async function setUpAutopay(
  page: Page,
  maximum: string,
  when: 'receipt' | { day: number },
  { confirm = false } = {},
): Promise<string | null> {
  await page.getByRole('button', { name: 'Подключить автоплатёж' }).click();
  const drawer = page.getByRole('dialog', { name: 'Настройки автоплатежа' });
  await drawer.getByLabel('Максимальная сумма списания, ₽').fill(maximum);
  if (when === 'receipt') {
    await drawer.getByRole('radio', { name: 'При поступлении квитанции' }).check();
  } else {
    await pickDay(page, when.day);
  }
  expect(await seriousViolations(page, 'service-pay: autopay settings')).toEqual([]);
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  let question: string | null = null;
  if (confirm) {
    const dialog = drawer.getByRole('alertdialog', { name: 'Подтвердите первое списание' });
    await dialog.waitFor();
    question = plain(await dialog.innerText());
    expect(await seriousViolations(page, 'service-pay: the first charge confirmed')).toEqual([]);
    await dialog.getByRole('button', { name: 'Подтвердить и сохранить' }).click();
  }
  await page.getByText('Данные успешно сохранены').waitFor();
  await drawer.waitFor({ state: 'hidden' });
  return question;
}

async function pickDay(page: Page, day: number) {
  await page
    .getByRole('dialog', { name: 'Настройки автоплатежа' })
    .getByRole('combobox', { name: 'День месяца' })
    .click();
  // antd draws the visible options as titled items; its role=option copies are for screen readers only.
  await page.getByTitle(`${day}-го числа`, { exact: true }).click();
}

const summaryOf = (page: Page) => page.getByLabel('Автоплатёж по лицевому счёту');

/** The autopay notices delivered to `to` so far (the file's SMTP sink). */
const noticesTo = (to: string) =>
  env.stack.mail.messages().filter((mail) => mail.to.includes(to) && mail.subject === NOTICE_TITLE);

describe('service payment and autopay', () => {
  it('a saved card and autopay on receipt, its charge today confirmed in the dialog: the operator’s run charges the debt once, seen in «Платежи»', async () => {
    const { page } = env;
    const account = await openServicePay(page, 'resident@demo.ru');
    expect(await seriousViolations(page, 'service-pay')).toEqual([]);
    await at375(page, 'service-pay');

    const before = (await historyOf(page, account)).length;
    await payAndSaveCard(page, 'resident@demo.ru');
    // The double click made one payment, for the service, of the amount typed.
    const made = (await historyOf(page, account)).slice(0, (await historyOf(page, account)).length - before);
    expect(made.map((payment) => [payment.amount, payment.status, payment.description])).toEqual([
      [1_000, 'succeeded', 'Оплата услуги «Обращение с ТКО»'],
    ]);

    // On receipt: the receipt not charged yet is charged today, so the dialog asks first.
    const { debt: owed } = await apiGet<BillingSummary>(page, `client/${account.contragentId}/billing/summary`);
    const question = await setUpAutopay(page, '5000', 'receipt', { confirm: true });
    expect(question).toContain(`${operatorDate(28)}: ${shownMoney(owed)} с карты •••• 4242`);
    const summary = plain(await summaryOf(page).innerText());
    for (const expected of ['Включён', shownMoney(500_000), 'При поступлении квитанции', '•••• 4242'])
      expect(summary).toContain(expected);
    expect(await seriousViolations(page, 'service-pay: autopay on')).toEqual([]);

    const { debt } = await apiGet<BillingSummary>(page, `client/${account.contragentId}/billing/summary`);
    expect(debt).toBeGreaterThan(0);
    const { results } = await env.stack.operator.runAutopay();
    expect(results).toEqual([
      expect.objectContaining({ contragentId: account.contragentId, outcome: 'charged', amount: debt }),
    ]);
    // Once per due date.
    expect((await env.stack.operator.runAutopay()).results).toEqual([]);

    await mainNav(page).getByRole('link', { name: 'Счета и расчёты' }).click();
    await page.waitForURL(/\/billing$/);
    await page
      .getByRole('tab', { name: 'Платежи' })
      .or(page.getByRole('link', { name: 'Платежи', exact: true }))
      .first()
      .click();
    await page.waitForURL(/\/billing\?tab=payments$/);
    const newest = page.getByRole('list', { name: 'История платежей' }).getByRole('listitem').first();
    await newest.getByText('Автоплатёж с карты •••• 4242').waitFor({ timeout: 15_000 });
    const entry = plain(await newest.innerText());
    for (const expected of ['Автоплатёж', shownMoney(debt), 'Зачислен']) expect(entry).toContain(expected);
    expect((await apiGet<BillingSummary>(page, `client/${account.contragentId}/billing/summary`)).debt).toBe(0);

    // Removed with the spec's 'autopayment removed' message.
    await page.goto(`${env.stack.portalUrl}/resident/${account.userId}/service-pay`);
    await summaryOf(page).getByText('списан').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Удалить автоплатёж' }).click();
    await page.getByRole('button', { name: 'Да, удалить' }).click();
    await page.getByText('Автоплатёж успешно удалён').waitFor();
    await page.getByText('Автоплатёж не подключён.').waitFor();
    expect((await apiGet<AutopayState>(page, `client/${account.contragentId}/autopay`)).autopay).toBeNull();
  });

  it('an autopay over the maximum charges nothing, leaves a notice on the dashboard and one email', async () => {
    const { page } = env;
    const account = await openServicePay(page, 'debtor@demo.ru');
    const dashboard = `${env.stack.portalUrl}/resident/${account.userId}/dashboard`;
    await payAndSaveCard(page, 'volkov@mail.ru');
    // Day 28 on the 28th: due today, and over the maximum, so nothing to confirm.
    await setUpAutopay(page, '100', { day: 28 });
    expect(plain(await summaryOf(page).innerText())).toContain('28-го числа каждого месяца');
    const before = (await historyOf(page, account)).length;
    const { debt } = await apiGet<BillingSummary>(page, `client/${account.contragentId}/billing/summary`);

    const { results } = await env.stack.operator.runAutopay();
    expect(results).toEqual([
      expect.objectContaining({
        contragentId: account.contragentId,
        outcome: 'over-maximum',
        amount: debt,
        paymentId: null,
      }),
    ]);
    expect(await historyOf(page, account)).toHaveLength(before);
    const email = await env.stack.mail.waitFor(
      (mail) => mail.to.includes('debtor@demo.ru') && mail.subject === NOTICE_TITLE,
    );
    expect(plain(email.text)).toContain(
      `к оплате ${shownMoney(debt)}, это больше установленного максимума ${shownMoney(10_000)}`,
    );

    // No blind retry, no second email (counted again once the pages below were checked).
    expect((await env.stack.operator.runAutopay()).results).toEqual([]);

    await page.goto(dashboard);
    const notice = page.getByRole('region', { name: NOTICE_TITLE });
    await notice.waitFor({ timeout: 20_000 });
    expect(plain(await notice.innerText())).toContain('Деньги не списаны');
    expect(await seriousViolations(page, 'dashboard: the autopay notice')).toEqual([]);

    await page.goto(`${env.stack.portalUrl}/resident/${account.userId}/service-pay`);
    await summaryOf(page).getByText('Приостановлен — нужно ваше решение').waitFor({ timeout: 20_000 });
    expect(plain(await page.getByRole('alert').filter({ hasText: 'не выполнен' }).innerText())).toContain(
      'Деньги не списаны',
    );
    expect(await seriousViolations(page, 'service-pay: over the maximum')).toEqual([]);
    await at375(page, 'service-pay: over the maximum');
    expect(noticesTo('debtor@demo.ru')).toHaveLength(1);
  });

  it('before saving shows the first charge; set up on the 28th with the defaults (day 10) it is the next 10th, nothing charged now', async () => {
    const { page } = env;
    const account = await openServicePay(page, 'plain@demo.ru');
    await payAndSaveCard(page, 'morozova@mail.ru');
    const { debt } = await apiGet<BillingSummary>(page, `client/${account.contragentId}/billing/summary`);

    await page.getByRole('button', { name: 'Подключить автоплатёж' }).click();
    const drawer = page.getByRole('dialog', { name: 'Настройки автоплатежа' });
    const firstCharge = drawer.getByRole('region', { name: 'Первое списание' });
    const nextTenth = operatorDate(10, 1);
    const expected =
      debt > 0
        ? `Первое списание: ${nextTenth} — ${shownMoney(debt)}`
        : `Первое списание: ${nextTenth} — сейчас долга нет`;
    await expect.poll(async () => plain(await firstCharge.innerText()), { timeout: 15_000 }).toContain(expected);
    expect(await seriousViolations(page, 'service-pay: the first charge before saving')).toEqual([]);

    // Another day: the note follows the field.
    await pickDay(page, 1);
    await expect
      .poll(async () => plain(await firstCharge.innerText()), { timeout: 15_000 })
      .toContain(operatorDate(1, 1));
    await pickDay(page, 10);
    await expect.poll(async () => plain(await firstCharge.innerText()), { timeout: 15_000 }).toContain(nextTenth);

    await drawer.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Данные успешно сохранены').waitFor();
    expect(await drawer.getByRole('alertdialog').count()).toBe(0);
    const summary = plain(await summaryOf(page).innerText());
    expect(summary).toContain('Ближайшее списание');
    expect(summary).toContain(nextTenth);
    const { results } = await env.stack.operator.runAutopay();
    expect(results.filter((result) => result.contragentId === account.contragentId)).toEqual([]);

    await page.getByRole('button', { name: 'Удалить автоплатёж' }).click();
    await page.getByRole('button', { name: 'Да, удалить' }).click();
    await page.getByText('Автоплатёж не подключён.').waitFor();
  });

  it('«Оплата услуг» is not in the reduced route set: its address leads to linking an account', async () => {
    // The menu side (spec §2, §6) is navigation.e2e's: present in every environment, absent from
    // the reduced menu. The route itself is not there either for a user without a personal account:
    // an old bookmark gets the page that leads to linking one, not the service.
    const { page } = env;
    await signInAs(page, env.stack.portalUrl, 'noaccount@demo.ru');
    const userId = pathOf(page).split('/')[2];
    await page.goto(`${env.stack.portalUrl}/resident/${userId}/service-pay`);
    await page
      .getByRole('heading', { name: 'Раздел откроется после привязки лицевого счёта' })
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('heading', { name: 'Оплата услуг' }).count()).toBe(0);
  });
});
