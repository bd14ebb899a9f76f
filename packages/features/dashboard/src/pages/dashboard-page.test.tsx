import type { BillingSummary, TasksResponse } from '@resident/contract';
import { installmentRegisterChanged } from '@resident/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderDashboard, user, type Route } from '../testing/render-dashboard';
import { nextInstalmentApi } from '../api/next-instalment.api';
import { INSTALMENT_TEXTS } from '../ui/instalment-card';
import { MONEY_TEXTS } from '../ui/money-card';
import { DASHBOARD_TEXTS } from './dashboard-page';

const SUMMARY = '/api/v3/client/501/billing/summary';
const TASKS = '/api/v3/main/communication/tasks';

const summary = (overrides: Partial<BillingSummary> = {}): BillingSummary => ({
  contragentId: 501,
  numberPersonalAccount: '7700000001',
  isClosed: false,
  debt: 2_450_75,
  lastCharge: { period: '2026-10', accrued: 612_40, dueDate: '2026-11-25' },
  latestReceiptPeriod: '2026-10',
  pendingPayments: 0,
  pendingAmount: 0,
  ...overrides,
});
const tasks: TasksResponse = {
  chats: [{ id: 31, content: 'Квитанция отправлена на вашу почту.', created: '2026-11-01T08:00:00.000Z' }],
  changeObjects: [
    {
      id: 41,
      comments: ['Приложите документ об отсутствии.'],
      requestNumber: 'П-000123',
      created: '2026-10-28T10:00:00.000Z',
    },
  ],
};

function api(money: BillingSummary | { status: number; body: unknown }, taskList: TasksResponse = tasks): Route {
  return (request) => {
    const path = new URL(request.url).pathname;
    if (path === SUMMARY)
      return 'status' in money && typeof money.status === 'number'
        ? (money as { status: number; body: unknown })
        : { status: 200, body: money };
    if (path === TASKS) return { status: 200, body: taskList };
    return undefined;
  };
}

const moneyCard = () => screen.getByRole('region', { name: MONEY_TEXTS.title });

afterEach(() => sessionStorage.clear());

