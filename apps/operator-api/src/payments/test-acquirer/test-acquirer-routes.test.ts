import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACQUIRER_SECRET, MERCHANT, startAcquirerTestApp } from '../../test-support/acquirer-test-app.ts';
import type { AcquirerTestApp } from '../../test-support/acquirer-test-app.ts';
import { CARD_MESSAGES } from './card-form.ts';

let t: AcquirerTestApp;

beforeEach(async () => {
  t = await startAcquirerTestApp();
});

afterEach(async () => {
  await t.close();
});

const RETURN_URL = '/resident/1/billing?tab=payments&payment=7';
const SUCCESS = '4242 4242 4242 4242';

function post(url: string, form: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const pay = (page: string, cardNumber: string, extra: Record<string, string> = {}) =>
  post(page, { action: 'pay', cardNumber, expiry: '12/30', cvc: '123', ...extra });

describe('the hosted page', () => {
  it('shows the merchant, the amount and the card form; opening it is not yet paying', async () => {
    const page = await t.openSession();
    expect(page).toMatch(/^\/api\/test-acquirer\/pay\/[\w-]{32}$/);
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = response.body.replace(/\s/g, ' ');
    for (const expected of [
      MERCHANT,
      '1 500,00 ₽',
      'Номер карты',
      'Срок действия',
      'CVC',
      '>Оплатить<',
      'Отменить и вернуться',
    ]) {
      expect(text).toContain(expected);
    }
    // Nothing entered yet: the payment is not «being processed by the bank».
    expect(t.opened).toEqual([]);
  });

  it('runs no inline script or style: a CSP forbids them and the stylesheet is a file', async () => {
    const page = await t.openSession();
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).not.toMatch(/<script|\sstyle=|<style|\son\w+=/i);
    expect(response.body).toContain('<link rel="stylesheet" href="/api/test-acquirer/styles.css">');
    const css = await t.app.inject({ method: 'GET', url: '/api/test-acquirer/styles.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('escapes what it shows', async () => {
    const page = await t.openSession({ description: '<img src=x onerror=alert(1)> & "quotes"' });
    const response = await t.app.inject({ method: 'GET', url: page });
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(response.body).not.toContain('<img');
    const typed = await pay(page, '"><script>alert(1)</script>');
    expect(typed.statusCode).toBe(400);
    expect(typed.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('answers an unknown link with a page that says so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-acquirer/pay/unknown-token' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Платёжная страница не найдена');
  });
});

describe('card validation', () => {
  it('names each mistake in Russian and keeps everything typed; nothing is sent', async () => {
    const page = await t.openSession();
    const response = await post(page, { action: 'pay', cardNumber: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' });
    expect(response.statusCode).toBe(400);
    for (const message of [
      CARD_MESSAGES.numberLuhn,
      CARD_MESSAGES.expiryFormat,
      CARD_MESSAGES.cvcFormat,
      'Проверьте данные карты',
    ]) {
      expect(response.body).toContain(message);
    }
    expect(response.body).toContain('value="4242 4242 4242 4241"');
    expect(response.body).toContain('value="13/30"');
    expect(response.body).toContain('value="12"');
    expect(response.body).toContain('aria-invalid="true" aria-describedby="cardNumber-error"');
    expect(t.notifications).toEqual([]);
  });

  it('refuses an expired card', async () => {
    const page = await t.openSession();
    const response = await pay(page, SUCCESS, { expiry: '04/26' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(CARD_MESSAGES.expiryPassed);
  });

  it('accepts only the test cards', async () => {
    const page = await t.openSession();
    const response = await pay(page, '5555 5555 5555 4444');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('оплатить можно только тестовой картой');
    expect(t.notifications).toEqual([]);
  });
});

describe('outcomes', () => {
  it('charges the success card once, notifies with a valid signature and sends the resident back (303)', async () => {
    const page = await t.openSession();
    const response = await pay(page, SUCCESS);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URL);
    // The notification reached the payments side through the signed route.
    expect(t.notifications).toEqual([
      {
        paymentId: 7,
        acquirerPaymentId: expect.stringMatching(/^test_/),
        status: 'succeeded',
        amount: 150_000,
        cardMask: '•••• 4242',
      },
    ]);
    // A double click, or the page opened again: back to the portal, no second charge.
    expect((await pay(page, SUCCESS)).headers.location).toBe(RETURN_URL);
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(303);
    expect(t.notifications).toHaveLength(1);
  });

  it('issues a card token when the payment asked to save the card', async () => {
    await pay(await t.openSession({ saveCard: true }), SUCCESS);
    expect(t.notifications[0]).toMatchObject({
      status: 'succeeded',
      cardToken: expect.stringMatching(/^card_[0-9a-f]{32}$/),
    });
  });

  it('charges a saved token without the resident; the 0341 card’s token and an unknown one are declined', async () => {
    const tokenOf = async (card: string) => {
      await pay(await t.openSession({ saveCard: true }), card);
      return t.notifications.at(-1)?.cardToken ?? '';
    };
    const charge = (cardToken: string) =>
      t.testAcquirer.acquirer.chargeSavedCard({
        id: 8,
        amount: 5_000,
        description: 'Автоплатёж',
        cardToken,
        receiptEmail: undefined,
      });
    expect(await charge(await tokenOf(SUCCESS))).toEqual({
      acquirerPaymentId: expect.stringMatching(/^test_/),
      status: 'succeeded',
      cardMask: '•••• 4242',
    });
    expect(await charge(await tokenOf('4000 0000 0000 0341'))).toMatchObject({
      status: 'failed',
      reason: 'declined',
      cardMask: '•••• 0341',
    });
    expect(await charge('card_unknown')).toMatchObject({ status: 'failed', reason: 'declined' });
  });

  it('saves the card once on a double click', async () => {
    const page = await t.openSession({ saveCard: true });
    await Promise.all([pay(page, SUCCESS), pay(page, SUCCESS)]);
    expect(t.notifications).toHaveLength(1);
    const issued = t.db.prepare('SELECT count(*) AS n FROM test_acquirer_cards').get();
    expect(issued).toEqual({ n: 1 });
  });

  it.each([
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 0119', 'unavailable'],
  ])('fails the payment for %s (%s)', async (card, reason) => {
    const response = await pay(await t.openSession(), card);
    expect(response.statusCode).toBe(303);
    expect(t.notifications).toEqual([expect.objectContaining({ status: 'failed', reason, amount: 150_000 })]);
  });

  it('«Отменить и вернуться» fails the payment as cancelled and returns, whatever was typed', async () => {
    const response = await post(await t.openSession(), { action: 'cancel', cardNumber: 'abc' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(RETURN_URL);
    expect(t.notifications).toEqual([expect.objectContaining({ status: 'failed', reason: 'cancelled' })]);
  });
});

describe('3-D Secure', () => {
  async function toCodeStep(): Promise<string> {
    const page = await t.openSession();
    const response = await pay(page, '4000 0000 0000 3220');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Подтверждение оплаты');
    expect(response.body).toContain('•••• 3220');
    expect(t.notifications).toEqual([]);
    // The card is in and the bank is deciding: the payment shows as being processed.
    expect(t.opened).toEqual([7]);
    return `${page}/3ds`;
  }

  it('asks for the code and charges with 123456', async () => {
    const step = await toCodeStep();
    const response = await post(step, { action: 'confirm', code: '123456' });
    expect(response.statusCode).toBe(303);
    expect(t.notifications).toEqual([expect.objectContaining({ status: 'succeeded', cardMask: '•••• 3220' })]);
  });

  it('keeps asking while the code is not six digits, keeping what was typed', async () => {
    const step = await toCodeStep();
    const empty = await post(step, { action: 'confirm', code: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Введите код из СМС');
    const short = await post(step, { action: 'confirm', code: '12a' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Код — 6 цифр');
    expect(short.body).toContain('value="12a"');
    expect(t.notifications).toEqual([]);
  });

  it('fails the payment on a wrong code', async () => {
    const step = await toCodeStep();
    expect((await post(step, { action: 'confirm', code: '000000' })).statusCode).toBe(303);
    expect(t.notifications).toEqual([expect.objectContaining({ status: 'failed', reason: '3ds-failed' })]);
  });

  it('shows the code step again when the page is reopened', async () => {
    const step = await toCodeStep();
    const reopened = await t.app.inject({ method: 'GET', url: step.replace(/\/3ds$/, '') });
    expect(reopened.body).toContain('Код из СМС');
  });
});

describe('expiry', () => {
  it('charges nothing once the payment expired and leads back to the portal', async () => {
    const page = await t.openSession();
    t.clock.advanceSeconds(20 * 60);
    const opened = await t.app.inject({ method: 'GET', url: page });
    expect(opened.statusCode).toBe(410);
    expect(opened.body).toContain('Время на оплату истекло');
    expect(opened.body).toContain(`href="${RETURN_URL.replace(/&/g, '&amp;')}"`);
    expect((await pay(page, SUCCESS)).statusCode).toBe(410);
    expect(t.notifications).toEqual([]);
    expect(t.opened).toEqual([]);
  });
});

describe('POST /api/acquirer/notifications', () => {
  const body = JSON.stringify({ paymentId: 7, acquirerPaymentId: 'test_1', status: 'succeeded', amount: 150_000 });

  async function notify(payload: string, signature: string | undefined) {
    const { signNotification } = await import('../notification-signature.ts');
    return t.app.inject({
      method: 'POST',
      url: '/api/acquirer/notifications',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined
          ? {}
          : { 'x-acquirer-signature': signature === 'valid' ? signNotification(ACQUIRER_SECRET, payload) : signature }),
      },
      payload,
    });
  }

  it('settles a correctly signed notification', async () => {
    const response = await notify(body, 'valid');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(t.notifications).toEqual([JSON.parse(body)]);
  });

  it.each([
    ['no signature', undefined],
    ['a forged signature', 'f'.repeat(64)],
    ['garbage', 'not hex'],
  ])('refuses %s with 401 and settles nothing', async (_case, signature) => {
    const response = await notify(body, signature);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      details: [{ code: 'INVALID_SIGNATURE', message: 'Подпись уведомления не прошла проверку' }],
      message: 'Подпись уведомления не прошла проверку',
    });
    expect(t.notifications).toEqual([]);
  });

  it('refuses a body changed after signing', async () => {
    const { signNotification } = await import('../notification-signature.ts');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acquirer/notifications',
      headers: { 'content-type': 'application/json', 'x-acquirer-signature': signNotification(ACQUIRER_SECRET, body) },
      payload: body.replace('150000', '1'),
    });
    expect(response.statusCode).toBe(401);
    expect(t.notifications).toEqual([]);
  });

  it('answers 400 for a signed body that is not a notification', async () => {
    for (const payload of ['{not json', JSON.stringify({ paymentId: 7 })]) {
      const response = await notify(payload, 'valid');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'INVALID_NOTIFICATION' }] });
    }
  });

  it('maps what settling did onto the answer', async () => {
    t.settleAnswer.value = 'already-settled';
    expect((await notify(body, 'valid')).statusCode).toBe(200);
    t.settleAnswer.value = 'unknown-payment';
    expect((await notify(body, 'valid')).statusCode).toBe(404);
    t.settleAnswer.value = 'mismatch';
    const mismatch = await notify(body, 'valid');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ details: [{ code: 'NOTIFICATION_MISMATCH' }] });
  });

  it('maps an unknown failure reason onto "other"', async () => {
    const failed = JSON.stringify({
      paymentId: 7,
      acquirerPaymentId: 'test_1',
      status: 'failed',
      amount: 150_000,
      reason: 'insufficient_funds',
    });
    await notify(failed, 'valid');
    expect(t.notifications).toEqual([expect.objectContaining({ reason: 'other' })]);
  });

  it('leaves every other route on the shared JSON parser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/elsewhere',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});
