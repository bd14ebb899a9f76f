import type { PaymentRecord, Rental, RentalQuote, ReturnQuote } from '@resident/contract';
import { rentalToday, shiftRentalDate } from '@resident/contract/limits';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain, shownMoney } from './support/billing';
import { pickDate } from './support/dates';
import { signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375 } from './support/profile';
import { pathOf } from './support/session';

// Rent a container against the real operator API (the price before paying,
// one charge on a double click), extend it by paying the difference, return it early with the
// refund shown before and after confirming; axe clean and readable at 375 px.
const env = operatorStackPerFile();
// Бункер 8 м³: 900 ₽ a day, 15 000 ₽ a month (migration 015).
const SKIP = { typeId: 3, perDay: 90_000 };
const ACCOUNT = 1;

async function payOnAcquirerPage(page: Page) {
  await page.waitForURL(/\/api\/test-acquirer\/pay\//);
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Оплатить' }).click();
}

/** Back on the portal with ?payment=…: the result (atop the page) says paid; closed, it goes. */
async function paid(page: Page) {
  await page.waitForURL(/\/container-rental\?payment=\d+$/);
  const result = page.getByRole('region', { name: 'Результат оплаты' });
  await result.getByText('Платёж прошёл').waitFor({ timeout: 15_000 });
  await result.getByRole('button', { name: 'Закрыть' }).last().click();
  await page.waitForURL(/\/container-rental$/);
}

/** axe over the page as it rests: the pointer leaves the button it pressed (its hover shade is not what the page shows). */
async function axeClean(page: Page, label: string) {
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page, label)).toEqual([]);
}

/**
 * The receipt contact: prefilled from the profile, then replaced as a resident would.
 */
async function receiptContact(drawer: Locator, contact: string) {
  const field = drawer.getByLabel('Email или телефон для чека');
  await expect.poll(() => field.inputValue(), { timeout: 15_000 }).toBe('resident@demo.ru');
  await field.fill(contact);
}

const shown = (locator: Locator) => expect.poll(async () => plain(await locator.innerText()), { timeout: 15_000 });
const servicePayments = async (page: Page) =>
  (await apiGet<{ content: PaymentRecord[] }>(page, `client/${ACCOUNT}/billing/payments?size=100`)).content.filter(
    (payment) => payment.purpose === 'service' && payment.kind !== 'refund',
  );

