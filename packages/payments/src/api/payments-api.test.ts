import { describe, expect, it, vi } from 'vitest';
import { createTestStore, json, pathOf } from '@resident/api/testing';
import type { PaymentStatus } from '@resident/contract';
import { paymentsApi } from './payments-api.ts';
import { summaryApi } from './summary-api.ts';

const summaryOf = (contragentId: number) => `GET /api/v3/client/${contragentId}/billing/summary`;

/** A resident with two accounts' summaries on screen (the header switch keeps the other one cached). */
async function twoAccountsLoaded(status: PaymentStatus) {
  const harness = createTestStore({
    api: (request) => {
      const path = pathOf(request);
      if (path.endsWith('/billing/summary')) return json(200, { debt: 1000, pending: 0 });
      if (path.endsWith('/payments') || path.includes('/payments/')) return json(200, { id: 7, status, amount: 1000 });
      return undefined;
    },
  });
  const { store } = harness;
  store.dispatch(summaryApi.endpoints.getBillingSummary.initiate(501));
  store.dispatch(summaryApi.endpoints.getBillingSummary.initiate(502));
  await vi.waitFor(() => expect(harness.calls.filter((line) => line.endsWith('/billing/summary'))).toHaveLength(2));
  await vi.waitFor(() =>
    expect(summaryApi.endpoints.getBillingSummary.select(502)(store.getState()).isSuccess).toBe(true),
  );
  await vi.waitFor(() =>
    expect(summaryApi.endpoints.getBillingSummary.select(501)(store.getState()).isSuccess).toBe(true),
  );
  return harness;
}

const count = (calls: string[], line: string) => calls.filter((call) => call === line).length;

describe("a payment reloads its own account's money only", () => {
  it("creating one reloads the paying account's summary, not the other account's", async () => {
    const { store, calls } = await twoAccountsLoaded('pending');
    await store.dispatch(
      paymentsApi.endpoints.createPayment.initiate({
        contragentId: 501,
        idempotencyKey: 'k1',
        body: { amount: 1000 } as never,
      }),
    );
    await vi.waitFor(() => expect(count(calls, summaryOf(501))).toBe(2));
    // The refetches of one invalidation start together: the other account's would be here by now.
    expect(count(calls, summaryOf(502))).toBe(1);
  });

  it("a payment turning final reloads the paying account's summary, not the other account's", async () => {
    const { store, calls } = await twoAccountsLoaded('succeeded');
    await store.dispatch(paymentsApi.endpoints.getPayment.initiate({ contragentId: 502, paymentId: 7 }));
    await vi.waitFor(() => expect(count(calls, summaryOf(502))).toBe(2));
    expect(count(calls, summaryOf(501))).toBe(1);
  });

  it('an open payment reloads nothing', async () => {
    const { store, calls } = await twoAccountsLoaded('pending');
    await store.dispatch(paymentsApi.endpoints.getPayment.initiate({ contragentId: 501, paymentId: 7 }));
    // Its own answer is in; an invalidation would have started its refetch in the same tick.
    await vi.waitFor(() =>
      expect(
        paymentsApi.endpoints.getPayment.select({ contragentId: 501, paymentId: 7 })(store.getState()).isSuccess,
      ).toBe(true),
    );
    expect(count(calls, summaryOf(501))).toBe(1);
    expect(count(calls, summaryOf(502))).toBe(1);
  });
});
