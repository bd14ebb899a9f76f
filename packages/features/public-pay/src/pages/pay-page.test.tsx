import { TEST_CONFIG } from '@resident/api/testing';
import { GUEST_SECRET_STORAGE_PREFIX } from '@resident/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_TEXTS } from '../lib/account-number';
import { LOOKUP_TEXTS } from '../lib/lookup-error';
import { PAY_SESSION_KEY } from '../model/pay-session';
import { renderPayPage } from '../testing/render-pay-page';
import { ACCOUNT_FORM_TEXTS } from '../ui/account-form';
import { RESULT_STEP_TEXTS } from '../ui/result-step';
import { PayPage } from './pay-page';

const LOOKUP = '/api/v3/client/freeAccess/pay/lookup';
const found = {
  accountToken: 'signed-token',
  accountNumber: '7700000001',
  maskedAddress: 'г. Тверь, ул. Сов***, д. **, кв. **',
  amountDue: 1_234_56,
  // A careless backend's extra field must never reach the screen.
  ownerName: 'Иванова Мария Петровна',
};

afterEach(() => sessionStorage.clear());

async function typeAndSubmit(number: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(ACCOUNT_FORM_TEXTS.label), number);
  await user.click(screen.getByRole('button', { name: ACCOUNT_FORM_TEXTS.submit }));
  return user;
}

