import { describe, expect, it, vi } from 'vitest';
import { createTestStore, json, pathOf } from '@resident/api/testing';
import { paymentsApi } from '@resident/payments';
import { billingApi, type HistoryArg } from './billing-api.ts';

const count = (calls: string[], line: string) => calls.filter((call) => call === line).length;

describe('billing tags', () => {
  it("a payment of one account reloads that account's periods, charges and history, not another account's", async () => {
    const { store, calls } = createTestStore({
      api: (request) =>
        pathOf(request).endsWith('/payments') && request.method === 'POST'
          ? json(200, { id: 7, status: 'pending' })
          : json(200, {}),
    });
    const history: HistoryArg = { contragentId: 501, page: 0, size: 10 } as HistoryArg;
    const loaded = [
      store.dispatch(billingApi.endpoints.getBillingPeriods.initiate(501)),
      store.dispatch(billingApi.endpoints.getBillingPeriods.initiate(502)),
      store.dispatch(billingApi.endpoints.getMonthCharges.initiate({ contragentId: 501, period: '2026-10' })),
      store.dispatch(billingApi.endpoints.getPaymentHistory.initiate(history)),
    ];
    await Promise.all(loaded);
    const before = [...calls];

    await store.dispatch(
      paymentsApi.endpoints.createPayment.initiate({ contragentId: 501, idempotencyKey: 'k1', body: {} as never }),
    );

    const again = (line: string) => count(calls, line) - count(before, line);
    await vi.waitFor(() => {
      expect(again('GET /api/v3/client/501/billing/periods')).toBe(1);
      expect(again('GET /api/v3/client/501/billing/charges/2026-10')).toBe(1);
      expect(calls.filter((line) => line.startsWith('GET /api/v3/client/501/billing/payments?')).length).toBe(2);
    });
    // One invalidation starts all its refetches together: the other account's would be here by now.
    expect(again('GET /api/v3/client/502/billing/periods')).toBe(0);
  });
});