describe('container rental', () => {
  it('rents a container at the price shown, charged once on a double click; extends it; returns it early', async () => {
    const { page } = env;
    const origin = env.stack.portalUrl;
    await signInAs(page, origin, 'resident@demo.ru');
    await page.goto(`${origin}${pathOf(page).replace(/dashboard$/, 'container-rental')}`);
    await page.getByRole('heading', { level: 1, name: 'Аренда контейнеров' }).waitFor({ timeout: 20_000 });
    await page.getByText('Вы ещё не арендовали контейнеры.', { exact: false }).waitFor();
    const form = page.getByRole('form', { name: 'Заказать контейнер' });
    await form.getByTestId('rental-price').waitFor();
    expect(await form.getByRole('img', { name: /^Рисунок: / }).count()).toBe(4);
    await axeClean(page, 'container rental');
    await at375(page, 'container rental');

    // The price for the chosen container and period, as the operator API quotes it.
    const today = rentalToday();
    const end = shiftRentalDate(today, 9);
    await form.getByRole('radio', { name: /Бункер 8 м³/ }).check();
    await pickDate(form.getByLabel('Окончание'), end);
    const quote = await apiGet<RentalQuote>(
      page,
      `client/container-rental/quote?typeId=${SKIP.typeId}&startDate=${today}&endDate=${end}`,
    );
    expect(quote).toMatchObject({ days: 10, months: 0, amount: 10 * SKIP.perDay });
    await shown(form.getByTestId('rental-price')).toBe(shownMoney(quote.amount));
    expect(plain(await form.getByRole('region', { name: 'Стоимость' }).innerText())).toContain('10 дней × 900,00 ₽');

    const before = (await servicePayments(page)).length;
    await form.getByRole('button', { name: 'Перейти к оплате' }).click();
    const drawer = page.getByRole('dialog', { name: 'Оплата аренды' });
    await receiptContact(drawer, 'ivanov@mail.ru');
    expect(plain(await drawer.getByTestId('pay-amount').innerText())).toBe('9 000,00 ₽');
    await axeClean(page, 'container rental: paying');
    await drawer.getByRole('button', { name: 'Оплатить' }).dblclick();
    await payOnAcquirerPage(page);
    await paid(page);

    const [rental] = await apiGet<Rental[]>(page, `client/${ACCOUNT}/container-rentals`);
    expect(rental).toMatchObject({
      status: 'paid',
      startDate: today,
      endDate: end,
      paid: quote.amount,
      pendingOrder: null,
      container: { typeId: SKIP.typeId },
    });
    const charged = (await servicePayments(page)).slice(0, (await servicePayments(page)).length - before);
    expect(charged.map((payment) => [payment.amount, payment.status])).toEqual([[quote.amount, 'succeeded']]);
    const card = page.getByTestId(`rental-${rental!.id}`);
    await card.getByText('Идёт аренда').waitFor();

    // Extending: the difference first, then its own order; the end moves once that is paid.
    const newEnd = shiftRentalDate(today, 14);
    await card.getByRole('button', { name: 'Продлить' }).click();
    await pickDate(card.getByLabel('Новая дата окончания'), newEnd);
    await shown(card.getByTestId('extension-cost')).toBe(`Доплата: ${shownMoney(5 * SKIP.perDay)} за 5 дней`);
    await axeClean(page, 'container rental: extending');
    await card.getByRole('button', { name: 'Продлить и оплатить' }).click();
    const extensionDrawer = page.getByRole('dialog', { name: 'Оплата продления' });
    await receiptContact(extensionDrawer, 'ivanov@mail.ru');
    await extensionDrawer.getByRole('button', { name: 'Оплатить' }).click();
    await payOnAcquirerPage(page);
    await paid(page);
    await shown(card).toContain(`${newEnd.split('-').reverse().join('.')} (15 дней)`);
    expect((await apiGet<Rental[]>(page, `client/${ACCOUNT}/container-rentals`))[0]).toMatchObject({
      endDate: newEnd,
      paid: 15 * SKIP.perDay,
    });

    // Returning today: what was used and what comes back, before confirming and after.
    await card.getByRole('button', { name: 'Вернуть досрочно' }).click();
    const returnQuote = await apiGet<ReturnQuote>(
      page,
      `client/${ACCOUNT}/container-rentals/${rental!.id}/return-quote?returnDate=${today}`,
    );
    expect(returnQuote).toEqual({
      returnDate: today,
      usedDays: 1,
      usedAmount: SKIP.perDay,
      paid: 15 * SKIP.perDay,
      refund: 14 * SKIP.perDay,
    });
    await shown(card.getByTestId('return-refund')).toBe(`Вернём: ${shownMoney(returnQuote.refund)}`);
    expect(plain(await card.getByText(/^Использовано:/).innerText())).toBe(
      `Использовано: 1 день на ${shownMoney(SKIP.perDay)}`,
    );
    await axeClean(page, 'container rental: returning');
    await at375(page, 'container rental: returning');
    await card.getByRole('button', { name: 'Подтвердить возврат' }).click();
    await shown(page.getByTestId('rental-notice')).toBe(
      `Возврат оформлен: ${shownMoney(returnQuote.refund)} вернутся на карту, которой вы платили.`,
    );
    await card.getByText('Возвращается досрочно').waitFor();
    await shown(card.getByTestId(`rental-${rental!.id}-refunded`)).toBe(shownMoney(returnQuote.refund));
    expect((await apiGet<Rental[]>(page, `client/${ACCOUNT}/container-rentals`))[0]).toMatchObject({
      status: 'returned',
      returnedOn: today,
      refunded: returnQuote.refund,
    });
    expect(await card.getByRole('button', { name: 'Продлить' }).count()).toBe(0);
    await axeClean(page, 'container rental: returned');
  });

  it('shows a resident without a personal account the containers and prices, and where to link one', async () => {
    const { page } = env;
    const origin = env.stack.portalUrl;
    await signInAs(page, origin, 'noaccount@demo.ru');
    await page.goto(`${origin}${pathOf(page).replace(/appeals\/help$/, 'container-rental')}`);
    const form = page.getByRole('form', { name: 'Заказать контейнер' });
    await form.getByTestId('rental-price').waitFor({ timeout: 20_000 });
    await form.getByRole('link', { name: 'Привязать лицевой счёт' }).waitFor();
    expect(await form.getByRole('button', { name: 'Перейти к оплате' }).count()).toBe(0);
    await axeClean(page, 'container rental without an account');
    await at375(page, 'container rental without an account');
  });
});
