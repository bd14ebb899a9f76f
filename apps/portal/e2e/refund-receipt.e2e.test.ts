import { readFileSync } from 'node:fs';
import type { PaymentHistoryPage, Rental, ReturnQuote } from '@resident/contract';
import { rentalToday, shiftRentalDate } from '@resident/contract/limits';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain, readReceiptQr, shownMoney } from './support/billing';
import { pickDate } from './support/dates';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { pathOf } from './support/session';

// A refund appears in «Платежи» with its receipt. A container returned early
// gives money back; the history lists the refund as its own line (and the rental's payment as an
// order, apart from the bill), the refund's cash receipt downloads with the ФНС check QR (n=2), and
// the dashboard carries the notice.
const env = operatorStackPerFile();
const ACCOUNT = 1;

async function payOnAcquirerPage(page: Page) {
  await page.waitForURL(/\/api\/test-acquirer\/pay\//);
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Оплатить' }).click();
}

const refundsOf = (page: Page) => apiGet<PaymentHistoryPage>(page, `client/${ACCOUNT}/billing/payments?kind=refund`);

describe('refunds in «Платежи»', () => {
  it('a container returned early shows its refund with a «возврат прихода» receipt', async () => {
    const { page } = env;
    const origin = env.stack.portalUrl;
    await signInAs(page, origin, 'resident@demo.ru');
    const rentalUrl = `${origin}${pathOf(page).replace(/dashboard$/, 'container-rental')}`;
    const billingUrl = `${origin}${pathOf(page).replace(/dashboard$/, 'billing')}`;
    await page.goto(rentalUrl);

    // Rent «Бункер 8 м³» for ten days from today and pay for it.
    const today = rentalToday();
    const form = page.getByRole('form', { name: 'Заказать контейнер' });
    await form.getByTestId('rental-price').waitFor({ timeout: 20_000 });
    await form.getByRole('radio', { name: /Бункер 8 м³/ }).check();
    await pickDate(form.getByLabel('Окончание'), shiftRentalDate(today, 9));
    // The ten days' price is shown before going on: the order is made for what the form shows.
    await expect
      .poll(async () => plain(await form.getByTestId('rental-price').innerText()), { timeout: 15_000 })
      .toBe(shownMoney(10 * 90_000));
    await form.getByRole('button', { name: 'Перейти к оплате' }).click();
    const drawer = page.getByRole('dialog', { name: 'Оплата аренды' });
    const contact = drawer.getByLabel('Email или телефон для чека');
    await expect.poll(() => contact.inputValue(), { timeout: 15_000 }).toBe('resident@demo.ru');
    await contact.fill('ivanov@mail.ru');
    await drawer.getByRole('button', { name: 'Оплатить' }).click();
    // Either the acquirer's page or the drawer's reason why not (a failure names it).
    await Promise.race([
      page.waitForURL(/\/api\/test-acquirer\/pay\//),
      drawer
        .getByRole('alert')
        .first()
        .waitFor()
        .then(async () =>
          expect.fail(`the payment did not leave: ${await drawer.getByRole('alert').first().innerText()}`),
        ),
    ]);
    await payOnAcquirerPage(page);
    await page.waitForURL(/\/container-rental\?payment=\d+$/);
    await page
      .getByRole('region', { name: 'Результат оплаты' })
      .getByText('Платёж прошёл')
      .waitFor({ timeout: 15_000 });

    // Return it today: what comes back is what the quote said.
    const [rental] = await apiGet<Rental[]>(page, `client/${ACCOUNT}/container-rentals`);
    const card = page.getByTestId(`rental-${rental!.id}`);
    await card.getByRole('button', { name: 'Вернуть досрочно' }).click();
    const quote = await apiGet<ReturnQuote>(
      page,
      `client/${ACCOUNT}/container-rentals/${rental!.id}/return-quote?returnDate=${today}`,
    );
    expect(quote.refund).toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Подтвердить возврат' }).click();
    await card.getByText('Возвращается досрочно').waitFor({ timeout: 15_000 });
    // The register makes the receipt after the refund commits: wait for the history to link it.
    await expect
      .poll(async () => (await refundsOf(page)).content[0]?.receiptId ?? null, { timeout: 15_000 })
      .not.toBeNull();

    // «Платежи», narrowed to refunds and a period in the address (from the spec's minimum date,
    // §9): the refund's own line, and the period's total.
    await page.goto(`${billingUrl}?tab=payments&kind=refund&from=2019-01-01`);
    const list = page.getByRole('list', { name: 'История платежей' });
    const line = list.getByRole('listitem').first();
    await line.getByText('Возвращено').waitFor({ timeout: 20_000 });
    expect(await list.getByRole('listitem').count()).toBe(1);
    const text = plain(await line.innerText());
    expect(text).toContain('Возврат');
    expect(text).toContain(rental!.container.name);
    expect(text).toContain(shownMoney(quote.refund));
    expect(plain(await page.getByText(/^Оплачено за период: /).innerText())).toBe(
      `Оплачено за период: ${shownMoney(0)} · Возвращено: ${shownMoney(quote.refund)}`,
    );
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, 'payments: refunds')).toEqual([]);
    // On a phone the sum, the status and «Чек» wrap under the text and stay on the right edge.
    await page.setViewportSize({ width: 390, height: 844 });
    const gapToRightEdge = async () => {
      const [sum, item] = await Promise.all([
        line.getByText(`+${shownMoney(quote.refund)}`).boundingBox(),
        line.boundingBox(),
      ]);
      return item!.x + item!.width - (sum!.x + sum!.width);
    };
    await expect.poll(gapToRightEdge).toBeLessThan(2);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Its cash receipt: a PDF whose ФНС QR is a return (n=2) of the refunded sum.
    const download = page.waitForEvent('download');
    await line.getByRole('button', { name: /^Скачать кассовый чек: / }).click();
    const file = await download;
    await page.getByText('Файл успешно скачан').waitFor();
    const qr = readReceiptQr(readFileSync(await file.path())).format ?? '';
    expect(qr).toMatch(/^t=\d{8}T\d{4}&s=\d+\.\d{2}&fn=\d{16}&i=\d+&fp=\d{1,10}&n=2$/);
    expect(qr).toContain(`&s=${Math.trunc(quote.refund / 100)}.${String(quote.refund % 100).padStart(2, '0')}&`);

    // The rental's payment is listed as an order, by its name, apart from the bill.
    await page.getByRole('combobox', { name: 'Что оплачено' }).click();
    await page.locator('.ant-select-item-option[title="Оплата заказа"]').click();
    await page.waitForURL(/kind=order/);
    const order = list.getByRole('listitem').first();
    await order.getByText('Не входит в оплату квитанции').waitFor({ timeout: 15_000 });
    expect(plain(await order.innerText())).toContain(rental!.container.name);

    // The dashboard tells the resident about the money given back.
    await page.goto(`${origin}${pathOf(page).replace(/billing$/, 'dashboard')}`);
    const notice = page.getByRole('region', { name: 'Деньги возвращены' });
    await notice.waitFor({ timeout: 20_000 });
    expect(plain(await notice.innerText())).toContain(`Мы вернули ${shownMoney(quote.refund)}`);

    // On a phone the notice reads across the card: «Больше не показывать» goes under the text
    // instead of squeezing it into a column of two or three words a line.
    await page.setViewportSize({ width: 390, height: 844 });
    const share = () =>
      notice.getByRole('alert').evaluate((alert) => {
        const message = alert.querySelector('.rp-alert__message')?.getBoundingClientRect().width ?? 0;
        return message / alert.getBoundingClientRect().width;
      });
    await expect.poll(share).toBeGreaterThan(0.75);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
