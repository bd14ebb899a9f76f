import { paths } from '@resident/routes';
import { SubPanelProvider, SubPanelRegion } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS, KIND_LABELS } from '../lib/texts';
import { history, record } from '../testing/fixtures';
import { billingRoute, type BillingData } from '../testing/billing-api-route';
import { renderPage, type FakeRoute } from '../testing/render-page';
import { setScreenWidth } from '../testing/screen-width';
import { BillingPage } from './billing-page';

const open = (search: string, data: BillingData = {}, extra?: FakeRoute) =>
  renderPage(
    <BillingPage />,
    paths.billing.pattern,
    `${paths.billing.getHref(501)}${search}`,
    billingRoute(data, extra),
  );

const pdf = (name: string) => ({
  status: 200,
  body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
});

/** A Select's dropdown entry (the chosen value carries the same title). */
async function option(title: string): Promise<HTMLElement> {
  const found = (await screen.findAllByTitle(title)).filter((element) =>
    element.classList.contains('ant-select-item-option'),
  );
  return found.at(-1)!;
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  setScreenWidth(1280);
  // jsdom has no object URLs; saveDocument makes one for the download link.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('«Платежи»', () => {
  it('lists the history with pending payments as pending', async () => {
    open('?tab=payments', {
      history: history([
        record({ id: 2, status: 'pending', amount: 100_000 }),
        record({ id: 1, description: 'Платёж через банк', channel: 'bank' }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'История платежей' });
    const [pending, paid] = within(list).getAllByRole('listitem');
    expect(pending).toHaveTextContent(/1\s000,00\s₽/);
    expect(pending).toHaveTextContent('В обработке');
    expect(paid).toHaveTextContent('Платёж через банк');
    expect(paid).toHaveTextContent('Зачислен');
    expect(screen.getByRole('heading', { level: 1, name: 'Платежи' })).toBeInTheDocument();
  });

  it('says «Оплачено за период» only once a period is chosen', async () => {
    open('?tab=payments', { history: history([record({ id: 1, amount: 50_000 })]) });
    await screen.findByRole('list', { name: 'История платежей' });
    expect(screen.queryByText(/Оплачено за период/)).toBeNull();
  });

  it('says what each line paid: the bill, an order by its name apart from the debt, a refund with its receipt, and the totals', async () => {
    const { calls } = open(
      '?tab=payments&from=2026-01-01&to=2026-06-30',
      {
        history: history([
          record({
            id: 7,
            kind: 'refund',
            amount: 135_000,
            purpose: 'service',
            description: 'Досрочный возврат контейнера 10.06.2026',
            order: 'Аренда: контейнер 8 м³',
            receiptId: 12,
          }),
          record({
            id: 3,
            kind: 'order',
            amount: 150_000,
            purpose: 'service',
            order: 'Аренда: контейнер 8 м³',
            receiptId: 11,
          }),
          record({ id: 1, amount: 50_000 }),
        ]),
      },
      (request, url) => (url.pathname.endsWith('/fiscal-receipts/12') ? pdf('receipt-17.pdf') : undefined),
    );
    const list = await screen.findByRole('list', { name: 'История платежей' });
    const [refund, order, bill] = within(list).getAllByRole('listitem');
    expect(refund).toHaveTextContent(KIND_LABELS.refund);
    expect(refund).toHaveTextContent('Аренда: контейнер 8 м³');
    expect(refund).toHaveTextContent('Досрочный возврат контейнера 10.06.2026');
    expect(refund).toHaveTextContent(BILLING_TEXTS.refunded);
    expect(order).toHaveTextContent(KIND_LABELS.order);
    expect(order).toHaveTextContent(BILLING_TEXTS.notInDebt);
    expect(bill).toHaveTextContent(KIND_LABELS.bill);
    expect(bill).not.toHaveTextContent(BILLING_TEXTS.notInDebt);
    expect(within(bill!).queryByRole('button', { name: /Скачать кассовый чек/ })).toBeNull();
    expect(screen.getByText(/Оплачено за период: 2\s000,00\s₽ · Возвращено: 1\s350,00\s₽/)).toBeInTheDocument();

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(
      within(refund!).getByRole('button', { name: BILLING_TEXTS.receiptOf('Аренда: контейнер 8 м³') }),
    );
    expect(await screen.findByText(BILLING_TEXTS.downloaded)).toBeInTheDocument();
    expect(calls).toContain('GET /api/v3/client/501/billing/fiscal-receipts/12');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('filters by what was paid through the address, and exports the same filter', async () => {
    const { calls } = open('?tab=payments', {}, (request, url) =>
      url.pathname.endsWith('/payments/export')
        ? {
            ...pdf('payments.csv'),
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="payments.csv"' },
          }
        : undefined,
    );
    await screen.findAllByText('Нет данных');
    await userEvent.click(screen.getByRole('combobox', { name: BILLING_TEXTS.kindFilter }));
    await userEvent.click(await option(KIND_LABELS.refund));
    await waitFor(() => expect(calls).toContain('GET /api/v3/client/501/billing/payments?kind=refund&page=1&size=20'));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: BILLING_TEXTS.exportCsv }));
    await waitFor(() =>
      expect(calls).toContain('GET /api/v3/client/501/billing/payments/export?kind=refund&format=csv'),
    );
  });

  it('says «Нет данных» for a period without payments', async () => {
    open('?tab=payments');
    expect((await screen.findAllByText('Нет данных')).length).toBeGreaterThan(0);
  });

  it('asks for the period in the address and exports it as CSV with a success message', async () => {
    const { calls } = open('?tab=payments&from=2026-01-01&to=2026-03-31', {}, (request, url) =>
      url.pathname.endsWith('/payments/export')
        ? {
            ...pdf('payments.csv'),
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="payments.csv"' },
          }
        : undefined,
    );
    await waitFor(() =>
      expect(calls).toContain('GET /api/v3/client/501/billing/payments?from=2026-01-01&to=2026-03-31&page=1&size=20'),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: BILLING_TEXTS.exportCsv }));
    expect(await screen.findByText(BILLING_TEXTS.downloaded)).toBeInTheDocument();
    expect(calls).toContain('GET /api/v3/client/501/billing/payments/export?from=2026-01-01&to=2026-03-31&format=csv');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says why an export failed', async () => {
    open('?tab=payments', {}, (request, url) =>
      url.pathname.endsWith('/payments/export')
        ? { status: 400, body: { message: 'Период больше 10 лет' } }
        : undefined,
    );
    await screen.findAllByText('Нет данных');
    await userEvent.click(screen.getByRole('button', { name: BILLING_TEXTS.exportXlsx }));
    expect(await screen.findByText('Период больше 10 лет')).toBeInTheDocument();
  });
});

