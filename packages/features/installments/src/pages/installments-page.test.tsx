import { renderWithStore } from '@resident/api/testing';
import type { SessionUser } from '@resident/api';
import { sessionUser } from '@resident/api/testing';
import { INSTALLMENT_CONDITION_TEXTS } from '@resident/contract/limits';
import { AppProvider, DOUBLE_CLICK_MS } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AGREEMENT, EMPTY, NO_DEBT, PENDING, REFUSED, registry, SMALL_DEBT } from '../testing/fixtures';
import { InstallmentsPage } from './installments-page';

type Answer = { status: number; body: unknown } | undefined;

function renderRegistry(
  answer: (request: Request, url: URL) => Answer | Promise<Answer>,
  user: SessionUser = sessionUser,
) {
  const router = createMemoryRouter([{ path: '/resident/:userId/installments', Component: InstallmentsPage }], {
    initialEntries: [`/resident/${user.id}/installments`],
  });
  return renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    { api: answer, user },
  );
}

const only = (body: unknown) => (_request: Request, url: URL) =>
  url.pathname.endsWith('/installments') ? { status: 200, body } : undefined;
const conditionItem = (condition: string) => document.querySelector(`[data-condition="${condition}"]`);

describe('the installments registry', () => {
  it('shows the agreement’s schedule with paid, overdue and due payments and the remaining debt', async () => {
    renderRegistry(only(registry()));
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Соглашение №\u00a0РС-000001 от 15.10.2026' }),
    ).toBeInTheDocument();
    const schedule = screen.getByLabelText('График платежей по соглашению № РС-000001');
    expect(within(schedule).getAllByText('Оплачен')).toHaveLength(1);
    expect(within(schedule).getAllByText('Просрочен')).toHaveLength(1);
    expect(within(schedule).getAllByText('К оплате')).toHaveLength(2);
    expect(screen.getByText('Осталось оплатить').nextSibling?.textContent).toMatch(/^3\s360,00\s₽$/);
    expect(screen.getByText('Одобрена')).toBeInTheDocument();
    expect(screen.getByText('Заключено соглашение № РС-000001')).toBeInTheDocument();
  });

  it('checks the conditions as the resident types, previews the schedule and sends the terms in kopecks', async () => {
    const sent: unknown[] = [];
    renderRegistry(async (request, url) => {
      if (request.method === 'POST') {
        sent.push(await request.json());
        return { status: 201, body: PENDING.applications[0] };
      }
      return url.pathname.endsWith('/installments') ? { status: 200, body: sent.length ? PENDING : EMPTY } : undefined;
    });
    const field = await screen.findByLabelText('Первый платёж, ₽');
    // Prefilled with 30 % of 12 543 ₽ rounded up: every condition holds, the schedule shows.
    expect(field).toHaveValue('3762.90');
    expect(screen.getByLabelText('Предварительный график платежей')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, '3000');
    expect(conditionItem('minFirstPayment')).toHaveAttribute('data-met', 'false');
    expect(screen.queryByLabelText('Предварительный график платежей')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INSTALLMENT_CONDITION_TEXTS.minFirstPayment);
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '12543');
    expect(conditionItem('firstPaymentBelowDebt')).toHaveAttribute('data-met', 'false');

    await user.clear(field);
    await user.type(field, '4000,50');
    // antd's radio input lets its label take the pointer.
    await user.click(screen.getByRole('radio', { name: '3' }).closest('label') as HTMLElement);
    expect(conditionItem('minFirstPayment')).toHaveAttribute('data-met', 'true');
    const preview = screen.getByLabelText('Предварительный график платежей');
    // (1 254 300 − 400 050) / 2 = 427 125 each.
    expect(within(preview).getAllByText(/^4\s271,25\s₽$/)).toHaveLength(2);
    // The button ignores a second click within DOUBLE_CLICK_MS of the refused one; on a quiet
    // machine the typing above takes less than that.
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_CLICK_MS + 100));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(sent).toEqual([{ firstPayment: 400_050, months: 3 }]));
    expect(await screen.findByText(/^Заявка отправлена\. Ваша заявка на рассмотрении/)).toBeInTheDocument();
    expect(screen.getByText('На рассмотрении')).toBeInTheDocument();
  });

  it('offers no form for a debt under 3 000 ₽, without a debt, or while an agreement covers the debt, and says why', async () => {
    const small = renderRegistry(only(SMALL_DEBT));
    expect(
      await screen.findByText(
        'Рассрочка оформляется при задолженности от 3 000 ₽, а ваша задолженность — 498,80 ₽. Её можно оплатить сразу в разделе «Счета и расчёты».',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Подать заявку на рассрочку' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Первый платёж, ₽')).not.toBeInTheDocument();
    small.view.unmount();

    const second = renderRegistry(only(NO_DEBT));
    expect(await screen.findByText('Задолженности нет — рассрочка не нужна.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить заявку' })).not.toBeInTheDocument();
    second.view.unmount();

    renderRegistry(only(registry()));
    expect(await screen.findByText(/^На вашу задолженность уже оформлена рассрочка/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Первый платёж, ₽')).not.toBeInTheDocument();
  });

  it('offers «Оплатить платёж» on each due or overdue row and pays exactly what the instalment lacks', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    // Answered as paid at once (a repeated attempt): no acquirer page, the result shows here.
    const paid = {
      id: 77,
      status: 'succeeded',
      amount: 102_000,
      purpose: 'charges',
      createdAt: '2026-11-20T10:00:00.000Z',
      settledAt: '2026-11-20T10:01:00.000Z',
      confirmationUrl: null,
      failureReason: null,
      receiptSentTo: null,
    };
    renderRegistry(async (request, url) => {
      if (request.method === 'POST' && url.pathname.endsWith('/payments')) {
        sent.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return { status: 201, body: paid };
      }
      if (url.pathname.endsWith('/payments/77')) return { status: 200, body: paid };
      return only(
        registry({
          agreements: [
            {
              ...AGREEMENT,
              payments: AGREEMENT.payments.map((row) => (row.number === 2 ? { ...row, paidAmount: 10_000 } : row)),
            },
          ],
        }),
      )(request, url);
    });
    const schedule = await screen.findByLabelText('График платежей по соглашению № РС-000001');
    // Paid rows offer nothing; the overdue and the two due ones do.
    expect(
      within(schedule)
        .getAllByRole('button', { name: /^Оплатить платёж \d$/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Оплатить платёж 2', 'Оплатить платёж 3', 'Оплатить платёж 4']);
    const user = userEvent.setup();
    await user.click(within(schedule).getByRole('button', { name: 'Оплатить платёж 2' }));
    const drawer = await screen.findByRole('dialog', { name: 'Платёж 2 по соглашению №\u00a0РС-000001' });
    // «№» never ends a line apart from its number (the drawer's title wraps on a phone).
    expect(within(drawer).getByText(/^Платёж 2 по соглашению/).textContent).toBe(
      'Платёж 2 по соглашению №\u00a0РС-000001',
    );
    // The instalment's remainder is not the resident's to change: a figure, not a field.
    expect(within(drawer).getByTestId('pay-amount')).toHaveTextContent(/^1\s020,00\s₽$/);
    expect(within(drawer).queryByLabelText('Сумма к оплате, ₽')).toBeNull();
    await user.type(within(drawer).getByLabelText(/Email или телефон/), 'ivanov@demo.ru');
    await user.click(within(drawer).getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      amount: 102_000,
      purpose: 'charges',
      returnPath: '/resident/501/installments',
    });
    expect(sent[0]?.key).toBeTruthy();
    expect(await screen.findByText(/Платёж 1\s020,00\s₽ зачтён в график рассрочки\./)).toBeInTheDocument();
  });

  it('shows the operator API’s refusal', async () => {
    renderRegistry((request, url) => {
      if (request.method === 'POST')
        return {
          status: 400,
          body: {
            details: [{ code: 'INSTALLMENT_MIN_DEBT', message: INSTALLMENT_CONDITION_TEXTS.minDebt }],
            message: INSTALLMENT_CONDITION_TEXTS.minDebt,
          },
        };
      return url.pathname.endsWith('/installments') ? { status: 200, body: EMPTY } : undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INSTALLMENT_CONDITION_TEXTS.minDebt);
  });

  it('shows a refusal with the operator’s reason, and a load failure with a retry', async () => {
    renderRegistry(only(REFUSED));
    expect(await screen.findByText('Отказано')).toBeInTheDocument();
    expect(screen.getByText('По лицевому счёту идёт судебное взыскание задолженности')).toBeInTheDocument();
  });

  it('offers a retry when the registry does not load', async () => {
    let calls = 0;
    renderRegistry((_request, url) => {
      if (!url.pathname.endsWith('/installments')) return undefined;
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Internal_error_title' } } : { status: 200, body: EMPTY };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить реестр рассрочек: Внутренняя ошибка',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Соглашений о рассрочке пока нет')).toBeInTheDocument();
  });
});