describe('DashboardPage', () => {
  it('greets the resident and shows the active personal account', async () => {
    renderDashboard(api(summary()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Здравствуйте, Иван!');
    expect(screen.getByText('7700000001')).toBeInTheDocument();
    expect(await screen.findByText(/2\s450,75\s₽/)).toBeInTheDocument();
  });

  it('shows loading, then the debt with the pay button, the last charge, its due date and the latest receipt', async () => {
    renderDashboard(api(summary()));
    expect(within(moneyCard()).getByRole('status')).toHaveTextContent(MONEY_TEXTS.loading);
    const card = moneyCard();
    expect(await within(card).findByText(MONEY_TEXTS.debt)).toBeInTheDocument();
    expect(within(card).getByText(/2\s450,75\s₽/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: MONEY_TEXTS.pay })).toBeInTheDocument();
    expect(card).toHaveTextContent(/Начислено за октябрь 2026: 612,40\s₽/);
    expect(card).toHaveTextContent('Оплатить до 25.11.2026');
    expect(within(card).getByRole('link', { name: 'Квитанция за октябрь 2026' })).toHaveAttribute(
      'href',
      '/resident/501/billing?tab=receipts',
    );
  });

  it('shows an overpayment as such, without a debt', async () => {
    renderDashboard(api(summary({ debt: -300_00 })));
    expect(await within(moneyCard()).findByText(MONEY_TEXTS.overpayment)).toBeInTheDocument();
    expect(moneyCard()).toHaveTextContent(/300,00\s₽/);
    expect(moneyCard()).toHaveTextContent(MONEY_TEXTS.overpaymentHint);
    expect(within(moneyCard()).queryByText(MONEY_TEXTS.debt)).toBeNull();
  });

  it('says a settled account owes nothing', async () => {
    renderDashboard(api(summary({ debt: 0 })));
    expect(await within(moneyCard()).findByText(MONEY_TEXTS.settled)).toBeInTheDocument();
  });

  it('marks a closed account, keeps its debt visible and offers no payment', async () => {
    renderDashboard(api(summary({ isClosed: true })), { sessionUser: { ...user, isClosed: true } });
    expect(screen.getByText('7700000001 (закрыт)')).toBeInTheDocument();
    expect(await within(moneyCard()).findByText(MONEY_TEXTS.closed)).toBeInTheDocument();
    expect(moneyCard()).toHaveTextContent(/2\s450,75\s₽/);
    expect(within(moneyCard()).queryByRole('button', { name: MONEY_TEXTS.pay })).toBeNull();
    expect(moneyCard()).not.toHaveTextContent('Оплатить до');
  });

  it('shows payments still being processed as pending, not as paid', async () => {
    renderDashboard(api(summary({ pendingPayments: 2, pendingAmount: 1_000_00 })));
    expect(await within(moneyCard()).findByText(/2 платежа на 1\s000,00\s₽ обрабатываются/)).toBeInTheDocument();
  });

  it('says the money could not be loaded and loads it again on request', async () => {
    let calls = 0;
    renderDashboard((request) => {
      if (new URL(request.url).pathname !== SUMMARY) return undefined;
      calls += 1;
      return calls === 1 ? { status: 500, body: { details: 'UnknownException' } } : { status: 200, body: summary() };
    });
    expect(await within(moneyCard()).findByRole('alert')).toHaveTextContent('Непредвиденная ошибка системы');
    await userEvent.click(within(moneyCard()).getByRole('button', { name: MONEY_TEXTS.retry }));
    expect(await within(moneyCard()).findByText(MONEY_TEXTS.debt)).toBeInTheDocument();
  });

  it('leads from the state-duty warning to litigation', async () => {
    const { router } = renderDashboard(api(summary()), { sessionUser: { ...user, stateDutyDebt: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_TEXTS.stateDuty);
    await userEvent.click(screen.getByRole('link', { name: DASHBOARD_TEXTS.stateDutyLink }));
    expect(await screen.findByText('Судебная работа')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resident/501/litigation');
  });

  it('lists the open tasks, newest first, each leading to its chat', async () => {
    const { router } = renderDashboard(api(summary()));
    const card = screen.getByRole('region', { name: /Открытые задачи/ });
    await within(card).findByText('Квитанция отправлена на вашу почту.');
    const links = within(card).getAllByRole('link');
    // «Все обращения» beside the title, then the tasks.
    expect(links.map((link) => link.textContent)).toEqual([
      'Все обращения',
      'Квитанция отправлена на вашу почту.',
      'Приложите документ об отсутствии. · Заявка №П-000123',
    ]);
    await userEvent.click(links[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/resident/501/chats/31'));
  });

  it('says the account is not determined for a user without one, and asks nothing about money', async () => {
    const { requests } = renderDashboard(api(summary()), {
      sessionUser: { ...user, numberPersonalAccount: null, withoutPersonalAccount: true, contragentId: null },
    });
    expect(screen.getByText('Не определен')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MONEY_TEXTS.title })).toBeNull();
    await screen.findByText('Квитанция отправлена на вашу почту.');
    expect(requests.some((request) => request.url.includes('/billing/'))).toBe(false);
  });

  it('opens the pay form with the debt prefilled on «Оплатить»', async () => {
    renderDashboard(api(summary()));
    await userEvent.click(await within(moneyCard()).findByRole('button', { name: MONEY_TEXTS.pay }));
    expect(await screen.findByLabelText('Сумма к оплате, ₽', {}, { timeout: 10_000 })).toHaveValue('2450.75');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByLabelText('Сумма к оплате, ₽')).toBeNull();
  }, 20_000);

  it('shows the result of a payment the acquirer sent the resident back with', async () => {
    renderDashboard(
      (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/v3/client/501/payments/9') {
          return {
            status: 200,
            body: {
              id: 9,
              status: 'succeeded',
              amount: 2_450_75,
              purpose: 'charges',
              createdAt: '2026-11-23T10:00:00Z',
              settledAt: '2026-11-23T10:01:00Z',
              confirmationUrl: null,
              failureReason: null,
              receiptSentTo: 'i***@demo.ru',
            },
          };
        }
        return api(summary({ debt: 0 }))(request);
      },
      { href: '/resident/501/dashboard?payment=9' },
    );
    expect(await screen.findByText('Платёж прошёл', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);
});

describe('DashboardPage: the next instalment', () => {
  const INSTALLMENTS = '/api/v3/client/501/installments';
  const registry = {
    contragentId: 501,
    debt: 3_360_00,
    applications: [],
    agreements: [
      {
        id: 1,
        number: 'РС-000001',
        concludedOn: '2026-09-15',
        debt: 4_800_00,
        months: 4,
        paid: 1_540_00,
        remaining: 3_260_00,
        overdue: 1_020_00,
        status: 'active',
        payments: [
          {
            number: 1,
            dueDate: '2026-09-15',
            amount: 1_440_00,
            paidAmount: 1_440_00,
            paidAt: '2026-09-15T09:00:00.000Z',
            status: 'paid',
          },
          {
            number: 2,
            dueDate: '2026-10-15',
            amount: 1_120_00,
            paidAmount: 100_00,
            paidAt: '2026-10-20T09:00:00.000Z',
            status: 'overdue',
          },
          { number: 3, dueDate: '2026-11-15', amount: 1_120_00, paidAmount: 0, paidAt: null, status: 'due' },
          { number: 4, dueDate: '2026-12-15', amount: 1_120_00, paidAmount: 0, paidAt: null, status: 'due' },
        ],
      },
    ],
  };
  const withRegistry =
    (body: unknown): Route =>
    (request) =>
      new URL(request.url).pathname === INSTALLMENTS ? { status: 200, body } : api(summary())(request);

  it('shows the oldest unpaid instalment of an account in the registry: date, what it lacks, overdue, a link to the registry', async () => {
    const { store } = renderDashboard(withRegistry(registry));
    store.dispatch(installmentRegisterChanged(true));
    const card = await screen.findByRole('region', { name: INSTALMENT_TEXTS.title });
    expect(card).toHaveTextContent('Платёж 2 по соглашению № РС-000001');
    // «№» stays on the line of its number when the card's text wraps.
    expect(card.textContent).toContain('№\u00a0РС-000001');
    expect(within(card).getByText(INSTALMENT_TEXTS.overdue)).toBeInTheDocument();
    expect(card).toHaveTextContent(/1\s020,00\s₽/);
    expect(card).toHaveTextContent('Срок оплаты был 15.10.2026');
    expect(within(card).getByRole('link', { name: INSTALMENT_TEXTS.registry })).toHaveAttribute(
      'href',
      '/resident/501/installments',
    );
  });

  it('shows nothing for an account outside the registry, or when every instalment is paid', async () => {
    const outside = renderDashboard(withRegistry(registry));
    await screen.findByText(/2\s450,75\s₽/);
    expect(outside.requests.some((request) => new URL(request.url).pathname === INSTALLMENTS)).toBe(false);
    outside.router.dispose();
    cleanup();

    const paid = {
      ...registry,
      agreements: [
        {
          ...registry.agreements[0],
          status: 'completed',
          payments: registry.agreements[0]!.payments.map((row) => ({ ...row, paidAmount: row.amount, status: 'paid' })),
        },
      ],
    };
    const { store, requests } = renderDashboard(withRegistry(paid));
    store.dispatch(installmentRegisterChanged(true));
    await waitFor(() =>
      expect(nextInstalmentApi.endpoints.getNextInstalment.select(501)(store.getState())).toMatchObject({
        isSuccess: true,
        data: null,
      }),
    );
    expect(requests.some((request) => new URL(request.url).pathname === INSTALLMENTS)).toBe(true);
    await screen.findByText(/2\s450,75\s₽/);
    expect(screen.queryByRole('region', { name: INSTALMENT_TEXTS.title })).toBeNull();
  });
});
