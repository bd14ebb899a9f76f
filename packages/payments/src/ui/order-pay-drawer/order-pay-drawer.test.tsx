import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { receiptContactApi } from '../../api/receipt-contact-api';
import { PAY_TEXTS } from '../../lib/pay-texts';
import { payment, renderWithApi, type FakeRoute } from '../../testing/render-with-api';
import { OrderPayDrawer } from './order-pay-drawer';

const CREATE = '/api/v3/client/501/payments';

/** The operator API: the resident's profile, and a payment that needed no acquirer page. */
function server(
  profile: { email: string; phone: string | null } = { email: 'ivanov@mail.ru', phone: '+79123456789' },
): FakeRoute {
  return (request, url) => {
    if (request.method === 'GET' && url.pathname === '/api/v3/client/profile') return { status: 200, body: profile };
    if (request.method === 'POST' && url.pathname === CREATE)
      return {
        status: 200,
        body: payment({ id: 90, status: 'succeeded', amount: 545_125, purpose: 'service', confirmationUrl: null }),
      };
    return undefined;
  };
}

function renderDrawer(route: FakeRoute, receiptContact?: string) {
  const onResult = vi.fn();
  const rendered = renderWithApi(
    <OrderPayDrawer
      contragentId={501}
      purpose="service"
      order={{ orderId: 12, amount: 545_125 }}
      title="Оплата заказа"
      summary={() => 'Заказ оплачивается одной суммой.'}
      receiptContact={receiptContact}
      returnPath="/resident/501/waste-removal"
      onClose={() => undefined}
      onResult={onResult}
    />,
    route,
  );
  return { ...rendered, onResult, drawer: () => screen.getByRole('dialog', { name: 'Оплата заказа' }) };
}

describe('OrderPayDrawer', () => {
  it('shows the order amount as a read-only formatted figure, not a field, and pays exactly it', async () => {
    const { drawer, calls, onResult } = renderDrawer(server());
    const panel = await screen.findByRole('dialog', { name: 'Оплата заказа' });
    expect(within(panel).getByTestId('pay-amount')).toHaveTextContent(/^5\s451,25\s₽$/);
    expect(within(panel).getByText(PAY_TEXTS.fixedAmountLabel)).toBeInTheDocument();
    expect(within(panel).queryByLabelText(PAY_TEXTS.amountLabel)).toBeNull();
    expect(within(panel).queryByDisplayValue('5451.25')).toBeNull();
    await waitFor(() => expect(within(drawer()).getByLabelText(PAY_TEXTS.contactLabel)).toHaveValue('ivanov@mail.ru'));
    await userEvent.click(within(drawer()).getByRole('button', { name: PAY_TEXTS.submit }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(90));
    const create = calls.find((call) => call.method === 'POST' && call.path === CREATE);
    expect(create?.body).toEqual({
      amount: 545_125,
      purpose: 'service',
      orderId: 12,
      receiptEmail: 'ivanov@mail.ru',
      returnPath: '/resident/501/waste-removal',
    });
  });

  it('prefills the receipt contact with what the flow just asked for, over the profile', async () => {
    const { drawer } = renderDrawer(server(), ' insured@mail.ru ');
    await screen.findByRole('dialog', { name: 'Оплата заказа' });
    expect(within(drawer()).getByLabelText(PAY_TEXTS.contactLabel)).toHaveValue('insured@mail.ru');
  });

  it('keeps what the resident typed when the profile answers later', async () => {
    let answer: (() => void) | undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    const route = server();
    const { drawer, store } = renderDrawer(async (request, url) => {
      if (url.pathname === '/api/v3/client/profile') await late;
      return route(request, url);
    });
    const contact = within(await screen.findByRole('dialog', { name: 'Оплата заказа' })).getByLabelText(
      PAY_TEXTS.contactLabel,
    );
    await userEvent.type(contact, '+7 912 000-00-00');
    answer?.();
    await waitFor(() =>
      expect(receiptContactApi.endpoints.getReceiptContact.select()(store.getState()).data).toBe('ivanov@mail.ru'),
    );
    expect(within(drawer()).getByLabelText(PAY_TEXTS.contactLabel)).toHaveValue('+7 912 000-00-00');
  });
});
