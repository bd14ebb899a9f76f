import type { SessionUser } from '@resident/api';
import { renderWithStore } from '@resident/api/testing';
import type { Litigation } from '@resident/contract';
import { AppProvider, setOperatorTimeZone } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { debtorLitigation, EMPTY_LITIGATION, USER } from '../testing/fixtures';
import { LitigationPage } from './litigation-page';

type Answer = { status: number; body: unknown } | undefined;

function renderLitigation(answer: (request: Request, url: URL) => Answer | Promise<Answer>, user: SessionUser = USER) {
  const router = createMemoryRouter([{ path: '/resident/:userId/litigation', Component: LitigationPage }], {
    initialEntries: ['/resident/6/litigation'],
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

const answering =
  (litigation: Litigation) =>
  (_request: Request, url: URL): Answer =>
    url.pathname.endsWith('/client/5/litigation') ? { status: 200, body: litigation } : undefined;

describe('the litigation page', () => {
  it('shows the case with its amounts, the hearing ahead, the document and the claim', async () => {
    renderLitigation(answering(debtorLitigation()));
    const courtCase = await screen.findByRole('article', { name: 'Дело № 2-1847/2026' });
    const text = courtCase.textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toContain('12 345,67 ₽');
    expect(text).toContain('493,83 ₽');
    expect(within(courtCase).getByText('не оплачена')).toBeInTheDocument();
    expect(within(courtCase).getByText('Предстоит')).toBeInTheDocument();
    expect(within(courtCase).getAllByText(/зал № 3/)).toHaveLength(2);
    expect(within(courtCase).getByRole('button', { name: /Скачать «Решение суда»/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Претензия № П-0412/2026' })).toBeInTheDocument();
    expect(screen.getByTestId('state-duty-debt').textContent?.replace(/\s/g, ' ')).toBe(
      'Задолженность по госпошлине: 493,83 ₽',
    );
  });

  it('tells the hearing in the operator’s region time, with its zone, and the document’s date as the API gives it', async () => {
    const deviceZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    setOperatorTimeZone('Asia/Yekaterinburg');
    try {
      const litigation = debtorLitigation();
      const cases = litigation.cases.map((item) =>
        item.number === '2-1847/2026'
          ? {
              ...item,
              hearings: [{ id: 9, startsAt: '2026-10-19T04:30:00.000Z', courtRoom: '3', description: 'Заседание' }],
              documents: [{ id: 1, title: 'Решение суда', fileName: 'Решение.pdf', issuedAt: '2026-10-18' }],
            }
          : item,
      );
      renderLitigation(answering({ ...litigation, cases }));
      const courtCase = await screen.findByRole('article', { name: 'Дело № 2-1847/2026' });
      const text = courtCase.textContent?.replace(/\s/g, ' ') ?? '';
      expect(text).toContain('19.10.2026 09:30 (мск+2)');
      expect(text).toContain('Решение суда» · 18.10.2026');
    } finally {
      setOperatorTimeZone(undefined);
      process.env.TZ = deviceZone;
    }
  });

  it('says so when the account has no cases', async () => {
    renderLitigation(answering(EMPTY_LITIGATION), { ...USER, stateDutyDebt: false });
    expect(await screen.findByText('По вашему лицевому счёту нет судебных дел и претензий')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Оплатить госпошлину' })).not.toBeInTheDocument();
  });

  it('pays the duty through its order with purpose state-duty and exactly its amount', async () => {
    const sent: unknown[] = [];
    renderLitigation(async (request, url) => {
      if (url.pathname.endsWith('/litigation/state-duty/order'))
        return { status: 201, body: { orderId: 7, amount: 49_383 } };
      if (url.pathname.endsWith('/client/5/payments')) {
        sent.push(await request.json());
        return {
          status: 400,
          body: { details: [{ code: 'ORDER_ALREADY_PAID', message: 'Заказ уже оплачен' }], message: 'x' },
        };
      }
      return answering(debtorLitigation())(request, url);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Оплатить госпошлину' }));
    // The duty is not the resident's to change: a figure, not a field.
    expect(await screen.findByTestId('pay-amount')).toHaveTextContent(/^493,83\s₽$/);
    expect(screen.queryByRole('textbox', { name: /Сумма/ })).toBeNull();
    await user.type(screen.getByLabelText(/чек/i), 'volkov@mail.ru');
    await user.click(screen.getByRole('button', { name: 'Оплатить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      amount: 49_383,
      purpose: 'state-duty',
      orderId: 7,
      returnPath: '/resident/6/litigation',
    });
    expect(await screen.findByText('Заказ уже оплачен')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    renderLitigation(() => ({ status: 500, body: { message: 'Internal_error_title' } }));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
