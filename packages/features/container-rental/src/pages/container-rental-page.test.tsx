import type { SessionUser } from '@resident/api';
import { renderWithStore } from '@resident/api/testing';
import { rentalEarlyReturn, rentalExtensionAmount, rentalToday, shiftRentalDate } from '@resident/contract/limits';
import { AppProvider } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NO_ACCOUNT_USER, orderPayment, rentalRoute, someRentals, USER } from '../testing/fixtures';
import { ContainerRentalPage } from './container-rental-page';

type Answer = { status: number; body: unknown } | undefined;
type Api = (request: Request, url: URL) => Answer | Promise<Answer>;

const today = rentalToday();
/** '2026-11-28' → '28.11.2026', as a resident types and reads it (spec §9). */
const shown = (iso: string) => iso.split('-').reverse().join('.');

/** Puts a date into the picker as a resident may: ДД.ММ.ГГГГ pasted (typing it key by key re-renders the page ten times), then Enter. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, iso: string) {
  await user.clear(field);
  await user.paste(shown(iso));
  await user.keyboard('{Enter}');
}
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const money = (kopecks: number) =>
  plain(
    new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', minimumFractionDigits: 2 }).format(
      kopecks / 100,
    ),
  );

function renderPage(api: Api, user: SessionUser = USER, search = '') {
  const router = createMemoryRouter([{ path: '/resident/:userId/container-rental', Component: ContainerRentalPage }], {
    initialEntries: [`/resident/${user.id}/container-rental${search}`],
  });
  return renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    { api, user },
  );
}

/** The fixture API, noting every request line and every JSON body sent. */
function recording(route = rentalRoute(someRentals(today))) {
  const sent: { line: string; body: unknown }[] = [];
  const api: Api = async (request, url) => {
    const body =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : null;
    sent.push({ line: `${request.method} ${url.pathname}${url.search}`, body });
    return route(request, url);
  };
  return { api, sent };
}

