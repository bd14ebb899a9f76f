import type { BillingSummary, MonthCharges, PaymentHistoryPage } from '@resident/contract';
import type { Answer, FakeRoute } from './render-page';
import { april, history, periods, summary } from './fixtures';

export type BillingData = {
  summary?: BillingSummary | Answer;
  periods?: { periods: string[] } | Answer;
  charges?: Record<string, MonthCharges>;
  history?: PaymentHistoryPage | Answer;
};

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
const ok = (value: unknown): Answer => (isAnswer(value) ? value : { status: 200, body: value });

/** The operator API's billing calls for contragent 501 answering `data` (defaults: a debtor's April). */
export function billingRoute(data: BillingData = {}, extra: FakeRoute = () => undefined): FakeRoute {
  return (request, url) => {
    const path = url.pathname.replace('/api/v3/client/501/billing', '');
    if (request.method === 'GET' && path === '/summary') return ok(data.summary ?? summary());
    if (request.method === 'GET' && path === '/periods') return ok(data.periods ?? periods);
    const month = /^\/charges\/(\d{4}-\d{2})$/.exec(path)?.[1];
    if (request.method === 'GET' && month) {
      const charges = (data.charges ?? { '2026-04': april })[month];
      return charges ? ok(charges) : { status: 404, body: { details: 'NOT_FOUND', message: 'Месяц не найден' } };
    }
    if (request.method === 'GET' && path === '/payments') return ok(data.history ?? history([]));
    return extra(request, url);
  };
}
