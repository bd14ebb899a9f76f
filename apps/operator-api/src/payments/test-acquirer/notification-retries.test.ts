import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAcquirerTestApp } from '../../test-support/acquirer-test-app.ts';
import type { AcquirerTestApp } from '../../test-support/acquirer-test-app.ts';
import { backoffMs } from './notification-sender.ts';

let t: AcquirerTestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

const pay = (app: AcquirerTestApp, page: string, cardNumber: string) =>
  app.app.inject({
    method: 'POST',
    url: page,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action: 'pay', cardNumber, expiry: '12/30', cvc: '123' }).toString(),
  });

const owed = (app: AcquirerTestApp) =>
  app.db
    .prepare('SELECT attempts, delivered_at IS NOT NULL AS delivered, last_error FROM test_acquirer_notifications')
    .all();

describe('the test acquirer’s notifications', () => {
  it('are resent with growing pauses until the payments side acknowledges one', async () => {
    t = await startAcquirerTestApp({ retryMs: 20 });
    const app = t;
    app.settleAnswer.value = 'crash';
    expect((await pay(app, await app.openSession(), '4242 4242 4242 4242')).statusCode).toBe(303);
    // Refused (500): still owed, with the reason kept.
    expect(owed(app)).toEqual([{ attempts: 1, delivered: 0, last_error: 'HTTP 500' }]);
    expect(app.notifications).toEqual([]);
    // The server's clock is the suite's: each look moves it past the next pause.
    await vi.waitFor(
      () => {
        app.clock.advanceSeconds(1);
        expect((owed(app)[0] as { attempts: number }).attempts).toBeGreaterThanOrEqual(3);
      },
      { timeout: 10_000 },
    );
    expect(app.notifications).toEqual([]);
    app.settleAnswer.value = 'settled';
    await vi.waitFor(
      () => {
        app.clock.advanceSeconds(1);
        expect(owed(app)).toEqual([expect.objectContaining({ delivered: 1, last_error: null })]);
      },
      { timeout: 10_000 },
    );
    expect(app.notifications).toEqual([
      expect.objectContaining({ paymentId: 7, status: 'succeeded', amount: 150_000 }),
    ]);
  });

  it('are acknowledged once and then left alone', async () => {
    t = await startAcquirerTestApp({ retryMs: 20 });
    await pay(t, await t.openSession(), '4000 0000 0000 0002');
    expect(owed(t)).toEqual([{ attempts: 1, delivered: 1, last_error: null }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.notifications).toHaveLength(1);
  });

  it('owed by an instance that died before sending, are sent by the one still running', async () => {
    t = await startAcquirerTestApp({ retryMs: 20 });
    const app = t;
    // What a killed instance left: the session finished and its notification written, never sent.
    const body = JSON.stringify({
      paymentId: 7,
      acquirerPaymentId: 'test_left_behind',
      amount: 150_000,
      status: 'succeeded',
      cardMask: '•••• 4242',
    });
    await app.testAcquirer.notifications.owe('test_left_behind', body, app.clock.now());
    await vi.waitFor(() => expect(owed(app)).toEqual([{ attempts: 1, delivered: 1, last_error: null }]), {
      timeout: 10_000,
    });
    expect(app.notifications).toEqual([
      expect.objectContaining({ acquirerPaymentId: 'test_left_behind', status: 'succeeded' }),
    ]);
  });

  it('wait 1×, 2×, 4×… the first pause, capped', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => backoffMs(attempts, 100, 1_000))).toEqual([100, 200, 400, 800, 1_000]);
  });
});

describe('the status call', () => {
  it('answers from the session: nothing entered, card in (3-D Secure), charged, refused, past its lifetime, unknown', async () => {
    t = await startAcquirerTestApp();
    const { acquirer, sessions } = t.testAcquirer;
    const status = async (page: string) => {
      const session = await sessions.find(page.split('/').at(-1) ?? '');
      return acquirer.getPaymentStatus({
        paymentId: session?.paymentId ?? 0,
        acquirerPaymentId: session?.acquirerPaymentId ?? 'test_none',
      });
    };
    const waiting = await t.openSession();
    expect(await status(waiting)).toMatchObject({ status: 'pending', cardEntered: false });
    const threeDs = await t.openSession({ id: 8 });
    await pay(t, threeDs, '4000 0000 0000 3220');
    expect(await status(threeDs)).toMatchObject({ status: 'pending', cardEntered: true });
    const charged = await t.openSession({ id: 9, saveCard: true });
    await pay(t, charged, '4242 4242 4242 4242');
    expect(await status(charged)).toEqual({
      status: 'succeeded',
      cardMask: '•••• 4242',
      cardToken: expect.stringMatching(/^card_/),
      acquirerPaymentId: expect.stringMatching(/^test_/),
    });
    const declined = await t.openSession({ id: 10 });
    await pay(t, declined, '4000 0000 0000 0002');
    expect(await status(declined)).toMatchObject({ status: 'failed', reason: 'declined', cardMask: '•••• 0002' });
    // Asked by the merchant's payment id alone (its own id was never stored): the same answer, with that id.
    const byOurs = await acquirer.getPaymentStatus({ paymentId: 10, acquirerPaymentId: null });
    expect(byOurs).toEqual({
      ...(await status(declined)),
      acquirerPaymentId: (await t.testAcquirer.sessions.findByPaymentId(10))?.acquirerPaymentId,
    });
    t.clock.advanceSeconds(20 * 60);
    expect(await status(waiting)).toMatchObject({ status: 'abandoned' });
    expect(await status(charged)).toMatchObject({ status: 'succeeded' });
    expect(await acquirer.getPaymentStatus({ paymentId: 999, acquirerPaymentId: 'test_never_issued' })).toEqual({
      status: 'unknown',
    });
    expect(await acquirer.getPaymentStatus({ paymentId: 999, acquirerPaymentId: null })).toEqual({ status: 'unknown' });
  });
});
