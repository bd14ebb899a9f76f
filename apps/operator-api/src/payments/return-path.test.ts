import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenOf, paymentBody, postPayment, SUCCESS_CARD, submitCard } from '../test-support/payment-flow.ts';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { startAcquirerTestApp } from '../test-support/acquirer-test-app.ts';
import type { AcquirerTestApp } from '../test-support/acquirer-test-app.ts';

// A returnPath of '/ф' was accepted, and the acquirer's page then answered
// 500 ERR_INVALID_CHAR on every visit (a raw Cyrillic letter cannot go into a Location header).
let server: TestServer | undefined;
let acquirer: AcquirerTestApp | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
  await acquirer?.close();
  acquirer = undefined;
});

describe('returnPath of a payment', () => {
  it('refuses what a URL path may not hold with a Russian 400, and takes it percent-encoded', async () => {
    server = await startTestServer();
    const token = await accessTokenOf(server, 'resident@demo.ru');
    for (const returnPath of ['/ф', '/оплата?вкладка=платежи', '/a b', '/a\r\nSet-Cookie: x=1']) {
      const refused = await postPayment(server, token, 1, paymentBody({ returnPath }));
      expect(refused.statusCode, returnPath).toBe(400);
      expect(refused.json()).toEqual({
        details: [{ code: 'VALIDATION', message: 'returnPath: Адрес возврата содержит недопустимые символы' }],
        message: 'Проверьте правильность введенных данных',
      });
    }
    const encoded = await postPayment(server, token, 1, paymentBody({ returnPath: '/%D1%84' }));
    expect(encoded.statusCode).toBe(201);
    const { confirmationUrl, id } = encoded.json<{ confirmationUrl: string; id: number }>();
    const back = await submitCard(server, confirmationUrl, SUCCESS_CARD);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/%D1%84?payment=${id}`);
  });
});

describe("the test acquirer's way back", () => {
  it('is a valid Location even for a return address stored with raw characters, when paid and on every later visit', async () => {
    acquirer = await startAcquirerTestApp();
    const page = await acquirer.openSession({ returnUrl: '/ф б?payment=7' });
    const paid = await acquirer.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'pay', cardNumber: SUCCESS_CARD, expiry: '12/30', cvc: '123' }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('/%D1%84%20%D0%B1?payment=7');
    const again = await acquirer.app.inject({ method: 'GET', url: page });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/%D1%84%20%D0%B1?payment=7');
  });
});