describe('PayPage, step 1', () => {
  it('refuses a number that is not 10 digits before asking the server', async () => {
    const { requests } = renderPayPage(PayPage, '/pay', () => undefined);
    await typeAndSubmit('12345');
    expect(await screen.findByText(ACCOUNT_NUMBER_TEXTS.length)).toBeInTheDocument();
    expect(screen.getByLabelText(ACCOUNT_FORM_TEXTS.label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(ACCOUNT_FORM_TEXTS.label)).toHaveValue('12345');
    expect(requests.some((request) => request.url.endsWith(LOOKUP))).toBe(false);
  });

  it('says an unknown number is not found, keeps it and renews the proof', async () => {
    const { requests } = renderPayPage(PayPage, '/pay', (request) =>
      request.url.endsWith(LOOKUP)
        ? { status: 404, body: { details: 'ACCOUNT_NOT_FOUND', message: 'Лицевой счёт не найден' } }
        : undefined,
    );
    await typeAndSubmit('7700000099');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_TEXTS.notFound);
    expect(screen.getByLabelText(ACCOUNT_FORM_TEXTS.label)).toHaveValue('7700000099');
    await waitFor(() => expect(requests.filter((request) => request.url.endsWith('getChallenge'))).toHaveLength(2));
  });

  it('says a closed account cannot be paid here', async () => {
    renderPayPage(PayPage, '/pay', (request) =>
      request.url.endsWith(LOOKUP)
        ? { status: 409, body: { details: 'ACCOUNT_CLOSED', message: 'Лицевой счёт закрыт' } }
        : undefined,
    );
    await typeAndSubmit('7700000005');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_TEXTS.closed);
  });

  it('looks the number up with the basic credential and the solved proof, then shows only the masked account', async () => {
    const { requests } = renderPayPage(PayPage, '/pay', (request) =>
      request.url.endsWith(LOOKUP) ? { status: 200, body: found } : undefined,
    );
    await typeAndSubmit('770 000 0001');
    expect(await screen.findByText(found.maskedAddress)).toBeInTheDocument();
    expect(screen.getByText(/1\s234,56\s₽/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Иванова');

    const lookup = requests.find((request) => request.url.endsWith(LOOKUP))!;
    expect(lookup.headers.get('Authorization')).toBe(`Basic ${TEST_CONFIG.basicCredential}`);
    const body = (await lookup.json()) as { accountNumber: string; altcha: string };
    expect(body.accountNumber).toBe('7700000001');
    expect(JSON.parse(atob(body.altcha))).toHaveProperty('solution');
    // Kept for the way back from the acquirer, in this tab only.
    expect(JSON.parse(sessionStorage.getItem(PAY_SESSION_KEY)!)).toMatchObject({ accountToken: 'signed-token' });
  });
});

const PAYMENTS = '/api/v3/client/freeAccess/pay/payments';
const payment = (overrides: Record<string, unknown> = {}) => ({
  id: 77,
  status: 'succeeded',
  amount: 1_234_56,
  purpose: 'charges',
  createdAt: '2026-11-23T10:00:00Z',
  settledAt: '2026-11-23T10:01:00Z',
  confirmationUrl: null,
  failureReason: null,
  receiptSentTo: 'g***@mail.ru',
  ...overrides,
});

describe('PayPage, steps 2 and 3', () => {
  it('pays the amount due with the found account’s token and a receipt email, then shows the result', async () => {
    const { requests, router } = renderPayPage(PayPage, '/pay', (request) => {
      if (request.url.endsWith(LOOKUP)) return { status: 200, body: found };
      if (request.method === 'POST' && request.url.endsWith(PAYMENTS))
        return { status: 201, body: { ...payment(), guestSecret: 'creator-secret' } };
      if (request.url.includes(`${PAYMENTS}/77`)) return { status: 200, body: payment() };
      return undefined;
    });
    const user = await typeAndSubmit('7700000001');
    const amount = await screen.findByLabelText('Сумма к оплате, ₽', {}, { timeout: 10_000 });
    expect(amount).toHaveValue('1234.56');
    await user.type(screen.getByLabelText('Email или телефон для чека'), 'guest@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));

    expect(await screen.findByText('Платёж прошёл', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?payment=77');
    const create = requests.find((request) => request.method === 'POST' && request.url.endsWith(PAYMENTS))!;
    expect(create.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await create.json()).toEqual({
      accountToken: 'signed-token',
      amount: 1_234_56,
      returnPath: '/pay',
      receiptEmail: 'guest@mail.ru',
    });
    const read = requests.find((request) => request.url.includes(`${PAYMENTS}/77`))!;
    expect(new URL(read.url).searchParams.get('accountToken')).toBe('signed-token');
    // The payment is read with the secret its creation handed over, kept in this tab only.
    expect(read.headers.get('X-Payment-Secret')).toBe('creator-secret');
    expect(sessionStorage.getItem(`${GUEST_SECRET_STORAGE_PREFIX}77`)).toBe('creator-secret');
    expect(document.body).not.toHaveTextContent('Иванова');
  }, 20_000);

  it('shows a pending payment as pending with the receipt promise, and its result when it settles', async () => {
    sessionStorage.setItem(PAY_SESSION_KEY, JSON.stringify(found));
    sessionStorage.setItem(`${GUEST_SECRET_STORAGE_PREFIX}77`, 'creator-secret');
    let answers = 0;
    renderPayPage(PayPage, '/pay?payment=77', (request) => {
      if (!request.url.includes(`${PAYMENTS}/77`)) return undefined;
      answers += 1;
      return { status: 200, body: answers === 1 ? payment({ status: 'pending', settledAt: null }) : payment() };
    });
    expect(await screen.findByText('Платёж обрабатывается', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Чек придёт на g***@mail.ru, как только банк подтвердит оплату.')).toBeInTheDocument();
    expect(await screen.findByText('Платёж прошёл', {}, { timeout: 8_000 })).toBeInTheDocument();
  }, 25_000);

  it('does not ask about a payment this tab did not create (no secret for it), and says where it can be checked', async () => {
    sessionStorage.setItem(PAY_SESSION_KEY, JSON.stringify(found));
    const { requests } = renderPayPage(PayPage, '/pay?payment=78', () => undefined);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(RESULT_STEP_TEXTS.notThisTab);
    expect(requests.some((request) => request.url.includes(PAYMENTS))).toBe(false);
  }, 20_000);

  it('cannot check a payment without the account found in this tab, and offers to find it', async () => {
    const { requests } = renderPayPage(PayPage, '/pay?payment=77', () => undefined);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'данные лицевого счёта в этой вкладке не сохранились',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Найти лицевой счёт' }));
    expect(await screen.findByLabelText(ACCOUNT_FORM_TEXTS.label)).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes(PAYMENTS))).toBe(false);
  }, 20_000);
});
