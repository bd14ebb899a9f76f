import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_NUMBER_TEXTS } from '../lib/account-number';
import { LOOKUP_TEXTS } from '../lib/lookup-error';
import { PAY_SESSION_KEY } from '../model/pay-session';
import { renderPayPage } from '../testing/render-pay-page';
import { ACCOUNT_FORM_TEXTS } from '../ui/account-form';
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
      request.url.endsWith(LOOKUP) ? { status: 404, body: { details: 'ACCOUNT_NOT_FOUND', message: 'Лицевой счёт не найден' } } : undefined,
    );
    await typeAndSubmit('7700000099');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_TEXTS.notFound);
    expect(screen.getByLabelText(ACCOUNT_FORM_TEXTS.label)).toHaveValue('7700000099');
    await waitFor(() => expect(requests.filter((request) => request.url.endsWith('getChallenge'))).toHaveLength(2));
  });

  it('says a closed account cannot be paid here', async () => {
    renderPayPage(PayPage, '/pay', (request) => (request.url.endsWith(LOOKUP) ? { status: 409, body: { details: 'ACCOUNT_CLOSED', message: 'Лицевой счёт закрыт' } } : undefined));
    await typeAndSubmit('7700000005');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_TEXTS.closed);
  });

  it('looks the number up with the basic credential and the solved proof, then shows only the masked account', async () => {
    const { requests } = renderPayPage(PayPage, '/pay', (request) => (request.url.endsWith(LOOKUP) ? { status: 200, body: found } : undefined));
    await typeAndSubmit('770 000 0001');
    expect(await screen.findByText(found.maskedAddress)).toBeInTheDocument();
    expect(screen.getByText(/1\s234,56\s₽/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Иванова');

    const lookup = requests.find((request) => request.url.endsWith(LOOKUP))!;
    expect(lookup.headers.get('Authorization')).toBe('Basic Y2xpZW50OnNlY3JldA==');
    const body = (await lookup.json()) as { accountNumber: string; altcha: string };
    expect(body.accountNumber).toBe('7700000001');
    expect(JSON.parse(atob(body.altcha))).toHaveProperty('solution');
    // Kept for the way back from the acquirer, in this tab only.
    expect(JSON.parse(sessionStorage.getItem(PAY_SESSION_KEY)!)).toMatchObject({ accountToken: 'signed-token' });
  });
});
