import { paths } from '@resident/routes';
import { PAY_TEXTS, RESULT_TEXTS } from '@resident/payments';
import { LOAD_ERROR_TEXTS } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_TEXTS } from '../lib/texts';
import { april, summary } from '../testing/fixtures';
import { billingRoute, type BillingData } from '../testing/billing-api-route';
import { renderPage, type FakeRoute } from '../testing/render-page';
import { setScreenWidth } from '../testing/screen-width';
import { BillingPage } from './billing-page';

const open = (data: BillingData = {}, extra?: FakeRoute, search = '') =>
  renderPage(
    <BillingPage />,
    paths.billing.pattern,
    `${paths.billing.getHref(501)}${search}`,
    billingRoute(data, extra),
  );

/** The month's first service: the table takes a while to draw on two busy cores. */
const findTable = () => screen.findByRole('cell', { name: 'Обращение с ТКО' }, { timeout: 15_000 });

/** The text of a table row's cells, by the row's first cell. */
function rowCells(name: string): string[] {
  const row = screen.getByRole('row', { name: new RegExp(name) });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' ') ?? '');
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => setScreenWidth(1280));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  sessionStorage.clear();
  localStorage.clear();
});

describe('BillingPage, «Начисления»', () => {
  it('shows the debt and the newest month broken down by service, with totals that add up', async () => {
    open();
    expect(await findTable()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Начисления' })).toBeInTheDocument();
    expect(screen.getByTestId('billing-balance')).toHaveTextContent(/3\s520,75\s₽/);
    expect(screen.getByText(/Начислено за апрель 2026: 260,40\s₽, оплатить до 25\.05\.2026/)).toBeInTheDocument();
    expect(rowCells('Обращение с ТКО')).toEqual([
      'Обращение с ТКО',
      '130,20 ₽ / чел.',
      '0,158',
      '2',
      '54,3',
      '260,40 ₽',
      '0,00 ₽',
      '0,00 ₽',
      '0,00 ₽',
      '0,00 ₽',
      '3 260,35 ₽',
      '3 520,75 ₽',
    ]);
    expect(rowCells('Вывоз КГМ').slice(1, 3)).toEqual(['1,50 ₽ / м²', '—']);
    expect(rowCells('Итого')).toEqual([
      'Итого',
      '',
      '',
      '',
      '',
      '341,85 ₽',
      '-10,00 ₽',
      '1,20 ₽',
      '5,00 ₽',
      '20,00 ₽',
      '3 360,35 ₽',
      '3 668,40 ₽',
    ]);
    expect(screen.getByTestId('billing-to-pay')).toHaveTextContent(/К оплате: 3\s668,40\s₽/);
  });

  it('opens another month from the picker', async () => {
    const march = { ...april, period: '2026-03', lines: [{ ...april.lines[0]!, serviceName: 'ТКО, март' }] };
    const { calls } = open({ charges: { '2026-04': april, '2026-03': march } });
    await findTable();
    await userEvent.click(screen.getByRole('combobox', { name: BILLING_TEXTS.month }));
    await userEvent.click(await screen.findByTitle('Март 2026'));
    expect(await screen.findByText('ТКО, март')).toBeInTheDocument();
    expect(calls).toContain('GET /api/v3/client/501/billing/charges/2026-03');
  });

  it('says «Нет данных» for an account without a ledger', async () => {
    open({ periods: { periods: [] }, summary: summary({ debt: 0, lastCharge: null, latestReceiptPeriod: null }) });
    expect((await screen.findAllByText('Нет данных')).length).toBeGreaterThan(0);
    expect(screen.getByText(BILLING_TEXTS.settled)).toBeInTheDocument();
  });

  it('shows an overpayment as such', async () => {
    open({ summary: summary({ debt: -120_000 }) });
    expect(await screen.findByText(/Переплата \(аванс\)/)).toBeInTheDocument();
    expect(screen.getByTestId('billing-balance')).toHaveTextContent(/1\s200,00\s₽/);
  });

  it('offers no payment for a closed account and says why', async () => {
    open({ summary: summary({ isClosed: true }) });
    expect(await screen.findByText(BILLING_TEXTS.closedTitle)).toBeInTheDocument();
    expect(screen.getByText(BILLING_TEXTS.closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BILLING_TEXTS.pay })).not.toBeInTheDocument();
  });

  it('shows payments at the bank as pending, not as paid', async () => {
    open({ summary: summary({ pendingPayments: 1, pendingAmount: 100_000 }) });
    expect(
      await screen.findByText(/Платёж на 1\s000,00\s₽ обрабатывается банком и ещё не зачислен\./),
    ).toBeInTheDocument();
  });

  it('reads the month as cards on a 375 px phone', async () => {
    setScreenWidth(375);
    open();
    const cards = await screen.findByRole('list', { name: 'Начисления по услугам' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[2]).toHaveTextContent('Итого');
    expect(within(items[0]!).getByText('Долг на конец').nextSibling).toHaveTextContent(/3\s520,75\s₽/);
  });
});

describe('BillingPage, load failures', () => {
  it('says what failed to load and loads again on «Повторить»', async () => {
    let failing = true;
    const { calls } = renderPage(<BillingPage />, paths.billing.pattern, paths.billing.getHref(501), (request, url) =>
      failing && url.pathname.endsWith('/periods')
        ? { status: 500, body: { message: 'Internal_error_title' } }
        : billingRoute()(request, url),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`${BILLING_TEXTS.loadFailed}: Внутренняя ошибка`);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: LOAD_ERROR_TEXTS.retry }));
    expect(await findTable()).toBeInTheDocument();
    expect(calls.filter((call) => call.endsWith('/periods'))).toHaveLength(2);
  });
});

