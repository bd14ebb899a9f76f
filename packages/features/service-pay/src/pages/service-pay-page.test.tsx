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
  const router = createMemoryRouter([{ path: '/resident/:userId/service-pay', Component: ServicePayPage }], {
    initialEntries: ['/resident/1/service-pay'],
  });
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
    for (const expected of [
      'Включён',
      '3 000,00 ₽',
      '10-го числа каждого месяца',
      '•••• 4242',
      '10.06.2026',
      '1 483,20 ₽, 10.05.2026 — списан',
    ]) {
      expect(summary).toContain(expected);
    }
    expect(within(screen.getByRole('list', { name: 'Сохранённые карты' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows a problem in the words of the dashboard’s notice', async () => {
    renderPage(withAutopay(AUTOPAY_STATES.overMaximum));
    const alert = await screen.findByRole('alert');
    expect(plain(alert)).toContain('к оплате 1 520,75 ₽, это больше установленного максимума 1 000,00 ₽');
    expect(plain(screen.getByLabelText('Автоплатёж по лицевому счёту'))).toContain(
      'Приостановлен — нужно ваше решение',
    );
  });

  it('pays a service with any amount, asking to save the card, and shows the result', async () => {
    const route = withAutopay(AUTOPAY_STATES.noCards);
    const sent: unknown[] = [];
    const payment = {
      id: 77,
      status: 'succeeded',
      amount: 50_000,
      purpose: 'charges',
      createdAt: '2026-05-20T09:00:00Z',
      settledAt: '2026-05-20T09:00:00Z',
      confirmationUrl: null,
      failureReason: null,
      receiptSentTo: 'i***@mail.ru',
    };
    const { router } = renderPage(async (request, url) => {
      if (url.pathname.endsWith('/client/1/payments') && request.method === 'POST') {
        sent.push(await request.json());
        return { status: 201, body: payment };
      }
      if (url.pathname.endsWith('/client/1/payments/77')) return { status: 200, body: payment };
      return route(request, url);
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(/оплатите любую услугу картой и отметьте «Сохранить карту для автоплатежа»/),
    ).toBeInTheDocument();
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

  it('shows the first charge before saving, by the operator’s rule: set up on the 28th with day 10, the next 10th, no question', async () => {
    const route = withAutopay(AUTOPAY_STATES.notConnected);
    const sent: unknown[] = [];
    renderPage(async (request, url) => {
      if (request.method === 'PUT') sent.push(await request.clone().json());
      return route(request, url);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Подключить автоплатёж' }));
    const drawer = await screen.findByRole('dialog', { name: 'Настройки автоплатежа' });
    const firstCharge = within(drawer).getByRole('region', { name: 'Первое списание' });
    await waitFor(() => expect(plain(firstCharge)).toContain('Первое списание: 10.12.2026 — 1 320,75 ₽'));
    expect(plain(firstCharge)).toContain('В день списания спишем долг на этот день, но не больше максимальной суммы');

    // Another day, a maximum under the debt, off: the note follows the fields.
    await user.click(within(drawer).getByRole('combobox', { name: 'День месяца' }));
    await user.click(await screen.findByTitle('1-го числа'));
    await waitFor(() => expect(plain(firstCharge)).toContain('01.12.2026 — 1 320,75 ₽'));
    const maximum = within(drawer).getByLabelText('Максимальная сумма списания, ₽');
    await user.clear(maximum);
    await user.type(maximum, '1000');
    await waitFor(() =>
      expect(plain(firstCharge)).toContain('01.12.2026 — списания не будет: долг 1 320,75 ₽ больше максимальной суммы'),
    );
    await user.click(within(drawer).getByRole('radio', { name: 'Выключен' }));
    expect(plain(firstCharge)).toContain('Автоплатёж выключен — списаний не будет.');
    await user.click(within(drawer).getByRole('radio', { name: 'Включён' }));

    await user.click(within(drawer).getByRole('combobox', { name: 'День месяца' }));
    await user.click(await screen.findByTitle('10-го числа'));
    await user.clear(maximum);
    await user.type(maximum, '2700');
    await waitFor(() => expect(plain(firstCharge)).toContain('10.12.2026 — 1 320,75 ₽'));
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([{ enabled: true, maxAmount: 270_000, day: 10, cardId: 8 }]);
  });

  it('a charge within three days is saved only after the confirmation dialog with its date, amount and card', async () => {
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
    await waitFor(() =>
      expect(plain(within(drawer).getByRole('region', { name: 'Первое списание' }))).toContain(
        '28.11.2026 — 1 320,75 ₽',
      ),
    );

    // Cancelled: nothing is sent, «Сохранить» is back.
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    const question = await within(drawer).findByRole('alertdialog', { name: 'Подтвердите первое списание' });
    expect(plain(question)).toContain('28.11.2026: 1 320,75 ₽ с карты •••• 0341');
    await user.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(within(drawer).queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    const again = await within(drawer).findByRole('alertdialog', { name: 'Подтвердите первое списание' });
    expect(within(again).getByRole('button', { name: 'Подтвердить и сохранить' })).toHaveFocus();
    await user.click(within(again).getByRole('button', { name: 'Подтвердить и сохранить' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        enabled: true,
        maxAmount: 200_000,
        day: null,
        cardId: 8,
        confirmedCharge: { on: '2026-11-28', amount: 132_075 },
      },
    ]);
    await waitFor(() =>
      expect(plain(screen.getByLabelText('Автоплатёж по лицевому счёту'))).toContain('При поступлении квитанции'),
    );
  });

  it('when the amount changed before the yes, the operator refuses and the dialog asks again with the new amount', async () => {
    const route = withAutopay(AUTOPAY_STATES.notConnected);
    const sent: { confirmedCharge?: unknown }[] = [];
    renderPage(async (request, url) => {
      if (request.method === 'PUT') sent.push((await request.clone().json()) as { confirmedCharge?: unknown });
      return route(request, url);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Подключить автоплатёж' }));
    const drawer = await screen.findByRole('dialog', { name: 'Настройки автоплатежа' });
    await user.click(within(drawer).getByRole('radio', { name: 'При поступлении квитанции' }));
    await user.click(within(drawer).getByRole('button', { name: 'Сохранить' }));
    const question = await within(drawer).findByRole('alertdialog', { name: 'Подтвердите первое списание' });
    route.setDebt(150_000);
    await user.click(within(question).getByRole('button', { name: 'Подтвердить и сохранить' }));

    const changed = await within(drawer).findByRole('alertdialog', { name: 'Подтвердите первое списание' });
    await waitFor(() => expect(plain(changed)).toContain('Дата или сумма списания изменились'));
    expect(plain(changed)).toContain('28.11.2026: 1 500,00 ₽ с карты •••• 0341');
    expect(within(drawer).queryByRole('alert')).toBeNull();
    await user.click(within(changed).getByRole('button', { name: 'Подтвердить и сохранить' }));
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
    expect(sent.map((body) => body.confirmedCharge)).toEqual([
      { on: '2026-11-28', amount: 132_075 },
      { on: '2026-11-28', amount: 150_000 },
    ]);
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
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Сохранённые карты' })).getAllByRole('listitem')).toHaveLength(1),
    );
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