describe('«Квитанции»', () => {
  it("downloads a month's receipt with a success message", async () => {
    const { calls } = open('?tab=receipts', {}, (request, url) =>
      url.pathname.endsWith('/receipts/2026-03') ? pdf('receipt-2026-03.pdf') : undefined,
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать: Март 2026' }));
    expect(await screen.findByText(BILLING_TEXTS.downloaded)).toBeInTheDocument();
    expect(calls).toContain('GET /api/v3/client/501/billing/receipts/2026-03');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('opens the receipt in a new tab', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    open('?tab=receipts', {}, (request, url) =>
      url.pathname.endsWith('/receipts/2026-04') ? pdf('receipt-2026-04.pdf') : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть: Апрель 2026' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:file'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
  });

  const profile = { status: 200, body: { email: 'ivanov@demo.ru' } };

  it('asks to confirm the address before sending the receipt again, then names the masked address', async () => {
    const { calls } = open('?tab=receipts', {}, (request, url) => {
      if (url.pathname.endsWith('/client/profile')) return profile;
      return request.method === 'POST' && url.pathname.endsWith('/receipts/2026-04/send')
        ? { status: 200, body: { sentTo: 'i***@demo.ru' } }
        : undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Не получил квитанцию: Апрель 2026' }));
    const dialog = await screen.findByRole('dialog', { name: BILLING_TEXTS.resendTitle });
    expect(await within(dialog).findByText('ivanov@demo.ru')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(BILLING_TEXTS.resendTo('апрель 2026'));
    expect(calls.filter((call) => call.includes('/send'))).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: BILLING_TEXTS.resendConfirm }));
    expect(await screen.findByText('Квитанция за апрель 2026 отправлена на i***@demo.ru')).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/send'))).toEqual([
      'POST /api/v3/client/501/billing/receipts/2026-04/send',
    ]);
  });

  it('sends nothing when the resident cancels', async () => {
    const { calls } = open('?tab=receipts', {}, (_request, url) =>
      url.pathname.endsWith('/client/profile') ? profile : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Не получил квитанцию: Апрель 2026' }));
    const dialog = await screen.findByRole('dialog', { name: BILLING_TEXTS.resendTitle });
    await within(dialog).findByText('ivanov@demo.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: BILLING_TEXTS.resendCancel }));
    // Pressing «Не получил квитанцию» again asks again: the first dialog was closed, not sent.
    await userEvent.click(screen.getByRole('button', { name: 'Не получил квитанцию: Апрель 2026' }));
    expect(await screen.findByRole('dialog', { name: BILLING_TEXTS.resendTitle })).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/send'))).toEqual([]);
  });

  it('shows the server’s refusal of a second send within the hour, with the wait', async () => {
    const refusal =
      'Квитанцию за апрель 2026 уже отправили на вашу почту в течение последнего часа. Проверьте папку «Спам». Отправить её ещё раз можно через 42 мин.';
    open('?tab=receipts', {}, (request, url) => {
      if (url.pathname.endsWith('/client/profile')) return profile;
      return request.method === 'POST' && url.pathname.endsWith('/send')
        ? {
            status: 429,
            body: { details: [{ code: 'RECEIPT_SENT_RECENTLY', message: refusal }], message: refusal },
            headers: { 'Retry-After': '2520' },
          }
        : undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Не получил квитанцию: Апрель 2026' }));
    const dialog = await screen.findByRole('dialog', { name: BILLING_TEXTS.resendTitle });
    await within(dialog).findByText('ivanov@demo.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: BILLING_TEXTS.resendConfirm }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});

describe('«Акт сверки»', () => {
  it('downloads the act for the last twelve months by default', async () => {
    const list = [
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
      '2025-03',
      '2025-02',
    ];
    const { calls } = open('?tab=reconciliation', { periods: { periods: list } }, (request, url) =>
      url.pathname.endsWith('/reconciliation') ? pdf('act.pdf') : undefined,
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: BILLING_TEXTS.reconciliationSubmit }));
    expect(await screen.findByText(BILLING_TEXTS.downloaded)).toBeInTheDocument();
    expect(calls).toContain('GET /api/v3/client/501/billing/reconciliation?from=2025-03&to=2026-02');
  });

  it('refuses a start after the end', async () => {
    const { calls } = open('?tab=reconciliation');
    await userEvent.click(await screen.findByRole('combobox', { name: BILLING_TEXTS.reconciliationFrom }));
    await userEvent.click(await option('Апрель 2026'));
    await userEvent.click(screen.getByRole('combobox', { name: BILLING_TEXTS.reconciliationTo }));
    await userEvent.click(await option('Февраль 2026'));
    await userEvent.click(screen.getByRole('button', { name: BILLING_TEXTS.reconciliationSubmit }));
    expect(await screen.findByText(BILLING_TEXTS.reconciliationOrder)).toBeInTheDocument();
    expect(calls.some((call) => call.includes('/reconciliation'))).toBe(false);
  });
});

describe('the period filter', () => {
  it('sits in the header’s sub panel when the layout has one', async () => {
    renderPage(
      <SubPanelProvider id="sub-panel" open onClose={() => undefined}>
        <SubPanelRegion />
        <BillingPage />
      </SubPanelProvider>,
      paths.billing.pattern,
      `${paths.billing.getHref(501)}?tab=payments`,
      billingRoute({}),
    );
    const region = await screen.findByRole('region', { name: 'Фильтры' });
    expect(await within(region).findByPlaceholderText('С даты')).toBeInTheDocument();
  });

  it('stays above the list where no layout offers a sub panel', async () => {
    open('?tab=payments');
    expect(await screen.findByPlaceholderText('С даты')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Фильтры' })).toBeNull();
  });
});
