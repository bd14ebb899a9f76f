import { screen, waitFor, act, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '@resident/contract';
import { createMemoryStorage } from '@resident/api';
import { DOUBLE_CLICK_MS } from '@resident/ui';
import { createPaymentAttempts, type PaymentAttempts } from '../lib/payment-attempts';
import { PAY_TEXTS } from '../lib/pay-texts';
import { payment, renderWithApi, type FakeRoute } from '../testing/render-with-api';
import { PayForm } from '../ui/pay-form';
import { useAccountPayment } from './use-account-payment';

const CREATE = '/api/v3/client/501/payments';

function Pay({
  attempts,
  redirect,
  onResult,
}: {
  attempts: PaymentAttempts;
  redirect: (url: string) => void;
  onResult: (payment: Payment) => void;
}) {
  const flow = useAccountPayment({
    contragentId: 501,
    returnPath: '/resident/501/billing',
    attempts,
    redirect,
    onResult,
  });
  return (
    <PayForm
      initialAmount={150_050}
      initialContact="ivanov@mail.ru"
      onPay={flow.pay}
      submitting={flow.submitting}
      error={flow.error}
    />
  );
}

/** A tab of one browser: its own sessionStorage, the browser's localStorage. */
function openTab(route: FakeRoute, shared = createMemoryStorage()) {
  const redirect = vi.fn();
  const onResult = vi.fn();
  const attempts = createPaymentAttempts({ session: createMemoryStorage(), shared });
  const rendered = renderWithApi(<Pay attempts={attempts} redirect={redirect} onResult={onResult} />, route);
  const creates = () => rendered.calls.filter((call) => call.method === 'POST' && call.path === CREATE);
  return { ...rendered, redirect, onResult, creates, shared };
}

/** The operator API's idempotency: one payment per key. */
function idempotentServer(statusOf: (id: number) => Payment['status'] = () => 'created') {
  const byKey = new Map<string, number>();
  const route: FakeRoute = (request, url) => {
    if (request.method !== 'POST' || url.pathname !== CREATE) return undefined;
    const key = request.headers.get('Idempotency-Key') ?? '';
    if (!byKey.has(key)) byKey.set(key, 100 + byKey.size);
    const id = byKey.get(key)!;
    const status = statusOf(id);
    return {
      status: 200,
      body: payment({ id, status, confirmationUrl: status === 'created' ? `http://acquirer.test/pay/${id}` : null }),
    };
  };
  return { route, payments: () => byKey.size };
}

const payButton = () => screen.getByRole('button', { name: PAY_TEXTS.submit });

afterEach(() => vi.restoreAllMocks());

describe('paying (useAccountPayment + PayForm)', () => {
  it('creates the payment with an Idempotency-Key, the receipt contact and the return path, then opens the acquirer page', async () => {
    const server = idempotentServer();
    const { creates, redirect } = openTab(server.route);
    await userEvent.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://acquirer.test/pay/100'));
    const [call] = creates();
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({
      amount: 150_050,
      purpose: 'charges',
      receiptEmail: 'ivanov@mail.ru',
      returnPath: '/resident/501/billing',
    });
  });

  it('pays one billed service and asks to save the card when the resident ticks it', async () => {
    const server = idempotentServer();
    const redirect = vi.fn();
    const attempts = createPaymentAttempts({ session: createMemoryStorage(), shared: createMemoryStorage() });
    function ServicePay() {
      const flow = useAccountPayment({
        contragentId: 501,
        serviceId: 'tko',
        returnPath: '/resident/501/service-pay',
        attempts,
        redirect,
        onResult: vi.fn(),
      });
      return (
        <PayForm
          initialAmount={10_000}
          initialContact="ivanov@mail.ru"
          offerSaveCard
          onPay={flow.pay}
          submitting={flow.submitting}
          error={flow.error}
        />
      );
    }
    const { calls } = renderWithApi(<ServicePay />, server.route);
    await userEvent.click(screen.getByRole('checkbox', { name: PAY_TEXTS.saveCard }));
    await userEvent.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 10_000,
      purpose: 'charges',
      serviceId: 'tko',
      saveCard: true,
      receiptEmail: 'ivanov@mail.ru',
      returnPath: '/resident/501/service-pay',
    });
  });

  it('makes one payment of a double click', async () => {
    const server = idempotentServer();
    const { redirect } = openTab(server.route);
    act(() => {
      fireEvent.click(payButton());
      fireEvent.click(payButton());
    });
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(server.payments()).toBe(1);
  });

  it('sends the same key when the resident presses again after a failed request, and keeps the form', async () => {
    let fail = true;
    const server = idempotentServer();
    const { creates, redirect } = openTab((request, url) => {
      if (fail && request.method === 'POST') return { status: 500, body: { message: 'Internal_error_title' } };
      return server.route(request, url);
    });
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Внутренняя ошибка');
    expect(screen.getByLabelText(PAY_TEXTS.amountLabel)).toHaveValue('1500.50');
    expect(screen.getByLabelText(PAY_TEXTS.contactLabel)).toHaveValue('ivanov@mail.ru');
    fail = false;
    // A press within DOUBLE_CLICK_MS of the first is the same press (SubmitButton): this is a new one.
    await new Promise((resolve) => setTimeout(resolve, DOUBLE_CLICK_MS));
    await userEvent.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    const [first, second] = creates().map((call) => call.headers.get('Idempotency-Key'));
    expect(second).toBe(first);
  });

  it('joins the open payment from a second tab instead of making another', async () => {
    const server = idempotentServer();
    const first = openTab(server.route);
    await userEvent.click(payButton());
    await waitFor(() => expect(first.redirect).toHaveBeenCalledWith('http://acquirer.test/pay/100'));
    first.view.unmount();

    const second = openTab(server.route, first.shared);
    await userEvent.click(payButton());
    await waitFor(() => expect(second.redirect).toHaveBeenCalledWith('http://acquirer.test/pay/100'));
    expect(server.payments()).toBe(1);
  });

  it('starts a new payment when the stored attempt had been declined meanwhile', async () => {
    const server = idempotentServer((id) => (id === 100 ? 'failed' : 'created'));
    const { redirect, creates } = openTab(server.route);
    await userEvent.click(payButton());
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://acquirer.test/pay/101'));
    const [first, second] = creates().map((call) => call.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it('shows the result instead of paying again when the attempt had already succeeded', async () => {
    const server = idempotentServer(() => 'succeeded');
    const { redirect, onResult } = openTab(server.route);
    await userEvent.click(payButton());
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ id: 100, status: 'succeeded' })),
    );
    expect(redirect).not.toHaveBeenCalled();
    expect(server.payments()).toBe(1);
  });

  it('says why the server refused, in Russian', async () => {
    const { redirect } = openTab((request) =>
      request.method === 'POST'
        ? { status: 400, body: { details: 'Сумма должна быть больше 0 и не больше 500 000 ₽', message: 'Bad Request' } }
        : undefined,
    );
    await userEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Сумма должна быть больше 0 и не больше 500 000 ₽');
    expect(redirect).not.toHaveBeenCalled();
  });
});
