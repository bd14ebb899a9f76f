import type { BillingPeriods, BillingSummary, MonthCharges, Page as ApiPage, PaymentRecord } from '@resident/contract';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain, readReceiptQr, shownMoney } from './support/billing';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';

// Billing against the real operator API and its built-in test acquirer.
const env = operatorStackPerFile();
const CARD = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDs: '4000 0000 0000 3220' };
const THREE_DS_CODE = '123456';
const RECEIPT_EMAIL = 'resident@demo.ru';

let userId = '';
let contragentId = 0;
const billingUrl = (search = '') => `${env.stack.portalUrl}/resident/${userId}/billing${search}`;

async function signedIn(page: Page) {
  if (userId) return;
  await signInAs(page, env.stack.portalUrl, 'resident@demo.ru');
  userId = new URL(page.url()).pathname.split('/')[2] ?? '';
  contragentId = (await apiGet<BillingSummary>(page, `client/${userId}/billing/summary`)).contragentId;
}

async function history(page: Page): Promise<PaymentRecord[]> {
  return (await apiGet<ApiPage<PaymentRecord>>(page, `client/${contragentId}/billing/payments?size=100`)).content;
}

/**
 * The tab has drawn its data: nothing spins or is marked busy. Not `networkidle`: the signed-in
 * frame's live websocket keeps Chromium's network from ever counting as idle.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'),
  );
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Opens the pay drawer, types the amount (kept when undefined) and the receipt email, and presses «Оплатить». */
async function startPayment(page: Page, amount?: string) {
  await page.goto(billingUrl());
  await page.getByRole('button', { name: 'Оплатить', exact: true }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Оплата' });
  if (amount !== undefined) await drawer.getByLabel('Сумма к оплате, ₽').fill(amount);
  await drawer.getByLabel('Email или телефон для чека').fill(RECEIPT_EMAIL);
  return drawer;
}

async function payOnAcquirerPage(page: Page, card: string) {
  await page.waitForURL(/\/api\/test-acquirer\/pay\//);
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Оплатить' }).click();
}

async function resultTitle(page: Page, title: string) {
  await page.waitForURL(/\/billing\?payment=\d+$/);
  await page.getByRole('dialog', { name: 'Оплата' }).getByText(title).waitFor({ timeout: 15_000 });
}

describe('billing', () => {
  it('shows a month exactly as the ledger has it, clean for axe on every tab and readable at 375 px', async () => {
    const { page } = env;
    await signedIn(page);
    const { periods } = await apiGet<BillingPeriods>(page, `client/${contragentId}/billing/periods`);
    const month = await apiGet<MonthCharges>(page, `client/${contragentId}/billing/charges/${periods[0]}`);
    await page.goto(billingUrl());
    const table = page.getByRole('table');
    await table.getByRole('row', { name: /Итого/ }).waitFor();
    for (const line of month.lines) {
      const cells = (
        await table
          .getByRole('row', { name: new RegExp(line.serviceName) })
          .getByRole('cell')
          .allInnerTexts()
      ).map(plain);
      expect(cells[0]).toBe(line.serviceName);
      expect(cells.slice(5)).toEqual(
        [line.accrued, line.recalculation, line.penalty, line.benefit, line.paid, line.debtStart, line.debtEnd].map(
          shownMoney,
        ),
      );
    }
    const totals = (await table.getByRole('row', { name: /Итого/ }).getByRole('cell').allInnerTexts()).map(plain);
    const { accrued, recalculation, penalty, benefit, paid, debtStart, debtEnd } = month.totals;
    expect(totals.slice(5)).toEqual(
      [accrued, recalculation, penalty, benefit, paid, debtStart, debtEnd].map(shownMoney),
    );
    expect(plain(await page.getByTestId('billing-to-pay').innerText())).toBe(
      `К оплате: ${shownMoney(month.totals.toPay)}`,
    );

    const violations: string[] = [];
    for (const tab of ['', '?tab=payments', '?tab=receipts', '?tab=reconciliation']) {
      await page.goto(billingUrl(tab));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settled(page);
      violations.push(...(await seriousViolations(page, `billing${tab}`)));
    }
    await page.goto(billingUrl());
    await page.getByRole('button', { name: 'Оплатить', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Оплата' }).getByLabel('Сумма к оплате, ₽').waitFor();
    violations.push(...(await seriousViolations(page, 'pay form')));
    expect(violations).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    try {
      for (const tab of ['', '?tab=payments', '?tab=receipts', '?tab=reconciliation']) {
        await page.goto(billingUrl(tab));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await settled(page);
        expect(await noSidewaysScroll(page), `billing${tab} at 375 px`).toBe(true);
      }
      await page.goto(billingUrl());
      await page.getByRole('list', { name: 'Начисления по услугам' }).waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  it("downloads the month's receipt whose payment QR carries the ledger's sum, account and period", async () => {
    const { page } = env;
    await signedIn(page);
    const summary = await apiGet<BillingSummary>(page, `client/${contragentId}/billing/summary`);
    const { periods } = await apiGet<BillingPeriods>(page, `client/${contragentId}/billing/periods`);
    const period = periods[1] ?? periods[0]!;
    const month = await apiGet<MonthCharges>(page, `client/${contragentId}/billing/charges/${period}`);
    await page.goto(billingUrl('?tab=receipts'));
    const [year, monthNumber] = period.split('-');
    const title = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric' })
      .format(new Date(Number(year), Number(monthNumber) - 1, 1))
      .replace(' г.', '');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Скачать: ${title.charAt(0).toUpperCase()}${title.slice(1)}` }).click();
    const file = await download;
    await page.getByText('Файл успешно скачан').waitFor();
    const pdfPath = await file.path();
    const qr = readReceiptQr(readFileSync(pdfPath));
    expect(qr.format).toBe('ST00012');
    expect(qr.Sum).toBe(String(month.totals.toPay));
    expect(qr.PersAcc).toBe(summary.numberPersonalAccount);
    expect(qr.PaymPeriod).toBe(`${monthNumber}.${year}`);
  });

  it('«Не получил квитанцию» shows the address and sends after the resident confirms; a second send within the hour is refused with the wait', async () => {
    const { page } = env;
    await signedIn(page);
    // The receipts the file's mail sink received (the API mails them after its answer).
    const receiptMails = () =>
      env.stack.mail.messages().filter((mail) => mail.subject.startsWith('Квитанция за ')).length;
    const { periods } = await apiGet<BillingPeriods>(page, `client/${contragentId}/billing/periods`);
    const [year, monthNumber] = periods[0]!.split('-');
    const title = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric' })
      .format(new Date(Number(year), Number(monthNumber) - 1, 1))
      .replace(' г.', '');
    const button = `Не получил квитанцию: ${title.charAt(0).toUpperCase()}${title.slice(1)}`;
    await page.goto(billingUrl('?tab=receipts'));
    const before = receiptMails();

    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: 'Отправить квитанцию повторно?' });
    await dialog.getByText(RECEIPT_EMAIL, { exact: true }).waitFor({ timeout: 20_000 });
    expect(receiptMails()).toBe(before);
    expect(await seriousViolations(page, 'billing: resend a receipt')).toEqual([]);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText(`Квитанция за ${title} отправлена на r***@demo.ru`).waitFor({ timeout: 20_000 });
    await expect.poll(receiptMails, { timeout: 15_000 }).toBe(before + 1);

    await page.getByRole('button', { name: button }).click();
    await page
      .getByRole('dialog', { name: 'Отправить квитанцию повторно?' })
      .getByText(RECEIPT_EMAIL, { exact: true })
      .waitFor({ timeout: 20_000 });
    await page
      .getByRole('dialog', { name: 'Отправить квитанцию повторно?' })
      .getByRole('button', { name: 'Отправить' })
      .click();
    await page
      .getByText(/уже отправили на вашу почту в течение последнего часа.*Отправить её ещё раз можно через \d+ мин\./)
      .waitFor({ timeout: 20_000 });
    expect(receiptMails()).toBe(before + 1);
  });

  it('a declined card charges nothing and says so; a 3-D Secure card pays after the code', async () => {
    const { page } = env;
    await signedIn(page);
    const before = (await history(page)).length;

    const drawer = await startPayment(page, '10');
    await drawer.getByRole('button', { name: 'Оплатить' }).click();
    await payOnAcquirerPage(page, CARD.declined);
    await resultTitle(page, 'Платёж не прошёл');

    await (await startPayment(page, '11,50')).getByRole('button', { name: 'Оплатить' }).click();
    await payOnAcquirerPage(page, CARD.threeDs);
    await page.getByLabel('Код из СМС').fill(THREE_DS_CODE);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await resultTitle(page, 'Платёж прошёл');

    const made = (await history(page)).slice(0, (await history(page)).length - before);
    expect(made.map((payment) => [payment.amount, payment.status])).toEqual([
      [1_150, 'succeeded'],
      [1_000, 'failed'],
    ]);
  });

  it('a payment page left with nothing entered is not «обрабатывается банком»; back on the portal it reads «Оплата не завершена»', async () => {
    const { page } = env;
    await signedIn(page);
    await (await startPayment(page, '12')).getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/api\/test-acquirer\/pay\//);
    // The resident leaves the bank's page with the browser's back button: no card was entered.
    await page.goBack();
    await page.waitForURL(billingUrl());
    const [left] = await history(page);
    expect(left).toMatchObject({ amount: 1_200 });
    expect((await apiGet<BillingSummary>(page, `client/${contragentId}/billing/summary`)).pendingPayments).toBe(0);
    // The bank's page would have sent them back here; the payer's read asks the acquirer at once.
    await page.goto(billingUrl(`?payment=${left!.id}`));
    await resultTitle(page, 'Платёж не прошёл');
    await page
      .getByRole('dialog', { name: 'Оплата' })
      .getByText('Оплата не завершена. Деньги не списаны — чтобы оплатить, начните заново')
      .waitFor();
    expect((await history(page))[0]).toMatchObject({ id: left!.id, status: 'failed' });
    await page.getByRole('dialog', { name: 'Оплата' }).getByRole('button', { name: 'Закрыть' }).last().click();
  });

  it('a double click and a second tab make one payment; the success card clears the debt', async () => {
    const { page } = env;
    await signedIn(page);
    const before = (await history(page)).length;
    const debt = (await apiGet<BillingSummary>(page, `client/${contragentId}/billing/summary`)).debt;
    expect(debt).toBeGreaterThan(0);

    const drawer = await startPayment(page);
    expect(await drawer.getByLabel('Сумма к оплате, ₽').inputValue()).toBe(
      `${Math.floor(debt / 100)}.${String(debt % 100).padStart(2, '0')}`,
    );
    await drawer.getByRole('button', { name: 'Оплатить' }).dblclick();
    await page.waitForURL(/\/api\/test-acquirer\/pay\//);
    const acquirerPage = page.url();

    // A second tab of the same browser paying the same debt joins the open payment.
    const second = await page.context().newPage();
    try {
      const secondDrawer = await startPayment(second);
      await secondDrawer.getByRole('button', { name: 'Оплатить' }).click();
      await second.waitForURL(/\/api\/test-acquirer\/pay\//);
      expect(second.url()).toBe(acquirerPage);
    } finally {
      await second.close();
    }

    await payOnAcquirerPage(page, CARD.success);
    await resultTitle(page, 'Платёж прошёл');
    const made = (await history(page)).length - before;
    expect(made).toBe(1);
    expect((await history(page))[0]).toMatchObject({ amount: debt, status: 'succeeded' });

    await page.getByRole('dialog', { name: 'Оплата' }).getByRole('button', { name: 'Закрыть' }).last().click();
    await page.getByText('Задолженности нет').waitFor();
    expect((await apiGet<BillingSummary>(page, `client/${contragentId}/billing/summary`)).debt).toBe(0);
  });
});
