import { beforeEach, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@resident/contract';
import { REGISTRATION_MESSAGES } from '../registration/registration-service.ts';
import { errorBody } from '../test-support/error-body.ts';
import { outboxMessages } from '../test-support/payment-flow.ts';
import { CLIENT_AUTHORIZATION } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { EMAIL_CHANGE_MESSAGES } from './email-change.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

let server: TestServer;
let token: string;

describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend, { portalUrl: 'https://lk.example.ru' });

  beforeEach(async () => {
    server = backendServer.server;
    token = TokenResponseSchema.parse((await server.login('plain@demo.ru')).json()).access_token;
  });

  const change = (email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v3/client/profile/email',
      headers: { authorization: `Bearer ${token}` },
      payload: { email },
    });
  const confirm = (linkToken: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v3/client/freeAccess/email-change/confirm',
      headers: { authorization: CLIENT_AUTHORIZATION },
      payload: { token: linkToken },
    });

  async function linkToken(): Promise<string> {
    const [mail] = await outboxMessages(server, 'email-change');
    const url = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'https://none');
    expect(url.pathname).toBe('/email/confirm');
    return url.searchParams.get('token') ?? '';
  }

  describe('changing the email', () => {
    it('sends a link to the new address; opening it makes that address the login', async () => {
      const response = await change('Plain.New@Mail.ru');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sentTo: 'p***@mail.ru' });
      // Until the link is opened, the old address signs in.
      expect((await server.login('plain@demo.ru')).statusCode).toBe(200);
      const link = await linkToken();
      expect((await confirm(link)).json()).toEqual({ email: 'plain.new@mail.ru' });
      expect((await server.login('plain.new@mail.ru')).statusCode).toBe(200);
      expect((await server.login('plain@demo.ru')).statusCode).toBe(400);
      const [notice] = await outboxMessages(server, 'email-changed');
      expect(notice).toMatchObject({ to: 'plain@demo.ru', subject: 'Адрес для входа в личный кабинет изменён' });
      expect(notice?.text).toContain('изменён на p***@mail.ru');
      expect((await confirm(link)).json()).toEqual(errorBody('LINK_USED', REGISTRATION_MESSAGES.linkUsed));
    });

    it('is confirmed from a signed-in browser (bearer) too, never without either credential', async () => {
      await change('plain.new@mail.ru');
      const link = await linkToken();
      const anonymous = await server.app.inject({
        method: 'POST',
        url: '/api/v3/client/freeAccess/email-change/confirm',
        payload: { token: link },
      });
      expect(anonymous.statusCode).toBe(401);
      const signedIn = await server.app.inject({
        method: 'POST',
        url: '/api/v3/client/freeAccess/email-change/confirm',
        headers: { authorization: `Bearer ${token}` },
        payload: { token: link },
      });
      expect(signedIn.json()).toEqual({ email: 'plain.new@mail.ru' });
    });

    it('refuses an address with an account, the same address and a bad one', async () => {
      expect((await change('resident@demo.ru')).json()).toEqual(
        errorBody('KEYCLOAK_USER_ALREADY_EXIST', REGISTRATION_MESSAGES.userExists),
      );
      expect((await change('PLAIN@demo.ru')).json()).toEqual(errorBody('SAME_EMAIL', EMAIL_CHANGE_MESSAGES.sameEmail));
      const bad = await change('plain@');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        details: [{ code: 'VALIDATION', message: 'email: Введите правильный email' }],
      });
    });

    it('expires the link after 24 hours', async () => {
      await change('plain.new@mail.ru');
      const link = await linkToken();
      server.clock.advanceSeconds(24 * 60 * 60);
      expect((await confirm(link)).statusCode).toBe(410);
    });
  });
});
