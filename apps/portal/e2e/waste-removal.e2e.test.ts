import type { PaymentRecord, WastePickup } from '@resident/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { apiGet, plain } from './support/billing';
import { liveSocketReady } from './support/live-socket';
import { mainNav, signInAs } from './support/nav';
import { operatorStackPerFile } from './support/operator-stack';
import { at375 } from './support/profile';
import { isSameDocument, markDocument } from './support/same-document';

// Individual waste removal against the real operator API: order, see the
// price, pay on the test acquirer (a double click charges once), see it scheduled live when the
// operator marks it, cancel another order and see the refund. Its own stack: the operator's side.
const env = operatorStackPerFile();
const ACCOUNT = 1;
const CARD = '4242 4242 4242 4242';

type ApiPage<T> = { content: T[] };

const pickups = (page: Page) => apiGet<WastePickup[]>(page, `client/${ACCOUNT}/waste-removal/pickups`);
const servicePayments = async (page: Page) =>
  (await apiGet<ApiPage<PaymentRecord>>(page, `client/${ACCOUNT}/billing/payments?size=100`)).content.filter(
    (payment) => payment.purpose === 'service' && payment.kind !== 'refund',
  );
const card = (page: Page, id: number) => page.getByRole('article', { name: `Заказ № ${id}` });

/** Opens «Заказать вывоз» and fills the order: the flat, a kind, a volume and the first free window. */
async function fillOrder(page: Page, kind: string, volume: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Заказать вывоз' }).click();
  const drawer = page.getByRole('dialog', { name: 'Заказ вывоза' });
  await drawer.getByRole('radio', { name: /ул\. Советская/ }).check({ timeout: 20_000 });
  await drawer.getByRole('radio', { name: new RegExp(kind) }).check();
  await drawer.getByLabel('Объём, м³').fill(volume);
  await drawer.locator('input[name="slot"]:not([disabled])').first().check();
  return drawer;
}

/** The pay drawer after «Оформить заказ»: the receipt's address typed; resolves with the new order's id. */
async function placeOrder(page: Page, drawer: Locator): Promise<{ pay: Locator; id: number }> {
  await drawer.getByRole('button', { name: 'Оформить заказ' }).click();
  const pay = page.getByRole('dialog', { name: 'Оплата заказа' });
  const made = await pay.getByText(/^Заказ № \d+ оформлен$/).textContent({ timeout: 20_000 });
  await pay.getByLabel('Email или телефон для чека').fill('resident@demo.ru');
  return { pay, id: Number(/№ (\d+)/.exec(made ?? '')?.[1]) };
}