describe('the container rental page', () => {
  it('lists current and past rentals by phase, and the catalogue with pictures and prices', async () => {
    renderPage(recording().api);
    const current = await screen.findByRole('region', { name: 'Текущие аренды' });
    await within(current).findByRole('article', { name: 'Бункер 8 м³' });
    const phases = within(current)
      .getAllByRole('article')
      .map((card) => card.querySelector('[data-phase]')?.getAttribute('data-phase'));
    expect(phases).toEqual(['active', 'awaiting-payment', 'active']);
    const past = screen.getByRole('region', { name: 'Прошлые аренды' });
    expect(
      within(past)
        .getAllByRole('article')
        .map((card) => card.querySelector('[data-phase]')?.getAttribute('data-phase')),
    ).toEqual(['finished', 'returned', 'cancelled']);
    expect(plain(within(past).getByTestId('rental-5-refunded').textContent)).toBe('5 100,00 ₽');

    const order = screen.getByRole('form', { name: 'Заказать контейнер' });
    expect(within(order).getAllByRole('radio', { name: /м³/ })).toHaveLength(4);
    expect(
      within(order).getByRole('img', { name: 'Рисунок: открытый бункер-накопитель трапециевидной формы' }),
    ).toBeInTheDocument();
    expect(plain(within(order).getByTestId('container-type-3').textContent)).toContain(
      '8 м³ · 900,00 ₽ в сутки · 15 000,00 ₽ в месяц',
    );
    // An unpaid order offers paying and cancelling; an extension waiting for payment says so.
    const unpaid = within(current).getAllByRole('article')[1]!;
    expect(within(unpaid).getByRole('button', { name: /^Оплатить 2\s500,00/ })).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Отменить заказ' })).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: /^Оплатить продление 1\s000,00/ })).toBeInTheDocument();
  });

  it(
    'shows the operator API’s price for the chosen container and period, then orders it for the chosen object',
    { timeout: 60_000 },
    async () => {
      // The objects arrive after the form: it still offers them, the first one chosen.
      const route = rentalRoute(someRentals(today));
      let releaseObjects = () => {};
      const objectsHeld = new Promise<void>((resolve) => {
        releaseObjects = resolve;
      });
      const { api, sent } = recording(async (request, url) => {
        if (url.pathname.endsWith('/objects')) await objectsHeld;
        return route(request, url);
      });
      renderPage(api);
      const user = userEvent.setup();
      const order = await screen.findByRole('form', { name: 'Заказать контейнер' });
      expect(within(order).queryByRole('radio', { name: 'Мой объект' })).not.toBeInTheDocument();
      releaseObjects();
      expect(await within(order).findByRole('radio', { name: 'Мой объект' })).toBeChecked();
      await user.click(within(order).getByRole('radio', { name: /Бункер 8 м³/ }));
      await typeDate(user, within(order).getByLabelText('Окончание'), shiftRentalDate(today, 9));
      await waitFor(() => expect(plain(screen.getByTestId('rental-price').textContent)).toBe('9 000,00 ₽'));
      expect(plain(within(order).getByRole('region', { name: 'Стоимость' }).textContent)).toContain(
        '10 дней × 900,00 ₽',
      );
      expect(sent.map((entry) => entry.line)).toContain(
        `GET /api/v3/client/container-rental/quote?typeId=3&startDate=${today}&endDate=${shiftRentalDate(today, 9)}`,
      );

      await user.click(within(order).getByRole('button', { name: 'Перейти к оплате' }));
      await waitFor(() =>
        expect(sent.find((entry) => entry.line === 'POST /api/v3/client/1/container-rentals')?.body).toEqual({
          typeId: 3,
          startDate: today,
          endDate: shiftRentalDate(today, 9),
          objectId: 1,
        }),
      );
      const drawer = await screen.findByRole('dialog', { name: 'Оплата аренды' });
      expect(within(drawer).getByTestId('pay-amount')).toHaveTextContent(/^9\s000,00\s₽$/);
      expect(screen.getByTestId('rental-notice')).toHaveTextContent('Заказ оформлен');
    },
  );

  it('asks for the period with the Russian date picker (ДД.ММ.ГГГГ) and the object with the portal’s select', async () => {
    renderPage(recording().api);
    const user = userEvent.setup();
    const order = await screen.findByRole('form', { name: 'Заказать контейнер' });
    const start = within(order).getByLabelText('Начало');
    expect(start).toHaveValue(shown(today));
    expect(start).not.toHaveAttribute('type', 'date');
    expect(start).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    await user.click(start);
    expect(await screen.findByText('Пн')).toBeInTheDocument();
    const object = await within(order).findByRole('combobox', { name: 'Объект' });
    expect(order.querySelector('select')).toBeNull();
    await user.click(object);
    expect(await screen.findAllByText('Тверская обл., Калининский р-н, СНТ «Радуга», уч. 17')).not.toHaveLength(0);
  });

  it(
    'checks the period before asking for a price, and wants an address typed when no object is chosen',
    { timeout: 60_000 },
    async () => {
      const { api, sent } = recording();
      renderPage(api);
      const user = userEvent.setup();
      const order = await screen.findByRole('form', { name: 'Заказать контейнер' });
      const end = within(order).getByLabelText('Окончание');
      // Each period error is said once, under the date it is about (not again where the price goes).
      await typeDate(user, end, shiftRentalDate(today, -1));
      expect(await within(order).findAllByText('Дата окончания аренды не может быть раньше даты начала')).toHaveLength(
        1,
      );
      expect(end).toHaveAccessibleDescription('Дата окончания аренды не может быть раньше даты начала');
      expect(within(order).getByRole('region', { name: 'Стоимость' })).toHaveTextContent('');
      await typeDate(user, end, shiftRentalDate(today, 400));
      expect(await within(order).findAllByText('Аренда — не дольше 12 месяцев, продления тоже')).toHaveLength(1);
      expect(
        sent.some((entry) => entry.line.includes('/quote') && entry.line.includes(shiftRentalDate(today, 400))),
      ).toBe(false);
      await typeDate(user, within(order).getByLabelText('Начало'), shiftRentalDate(today, -2));
      expect(await within(order).findAllByText('Дата начала аренды не может быть раньше сегодняшней')).toHaveLength(1);
      await typeDate(user, within(order).getByLabelText('Начало'), today);

      await typeDate(user, end, shiftRentalDate(today, 4));
      await user.click(within(order).getByRole('radio', { name: 'Другой адрес' }));
      await waitFor(() => expect(screen.getByTestId('rental-price')).toBeInTheDocument());
      await user.click(within(order).getByRole('button', { name: 'Перейти к оплате' }));
      expect(await within(order).findByText('Укажите адрес или выберите объект')).toBeInTheDocument();
      expect(sent.some((entry) => entry.line === 'POST /api/v3/client/1/container-rentals')).toBe(false);

      await new Promise((resolve) => setTimeout(resolve, 600));
      await user.type(within(order).getByLabelText('Адрес'), '  г. Тверь, ул. Лесная, д. 3 ');
      await user.click(within(order).getByRole('button', { name: 'Перейти к оплате' }));
      await waitFor(() =>
        expect(sent.find((entry) => entry.line === 'POST /api/v3/client/1/container-rentals')?.body).toEqual({
          typeId: 1,
          startDate: today,
          endDate: shiftRentalDate(today, 4),
          address: 'г. Тверь, ул. Лесная, д. 3',
        }),
      );
    },
  );

  it('extends a running rental: the extra cost first, then the extension’s order to pay', async () => {
    const rentals = someRentals(today);
    const { api, sent } = recording(rentalRoute(rentals));
    renderPage(api);
    const user = userEvent.setup();
    const card = await screen.findByTestId('rental-1');
    await user.click(within(card).getByRole('button', { name: 'Продлить' }));
    const newEnd = shiftRentalDate(rentals[0]!.endDate, 5);
    await typeDate(user, await within(card).findByLabelText('Новая дата окончания'), newEnd);
    const amount = rentalExtensionAmount(
      { perDay: 90_000, perMonth: 1_500_000 },
      rentals[0]!.startDate,
      rentals[0]!.endDate,
      newEnd,
    );
    await waitFor(() =>
      expect(plain(within(card).getByTestId('extension-cost').textContent)).toBe(`Доплата: ${money(amount)} за 5 дней`),
    );
    await user.click(within(card).getByRole('button', { name: 'Продлить и оплатить' }));
    const drawer = await screen.findByRole('dialog', { name: 'Оплата продления' });
    expect(plain(within(drawer).getByTestId('pay-amount').textContent)).toBe(money(amount));
    expect(sent.find((entry) => entry.line === `POST /api/v3/client/1/container-rentals/1/extension`)?.body).toEqual({
      endDate: newEnd,
    });
  });

  it('returns early: the refund shown before confirming is the refund sent, and said after', async () => {
    const rentals = someRentals(today);
    const { api, sent } = recording(rentalRoute(rentals));
    renderPage(api);
    const user = userEvent.setup();
    const card = await screen.findByTestId('rental-1');
    await user.click(within(card).getByRole('button', { name: 'Вернуть досрочно' }));
    const { refund } = rentalEarlyReturn(
      { perDay: 90_000, perMonth: 1_500_000 },
      rentals[0]!.startDate,
      rentals[0]!.paid,
      today,
    );
    await waitFor(() =>
      expect(plain(within(card).getByTestId('return-refund').textContent)).toBe(`Вернём: ${money(refund)}`),
    );
    expect(plain(within(card).getByText(/^Использовано:/).textContent)).toBe(
      `Использовано: 4 дня на ${money(360_000)}`,
    );
    await user.click(within(card).getByRole('button', { name: 'Подтвердить возврат' }));
    await waitFor(() =>
      expect(sent.find((entry) => entry.line === 'POST /api/v3/client/1/container-rentals/1/return')?.body).toEqual({
        returnDate: today,
        refund,
      }),
    );
    expect(plain((await screen.findByTestId('rental-notice')).textContent)).toBe(
      `Возврат оформлен: ${money(refund)} вернутся на карту, которой вы платили.`,
    );
  });

  it('shows a resident without a personal account the containers and prices, and how to order', async () => {
    const { api, sent } = recording();
    renderPage(api, NO_ACCOUNT_USER);
    const order = await screen.findByRole('form', { name: 'Заказать контейнер' });
    await waitFor(() => expect(screen.getByTestId('rental-price')).toBeInTheDocument());
    expect(within(order).queryByRole('button', { name: 'Перейти к оплате' })).not.toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Привязать лицевой счёт' })).toHaveAttribute(
      'href',
      '/resident/2/profile',
    );
    expect(within(order).queryByRole('radio', { name: 'Мой объект' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Текущие аренды' })).not.toBeInTheDocument();
    expect(sent.some((entry) => entry.line.includes('container-rentals') || entry.line.includes('/objects'))).toBe(
      false,
    );
  });

  it('shows the payment the acquirer sent the resident back with, as an order paid (not a debt lowered), and reloads the rentals', async () => {
    const route = rentalRoute(someRentals(today));
    const { api, sent } = recording(async (request, url) =>
      url.pathname.endsWith('/client/1/payments/77')
        ? { status: 200, body: orderPayment('succeeded') }
        : route(request, url),
    );
    renderPage(api, USER, '?payment=77');
    const result = await screen.findByRole('region', { name: 'Результат оплаты' });
    await within(result).findByText('Платёж прошёл');
    expect(plain(result.textContent)).toContain('Оплачено 9 000,00 ₽. Заказ по аренде оплачен');
    expect(result.textContent).not.toContain('долг уменьшится');
    await waitFor(() =>
      expect(sent.filter((entry) => entry.line === 'GET /api/v3/client/1/container-rentals').length).toBeGreaterThan(1),
    );
    await userEvent.setup().click(within(result).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Результат оплаты' })).not.toBeInTheDocument());
  });

  it('shows a load error with a retry', async () => {
    renderPage(rentalRoute('failing'));
    expect(await screen.findAllByRole('button', { name: 'Повторить' })).toHaveLength(2);
  });
});
