import type { SessionUser } from '@resident/api';
import { renderWithStore } from '@resident/api/testing';
import type { AutopayState } from '@resident/contract';
import { AppProvider } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTOPAY_STATES, SERVICES, servicePayRoute, USER } from '../testing/fixtures';
import { ServicePayPage } from './service-pay-page';

type Answer = { status: number; body: unknown } | undefined;
type Api = (request: Request, url: URL) => Answer | Promise<Answer>;

function renderPage(api: Api, user: SessionUser = USER) {
  const router = createMemoryRouter([{ path: '/resident/:userId/service-pay', Component: ServicePayPage }], { initialEntries: ['/resident/1/service-pay'] });
  return {
    router,
    ...renderWithStore(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
      { api, user },
    ),
  };
}

const withAutopay = (autopay: AutopayState) => servicePayRoute({ services: SERVICES, autopay });
/** Text with ru-RU's no-break spaces made plain. */
const plain = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('the service payment page', () => {
  it('lists the services with what each owes, and the autopay as it stands', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.active));
    const services = await screen.findByRole('list', { name: 'Услуги лицевого счёта' });
    const [tko, kgo] = within(services).getAllByRole('listitem');
    expect(plain(tko!)).toContain('Обращение с ТКО');
    expect(plain(tko!)).toContain('По квитанции за май 2026');
    expect(plain(tko!)).toContain('К оплате: 1 520,75 ₽');
    expect(plain(kgo!)).toContain('Переплата: 200,00 ₽');
    expect(within(services).getByRole('button', { name: 'Оплатить «Обращение с ТКО»' })).toBeInTheDocument();

    const summary = plain(await screen.findByLabelText('Автоплатёж по лицевому счёту'));
    for (const expected of ['Включён', '3 000,00 ₽', '10-го числа каждого месяца', '•••• 4242', '10.06.2026', '1 483,20 ₽, 10.05.2026 — списан']) {
      expect(summary).toContain(expected);
    }
    expect(within(screen.getByRole('list', { name: 'Сохранённые карты' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a problem in the words of the dashboard’s notice', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.overMaximum));
    const alert = await screen.findByRole('alert');
    expect(plain(alert)).toContain('к оплате 1 520,75 ₽, это больше установленного максимума 1 000,00 ₽');
    expect(plain(screen.getByLabelText('Автоплатёж по лицевому счёту'))).toContain('Приостановлен — нужно ваше решение');
  });

  it('pays a service with any amount, asking to save the card, and shows the result', async () => {
    const route = withAutopay(AUTOPAY_STATES.noCards);
    const sent: unknown[] = [];
    const payment = { id: 77, status: 'succeeded', amount: 50_000, purpose: 'charges', createdAt: '2026-05-20T09:00:00Z', settledAt: '2026-05-20T09:00:00Z', confirmationUrl: null, failureReason: null, receiptSentTo: 'i***@mail.ru' };
    const { router } = renderPage(async (request, url) => {
      if (url.pathname.endsWith('/client/1/payments') && request.method === 'POST') {
        sent.push(await request.json());
        return { status: 201, body: payment };
      }
      if (url.pathname.endsWith('/client/1/payments/77')) return { status: 200, body: payment };
      return route(request, url);
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/оплатите любую услугу картой и отметьте «Сохранить карту для автоплатежа»/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Оплатить «Обращение с ТКО»' }));
    const drawer = await screen.findByRole('dialog', { name: 'Оплата услуги' });
    const amount = within(drawer).getByLabelText('Сумма к оплате, ₽');
    expect(amount).toHaveValue('1520.75');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.type(within(drawer).getByLabelText('Email или телефон для чека'), 'ivanov@mail.ru');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Сохранить карту для автоплатежа' }));
    await user.click(within(drawer).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      amount: 50_000,
      purpose: 'charges',
      serviceId: 'tko',
      saveCard: true,
      receiptEmail: 'ivanov@mail.ru',
      returnPath: '/resident/1/service-pay?service=tko',
    });
    expect(await screen.findByText('Платёж прошёл')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?service=tko&payment=77');
  });

  it('sets up an autopay on receipt with the chosen card and says the data is saved', async () => {
    const route = withAutopay(AUTOPAY_STATES.notConnected);
    const sent: unknown[] = [];
    renderPage(async (request, url) => {
      if (request.method === 'PUT') sent.push(await request.clone().json());
      return route(request, url);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Подключить автоплатёж' }));
    const drawer = await screen.findByRole('dialog', { name: 'Настройки автоплатежа' });
    const maximum = within(drawer).getByLabelText('Максимальная сумма списания, ₽');
    expect(maximum).toHaveValue('2700.00');
    await user.clear(maximum);
    await user.type(maximum, '2000');
    await user.click(within(drawer).getByRole('radio', { name: 'При поступлении квитанции' }));
    expect(within(drawer).queryByLabelText('День месяца')).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: true, maxAmount: 200_000, day: null, cardId: 8 }]);
    await waitFor(() => expect(plain(screen.getByLabelText('Автоплатёж по лицевому счёту'))).toContain('При поступлении квитанции'));
  });

  it('refuses a maximum that is not a sum, keeping what was typed', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.active));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Изменить' }));
    const drawer = await screen.findByRole('dialog', { name: 'Настройки автоплатежа' });
    const maximum = within(drawer).getByLabelText('Максимальная сумма списания, ₽');
    expect(maximum).toHaveValue('3000.00');
    await user.clear(maximum);
    await user.type(maximum, 'много');
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    expect(await within(drawer).findByText('Введите сумму цифрами, например 1500.50')).toBeInTheDocument();
    expect(maximum).toHaveValue('много');
  });

  it('removes the autopay after asking, with the spec’s success message', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.active));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Удалить автоплатёж' }));
    const question = screen.getByRole('group', { name: /Удалить автоплатёж\? Сохранённая карта останется/ });
    await user.click(within(question).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Автоплатёж успешно удалён')).toBeInTheDocument();
    expect(await screen.findByText('Автоплатёж не подключён.')).toBeInTheDocument();
  });

  it('removing the card the autopay charges removes the autopay too; another card is just removed', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.active));
    const user = userEvent.setup();
    const cards = await screen.findByRole('list', { name: 'Сохранённые карты' });
    await user.click(within(cards).getByRole('button', { name: 'Удалить карту •••• 0341' }));
    await user.click(within(cards).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Карта удалена')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Сохранённые карты' })).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Удалить карту •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Автоплатёж успешно удалён')).toBeInTheDocument();
    expect(await screen.findByText(/оплатите любую услугу картой/)).toBeInTheDocument();
  });

  it('a closed account shows its debts without «Оплатить» and without setting up', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.notConnected), { ...USER, isClosed: true });
    expect(await screen.findByText(/Лицевой счёт закрыт/)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Услуги лицевого счёта' });
    expect(screen.queryByRole('button', { name: /^Оплатить/ })).toBeNull();
    expect(await screen.findByText('Автоплатёж не подключён.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подключить автоплатёж' })).toBeNull();
  });

  it('shows a load error with «Повторить»', async () => {
    renderPage(servicePayRoute('failing'));
    expect(await screen.findAllByRole('button', { name: 'Повторить' })).toHaveLength(2);
  });
});