describe('BillingPage, paying', () => {
  it('opens the pay form with the debt and creates the payment with an idempotency key', async () => {
    const created: Request[] = [];
    open({}, (request, url) => {
      if (request.method === 'POST' && url.pathname === '/api/v3/client/501/payments') {
        created.push(request);
        return {
          status: 400,
          body: {
            details: 'Сервис оплаты временно недоступен. Деньги не списаны, попробуйте позже.',
            message: 'Bad Request',
          },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: BILLING_TEXTS.pay }));
    const drawer = await screen.findByRole('dialog', { name: BILLING_TEXTS.payTitle });
    // The form loads when the drawer opens (its own chunk).
    expect(await within(drawer).findByLabelText(PAY_TEXTS.amountLabel)).toHaveValue('3520.75');
    await userEvent.type(within(drawer).getByLabelText(PAY_TEXTS.contactLabel), 'ivanov@mail.ru');
    await userEvent.click(within(drawer).getByRole('button', { name: PAY_TEXTS.submit }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Сервис оплаты временно недоступен');
    expect(created).toHaveLength(1);
    expect(created[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await created[0]!.json()).toEqual({
      amount: 352_075,
      purpose: 'charges',
      receiptEmail: 'ivanov@mail.ru',
      returnPath: '/resident/501/billing',
    });
    expect(within(drawer).getByLabelText(PAY_TEXTS.contactLabel)).toHaveValue('ivanov@mail.ru');
  });

  it('shows the result the acquirer sent the resident back with, and the new debt', async () => {
    let settled = false;
    const { router } = open(
      { summary: summary() },
      (request, url) => {
        if (url.pathname !== '/api/v3/client/501/payments/77') return undefined;
        const status = settled ? 'succeeded' : 'pending';
        settled = true;
        return {
          status: 200,
          body: {
            id: 77,
            status,
            amount: 352_075,
            purpose: 'charges',
            createdAt: '2026-05-01T10:00:00Z',
            settledAt: null,
            confirmationUrl: null,
            failureReason: null,
            receiptSentTo: 'i***@mail.ru',
          },
        };
      },
      '?payment=77',
    );
    const dialog = await screen.findByRole('dialog', { name: BILLING_TEXTS.payTitle });
    expect(await within(dialog).findByText(RESULT_TEXTS.pendingTitle)).toBeInTheDocument();
    expect(
      await within(dialog).findByText(RESULT_TEXTS.succeededTitle, undefined, { timeout: 8_000 }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText(RESULT_TEXTS.close));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 20_000);
});
