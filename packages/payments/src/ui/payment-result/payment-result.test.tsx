import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@resident/api';
import { createPaymentAttempts, type AttemptScope } from '../../lib/payment-attempts';
import { RESULT_TEXTS } from '../../lib/pay-texts';
import { usePaymentStatus } from '../../model/use-payment-status';
import { payment, renderWithApi } from '../../testing/render-with-api';
import { PaymentResult } from './payment-result';
import type { Payment } from '@resident/contract';
import type { PaymentAttempts } from '../../lib/payment-attempts';

const PATH = '/api/v3/client/501/payments/77';

function Result({ attempts }: { attempts: PaymentAttempts }) {
  const { data, error } = usePaymentStatus({ contragentId: 501, paymentId: 77 }, attempts);
  return (
    <PaymentResult
      payment={data}
      error={error ? 'Платёж не найден или принадлежит другому счёту' : null}
      onRetry={vi.fn()}
    />
  );
}

function show(answers: Partial<Payment>[]) {
  let asked = 0;
  const attempts = createPaymentAttempts({ session: createMemoryStorage(), shared: createMemoryStorage() });
  const rendered = renderWithApi(<Result attempts={attempts} />, (request, url) => {
    if (url.pathname !== PATH) return undefined;
    const answer = answers[Math.min(asked, answers.length - 1)]!;
    asked += 1;
    return { status: 200, body: payment({ confirmationUrl: null, ...answer }) };
  });
  return { ...rendered, attempts, asked: () => asked };
}

describe('PaymentResult with usePaymentStatus', () => {
  it('shows a pending payment as pending and turns into the result by itself', async () => {
    const { asked } = show([
      { status: 'pending' },
      { status: 'pending' },
      { status: 'succeeded', receiptSentTo: 'i***@mail.ru' },
    ]);
    expect(await screen.findByText(RESULT_TEXTS.pendingTitle)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/1\s500,50\s₽/);
    expect(await screen.findByText(RESULT_TEXTS.succeededTitle, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Кассовый чек отправлен: i***@mail.ru.');
    const settled = asked();
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    // Final: nobody keeps asking.
    expect(asked()).toBe(settled);
  }, 20_000);

  it('closes the attempt once the payment is final, so paying again is a new attempt', async () => {
    const { attempts } = show([{ status: 'failed', failureReason: 'Карта отклонена банком. Деньги не списаны.' }]);
    const scope: AttemptScope = { account: 501, purpose: 'charges', amount: 150_050 };
    const key = attempts.keyFor(scope);
    attempts.created(scope, 77);
    expect(await screen.findByText(RESULT_TEXTS.failedTitle)).toBeInTheDocument();
    expect(screen.getByText('Карта отклонена банком. Деньги не списаны.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: RESULT_TEXTS.retry })).toBeInTheDocument();
    await waitFor(() => expect(attempts.keyFor(scope)).not.toBe(key));
  });

  it('shows a page left without paying as not completed at once, never as being processed by the bank', async () => {
    // The operator API asks the acquirer when the payer reads the payment on return.
    const abandoned = 'Оплата не завершена. Деньги не списаны — чтобы оплатить, начните заново';
    const { asked } = show([{ status: 'failed', failureReason: abandoned }]);
    expect(await screen.findByText(abandoned)).toBeInTheDocument();
    expect(screen.queryByText(RESULT_TEXTS.pendingTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: RESULT_TEXTS.retry })).toBeInTheDocument();
    expect(asked()).toBe(1);
  });

  it('tells an expired payment apart from a declined one', async () => {
    show([{ status: 'expired' }]);
    expect(await screen.findByText(RESULT_TEXTS.expiredTitle)).toBeInTheDocument();
    expect(screen.getByText(RESULT_TEXTS.expired)).toBeInTheDocument();
  });

  it('says when the payment cannot be found', async () => {
    renderWithApi(
      <Result attempts={createPaymentAttempts({ session: createMemoryStorage(), shared: createMemoryStorage() })} />,
      () => undefined,
    );
    expect(await screen.findByText(RESULT_TEXTS.notFoundTitle)).toBeInTheDocument();
  });
});

describe('PaymentResult for an order', () => {
  it('says what the order’s payment did instead of the account’s debt going down', async () => {
    renderWithApi(
      <PaymentResult
        payment={payment({ status: 'succeeded', purpose: 'service', confirmationUrl: null })}
        successText={(amount) => `Оплачено ${amount}. Заказ принят.`}
      />,
      () => undefined,
    );
    expect(await screen.findByText(RESULT_TEXTS.succeededTitle)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Оплачено 1\s500,50\s₽\. Заказ принят\./);
    expect(screen.getByRole('status')).not.toHaveTextContent('долг уменьшится');
  });
});