async function payOnAcquirerPage(page: Page) {
  await page.waitForURL(/\/api\/test-acquirer\/pay\//);
  await page.getByLabel('Номер карты').fill(CARD);
  await page.getByLabel('Срок действия').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Оплатить' }).click();
}

/** Back on the portal from the acquirer: the result says paid. */
async function paidResult(page: Page, id: number) {
  await page.waitForURL(new RegExp(`/waste-removal\\?pickup=${id}&payment=\\d+$`));
  // Above the orders, not in a modal: the list it changes stays in view.
  const result = page.getByRole('region', { name: 'Оплата заказа' });
  await result.getByText('Платёж прошёл').waitFor({ timeout: 15_000 });
  return result;
}

// Each step is a test of its own over one page (the stack and the browser are the file's): a slow
// machine gets each step's time, and a failure names the step.
let firstId = 0;
let paymentPosts: string[] = [];
let live: Promise<void> | undefined;

describe('individual waste removal', () => {
  it('the menu leads to the screen; the order shows its price as typed and the API’s before paying', async () => {
    const { page } = env;
    await signInAs(page, env.stack.portalUrl, 'resident@demo.ru');
    // The menu item is there for resident@demo.ru (its wasteDisposal flag, the feature on in development).
    await mainNav(page).getByRole('link', { name: 'Индивидуальный вывоз' }).click();
    await page.waitForURL(/\/resident\/\d+\/waste-removal$/);
    await page.getByRole('heading', { level: 1, name: 'Индивидуальный вывоз' }).waitFor();
    await page.getByText('Заказов пока нет').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page, 'waste removal: no orders')).toEqual([]);

    const drawer = await fillOrder(page, 'Крупногабаритные отходы', '2,5');
    await drawer.getByText('Укажите объём числом, например 2.5').waitFor();
    await drawer.getByLabel('Объём, м³').fill('2.5');
    await expect
      .poll(async () => plain(await drawer.getByTestId('price-preview').innerText()))
      .toBe('Стоимость: 3 625,00 ₽ 2.5 м³ × 1 450,00 ₽ за м³');
    expect(await seriousViolations(page, 'waste removal: ordering')).toEqual([]);
    const { pay, id } = await placeOrder(page, drawer);
    firstId = id;

    // The API's price, before paying; the order holds its window already.
    expect(plain(await pay.getByTestId('pay-amount').innerText())).toBe('3 625,00 ₽');
    expect((await pickups(page)).find((pickup) => pickup.id === id)).toMatchObject({
      status: 'created',
      amount: 362_500,
      volume: 2.5,
    });
    expect(await seriousViolations(page, 'waste removal: paying')).toEqual([]);
  });

  it('a double click on «Оплатить» charges once, and the order shows paid', async () => {
    const { page } = env;
    const pay = page.getByRole('dialog', { name: 'Оплата заказа' });
    paymentPosts = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/v3/client/${ACCOUNT}/payments`)
        paymentPosts.push(request.url());
    });
    await pay.getByRole('button', { name: 'Оплатить' }).dblclick();
    // The socket of the page the acquirer sends the resident back to must be up before the operator acts.
    live = liveSocketReady(page);
    await payOnAcquirerPage(page);
    const result = await paidResult(page, firstId);
    expect(plain(await result.innerText())).toContain('Оплачено 3 625,00 ₽. Заказ принят');
    expect(await seriousViolations(page, 'waste removal: paid')).toEqual([]);
    await result.getByRole('button', { name: 'Закрыть' }).last().click();
    expect(paymentPosts).toHaveLength(1);
    expect((await servicePayments(page)).map((payment) => [payment.amount, payment.status])).toEqual([
      [362_500, 'succeeded'],
    ]);
    await card(page, firstId).getByTestId('pickup-status').filter({ hasText: 'Оплачен' }).waitFor();
  });

  it('shows the order scheduled as soon as the operator marks it, without a reload', async () => {
    const { page } = env;
    await live;
    await markDocument(page);
    await env.stack.operator.setWastePickupStatus(firstId, 'scheduled');
    await card(page, firstId)
      .getByTestId('pickup-status')
      .filter({ hasText: 'Вывоз запланирован' })
      .waitFor({ timeout: 10_000 });
    expect(await isSameDocument(page)).toBe(true);
    expect(await seriousViolations(page, 'waste removal: scheduled')).toEqual([]);
    await at375(page, 'waste removal');
  });

  it('cancels another order, paid, before its window: the refund is shown as a refund', async () => {
    const { page } = env;
    const second = await fillOrder(page, 'Растительные отходы', '0.5');
    const { pay, id } = await placeOrder(page, second);
    expect(plain(await pay.getByTestId('pay-amount').innerText())).toBe('980,00 ₽');
    await pay.getByRole('button', { name: 'Оплатить' }).click();
    await payOnAcquirerPage(page);
    await (await paidResult(page, id)).getByRole('button', { name: 'Закрыть' }).last().click();
    const paidCard = card(page, id);
    await paidCard.getByTestId('pickup-status').filter({ hasText: 'Оплачен' }).waitFor();
    await paidCard.getByRole('button', { name: 'Отменить заказ' }).click();
    const confirm = page.getByRole('dialog', { name: `Отменить заказ № ${id}?` });
    expect(plain(await confirm.innerText())).toContain('Вернём 980,00 ₽ на карту, с которой вы платили.');
    expect(await seriousViolations(page, 'waste removal: cancelling')).toEqual([]);
    await confirm.getByRole('button', { name: 'Отменить заказ' }).click();
    await page.getByText('Заказ отменён, возврат 980,00 ₽ оформлен').waitFor();
    await paidCard.getByTestId('pickup-status').filter({ hasText: 'Отменён' }).waitFor();
    expect(plain(await paidCard.getByTestId('pickup-refund').innerText())).toMatch(
      /^Возврат 980,00 ₽ оформлен \d{2}\.\d{2}\.\d{4}\. Деньги вернутся на карту/,
    );
    expect((await pickups(page)).find((pickup) => pickup.id === id)).toMatchObject({
      status: 'cancelled',
      refund: { amount: 98_000 },
    });
  });

  it('cancels an unpaid order with nothing to return; every state passes axe at 375 px', async () => {
    const { page } = env;
    const third = await fillOrder(page, 'Строительные отходы', '1');
    const { id } = await placeOrder(page, third);
    // Not paying now: the drawer closes and the order waits in the list, its window held.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Оплата заказа' }).waitFor({ state: 'hidden' });
    await card(page, id).getByRole('button', { name: 'Отменить заказ' }).click();
    const confirm = page.getByRole('dialog', { name: `Отменить заказ № ${id}?` });
    expect(plain(await confirm.innerText())).toContain('Заказ ещё не оплачен — списывать нечего.');
    await confirm.getByRole('button', { name: 'Отменить заказ' }).click();
    await card(page, id).getByTestId('pickup-status').filter({ hasText: 'Отменён' }).waitFor();
    expect(await card(page, id).getByTestId('pickup-refund').count()).toBe(0);
    expect(await seriousViolations(page, 'waste removal: every state')).toEqual([]);
    await at375(page, 'waste removal: every state');
    // The two charges: the scheduled order's and the refunded one's; nothing for the unpaid one.
    expect((await servicePayments(page)).map((payment) => payment.amount).toSorted((a, b) => a - b)).toEqual([
      98_000, 362_500,
    ]);
  });
});
