import type { SessionUser } from '@resident/api';
import { renderWithStore, stubSilentWebSocket, type FakeApi } from '@resident/api/testing';
import { AppProvider, setOperatorTimeZone } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, payment, PICKUPS, pickup, USER, wasteApi } from '../testing/fixtures';
import { WasteRemovalPage, WasteRemovalScreen } from './waste-removal-page';

const PATH = '/resident/1/waste-removal';

function renderScreen(
  api: FakeApi,
  { user = USER, entry = PATH, page = false }: { user?: SessionUser; entry?: string; page?: boolean } = {},
) {
  const router = createMemoryRouter(
    [{ path: '/resident/:userId/waste-removal', Component: page ? WasteRemovalPage : WasteRemovalScreen }],
    { initialEntries: [entry] },
  );
  return renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    { api, user },
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ') ?? '';
const card = (id: number) => screen.findByRole('article', { name: `Заказ № ${id}` });

afterEach(() => vi.unstubAllGlobals());

describe('the orders', () => {
  it('shows each order with its status, window, price and what may be done with it', async () => {
    renderScreen(wasteApi());
    const unpaid = await card(15);
    expect(within(unpaid).getByTestId('pickup-status')).toHaveTextContent('Ожидает оплаты');
    expect(text(unpaid)).toContain('Крупногабаритные отходы, 2.5 м³');
    expect(text(unpaid)).toContain('ср, 15 июля 2026 г., 09:00–13:00 (мск)');
    expect(text(unpaid)).toContain('3 625,00 ₽');
    expect(text(unpaid)).toContain('Заказ ждёт оплаты до 12:20 (мск).');
    expect(
      within(unpaid).getByRole('list', { name: 'Ход заказа' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Оформлен');
    expect(within(unpaid).getByRole('button', { name: 'Оплатить' })).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Отменить заказ' })).toBeInTheDocument();

    const paid = await card(14);
    expect(text(paid)).toContain('980,00 ₽ (к оплате 1 м³ — минимальный объём)');
    expect(within(paid).queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    expect(within(await card(13)).getByTestId('pickup-status')).toHaveTextContent('Вывоз запланирован');
    expect(text(await card(11))).toContain('Вывоз выполнен 10.06.2026');
    expect(within(await card(11)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(await card(10)).getByTestId('pickup-refund')).toHaveTextContent(
      /Возврат 3\s625,00\s₽ оформлен 02\.06\.2026/,
    );
    expect(text(await card(9))).toContain('он не был оплачен вовремя');
  });

  it('tells the times in the operator’s region zone and names it, whatever the device’s clock', async () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'Asia/Vladivostok';
    setOperatorTimeZone('Asia/Yekaterinburg');
    try {
      renderScreen(wasteApi());
      const unpaid = await card(15);
      expect(text(unpaid)).toContain('ср, 15 июля 2026 г., 11:00–15:00 (мск+2)');
      expect(text(unpaid)).toContain('Заказ ждёт оплаты до 14:20 (мск+2).');
    } finally {
      setOperatorTimeZone(undefined);
      process.env.TZ = deviceZone;
    }
  });

  it('says when there are none yet', async () => {
    renderScreen(wasteApi({ pickups: [] }));
    expect(await screen.findByText('Заказов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заказать вывоз' })).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    renderScreen(wasteApi({ pickups: 'failing' }));
    expect(await screen.findByText('Внутренняя ошибка')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('offers no ordering without the wasteDisposal flag, on a closed account, or without an account', async () => {
    const view = renderScreen(wasteApi({ pickups: [] }), { user: { ...USER, wasteDisposal: false } });
    expect(await screen.findByText(/не подключён для этого лицевого счёта/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Заказать вывоз' })).not.toBeInTheDocument();
    view.view.unmount();
    const closed = renderScreen(wasteApi({ pickups: [pickup()] }), { user: { ...USER, isClosed: true } });
    expect(await screen.findByText(/Лицевой счёт закрыт/)).toBeInTheDocument();
    expect(within(await card(12)).queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument();
    closed.view.unmount();
    renderScreen(wasteApi(), { user: { ...USER, contragentId: null, withoutPersonalAccount: true } });
    expect(await screen.findByText('Раздел доступен после привязки лицевого счёта')).toBeInTheDocument();
  });

  it('keeps the live connection on the page and asks again while it is not open', async () => {
    stubSilentWebSocket();
    const { calls } = renderScreen(wasteApi(), { page: true });
    await card(15);
    expect(calls.filter((line) => line === 'GET /api/v3/client/1/waste-removal/pickups')).toHaveLength(1);
  });
});

describe('ordering', () => {
  it('previews the price, sends the order and pays its price as a service order', async () => {
    const sent: unknown[] = [];
    const base = wasteApi({
      pickups: [],
      created: {
        status: 201,
        body: pickup({
          id: 16,
          orderId: 44,
          wasteType: { code: 'construction', name: 'Строительные отходы' },
          volume: 1.33,
          billableVolume: 1.33,
          tariff: 218_050,
          amount: 290_007,
        }),
      },
      payment: payment({ id: 78, amount: 290_007 }),
    });
    renderScreen(async (request, url) => {
      if (request.method === 'POST') sent.push({ path: url.pathname, body: await request.clone().json() });
      if (url.pathname.endsWith('/client/1/payments'))
        return { status: 201, body: payment({ id: 78, amount: 290_007 }) };
      return base(request, url);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Заказать вывоз' }));
    const drawer = await screen.findByRole('dialog', { name: 'Заказ вывоза' });
    await user.click(await within(drawer).findByRole('radio', { name: /СНТ «Радуга»/ }));
    await user.click(within(drawer).getByRole('radio', { name: /Строительные отходы/ }));
    const volume = within(drawer).getByLabelText('Объём, м³');
    await user.type(volume, '2,5');
    expect(await within(drawer).findByText('Укажите объём числом, например 2.5')).toBeInTheDocument();
    await user.clear(volume);
    await user.type(volume, '0.5');
    await waitFor(() =>
      expect(within(drawer).getByTestId('price-preview')).toHaveTextContent(/2\s180,50\s₽.*1 м³ × 2\s180,50\s₽ за м³/),
    );
    await user.clear(volume);
    await user.type(volume, '1.33');
    await waitFor(() => expect(within(drawer).getByTestId('price-preview')).toHaveTextContent(/2\s900,07\s₽/));
    // The first morning is taken.
    expect(within(drawer).getByRole('radio', { name: '09:00–13:00, занято' })).toBeDisabled();
    const wednesday = within(drawer).getByRole('group', { name: 'ср, 15 июля' });
    await user.click(within(wednesday).getByRole('radio', { name: '14:00–18:00' }));
    await user.type(within(drawer).getByLabelText('Комментарий для водителя'), 'Калитка');
    await user.click(within(drawer).getByRole('button', { name: 'Оформить заказ' }));

    const pay = await screen.findByRole('dialog', { name: 'Оплата заказа' });
    expect(within(pay).getByText('Заказ № 16 оформлен')).toBeInTheDocument();
    expect(within(pay).getByTestId('pay-amount')).toHaveTextContent(/^2\s900,07\s₽$/);
    expect(within(pay).queryByText('Стоимость пересчитана по действующему тарифу оператора.')).not.toBeInTheDocument();
    await user.type(within(pay).getByLabelText(/чек/i), 'ivanov@mail.ru');
    await user.click(within(pay).getByRole('button', { name: 'Оплатить' }));

    expect(await screen.findByText('Платёж прошёл')).toBeInTheDocument();
    expect(screen.getByText(/Оплачено 2\s900,07\s₽\. Заказ принят/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/api/v3/client/1/waste-removal/pickups',
        body: {
          objectId: 2,
          wasteType: 'construction',
          volume: 1.33,
          date: '2026-07-15',
          period: 'afternoon',
          comment: 'Калитка',
        },
      },
      {
        path: '/api/v3/client/1/payments',
        body: {
          amount: 290_007,
          purpose: 'service',
          orderId: 44,
          returnPath: '/resident/1/waste-removal?pickup=16',
          receiptEmail: 'ivanov@mail.ru',
        },
      },
    ]);
    // Typing a whole order on two busy cores.
  }, 40_000);

  it('says when the API priced the order differently from the preview', async () => {
    renderScreen(
      wasteApi({ pickups: [], created: { status: 201, body: pickup({ id: 16, amount: 400_000, tariff: 160_000 }) } }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Заказать вывоз' }));
    const drawer = await screen.findByRole('dialog', { name: 'Заказ вывоза' });
    await user.click(await within(drawer).findByRole('radio', { name: /ул\. Советская/ }));
    await user.click(within(drawer).getByRole('radio', { name: /Крупногабаритные отходы/ }));
    await user.type(within(drawer).getByLabelText('Объём, м³'), '2.5');
    await user.click(within(drawer).getAllByRole('radio', { name: '14:00–18:00' })[0]!);
    await user.click(within(drawer).getByRole('button', { name: 'Оформить заказ' }));
    const pay = await screen.findByRole('dialog', { name: 'Оплата заказа' });
    expect(within(pay).getByText('Стоимость пересчитана по действующему тарифу оператора.')).toBeInTheDocument();
    expect(within(pay).getByTestId('pay-amount')).toHaveTextContent(/^4\s000,00\s₽$/);
  });

  it('keeps everything but the window when another order took it (409), and reloads the windows', async () => {
    const base = wasteApi({
      pickups: [],
      created: errorAnswer(
        409,
        'SLOT_TAKEN',
        'Это время вывоза уже заняли. Выберите другое — остальное в заказе сохранено',
      ),
    });
    const { calls } = renderScreen(base);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Заказать вывоз' }));
    const drawer = await screen.findByRole('dialog', { name: 'Заказ вывоза' });
    await user.click(await within(drawer).findByRole('radio', { name: /ул\. Советская/ }));
    await user.click(within(drawer).getByRole('radio', { name: /Растительные отходы/ }));
    await user.type(within(drawer).getByLabelText('Объём, м³'), '3');
    await user.click(within(drawer).getAllByRole('radio', { name: '14:00–18:00' })[0]!);
    const slotsAsked = () => calls.filter((line) => line === 'GET /api/v3/client/1/waste-removal/slots').length;
    const before = slotsAsked();
    await user.click(within(drawer).getByRole('button', { name: 'Оформить заказ' }));
    expect(await within(drawer).findByText(/Это время вывоза уже заняли/)).toBeInTheDocument();
    await waitFor(() => expect(slotsAsked()).toBe(before + 1));
    expect(within(drawer).getByLabelText('Объём, м³')).toHaveValue('3');
    expect(within(drawer).getByRole('radio', { name: /Растительные отходы/ })).toBeChecked();
  });

  it('asks for what is missing before sending anything', async () => {
    const { calls } = renderScreen(wasteApi({ pickups: [] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Заказать вывоз' }));
    const drawer = await screen.findByRole('dialog', { name: 'Заказ вывоза' });
    await user.click(await within(drawer).findByRole('button', { name: 'Оформить заказ' }));
    expect(await within(drawer).findByText('Выберите объект')).toBeInTheDocument();
    expect(within(drawer).getByText('Выберите вид отходов')).toBeInTheDocument();
    expect(within(drawer).getByText('Укажите объём')).toBeInTheDocument();
    expect(within(drawer).getByText('Выберите время вывоза')).toBeInTheDocument();
    expect(calls.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  it('says so when no window is free', async () => {
    renderScreen(wasteApi({ pickups: [], slots: [] }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Заказать вывоз' }));
    expect(await screen.findByText(/свободного времени нет/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оформить заказ' })).toBeDisabled();
  });
});

describe('cancelling and paying an existing order', () => {
  it('cancels a paid order and shows the refund', async () => {
    renderScreen(wasteApi());
    const user = userEvent.setup();
    await user.click(within(await card(14)).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ № 14?' });
    expect(text(dialog)).toMatch(/Вернём 980,00 ₽ на карту/);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await screen.findByText(/Заказ отменён, возврат 980,00\s₽ оформлен/)).toBeInTheDocument();
  });

  it('cancels an unpaid one with nothing to return, and shows a refusal in the dialog', async () => {
    const base = wasteApi();
    renderScreen((request, url) =>
      url.pathname.endsWith('/pickups/15/cancel')
        ? errorAnswer(409, 'PAYMENT_IN_PROGRESS', 'Оплата этого заказа ещё не завершена')
        : base(request, url),
    );
    const user = userEvent.setup();
    await user.click(within(await card(15)).getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить заказ № 15?' });
    expect(text(dialog)).toContain('Заказ ещё не оплачен — списывать нечего.');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await within(dialog).findByText('Оплата этого заказа ещё не завершена')).toBeInTheDocument();
  });

  it('pays an unpaid order from its card, exactly its price', async () => {
    const sent: unknown[] = [];
    const base = wasteApi();
    renderScreen(async (request, url) => {
      if (url.pathname.endsWith('/client/1/payments')) {
        sent.push(await request.json());
        return errorAnswer(409, 'ORDER_CANCELLED', 'Заказ отменён — оплатить его нельзя. Оформите новый заказ');
      }
      return base(request, url);
    });
    const user = userEvent.setup();
    await user.click(within(await card(15)).getByRole('button', { name: 'Оплатить' }));
    const pay = await screen.findByRole('dialog', { name: 'Оплата заказа' });
    expect(within(pay).queryByText(/оформлен$/)).not.toBeInTheDocument();
    // The price is not the resident's to change: a figure, not a field.
    expect(within(pay).getByTestId('pay-amount')).toHaveTextContent(/^3\s625,00\s₽$/);
    expect(within(pay).queryByRole('textbox', { name: /Сумма/ })).toBeNull();
    await user.type(within(pay).getByLabelText(/чек/i), 'ivanov@mail.ru');
    await user.click(within(pay).getByRole('button', { name: 'Оплатить' }));
    expect(await within(pay).findByText(/Заказ отменён — оплатить его нельзя/)).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ amount: 362_500, purpose: 'service', orderId: 43 })]);
  });

  it('shows the payment the acquirer sent the resident back with, and reloads the orders', async () => {
    const { calls } = renderScreen(wasteApi({ pickups: PICKUPS }), { entry: `${PATH}?pickup=15&payment=77` });
    expect(await screen.findByText('Платёж прошёл')).toBeInTheDocument();
    expect(screen.getByText(/Заказ принят — оператор запланирует вывоз/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((line) => line === 'GET /api/v3/client/1/waste-removal/pickups').length).toBeGreaterThan(1),
    );
  });
});
