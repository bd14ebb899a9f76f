import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { TokenResponseSchema } from '@resident/contract';
import { errorBody } from '../test-support/error-body.ts';
import { outboxMessages } from '../test-support/payment-flow.ts';
import { CLIENT_AUTHORIZATION } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { REGISTRATION_MESSAGES } from './registration-service.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

let server: TestServer;

describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend, { portalUrl: 'https://lk.example.ru' });

  beforeEach(() => {
    server = backendServer.server;
  });

  const PASSWORD = 'Лес2026пароль';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

  function post(
    url: string,
    payload: object,
    headers: Record<string, string> = { authorization: CLIENT_AUTHORIZATION },
  ) {
    return server.app.inject({ method: 'POST', url: `/api/v3/client/freeAccess/${url}`, headers, payload });
  }

  async function consentVersion(): Promise<string> {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v3/client/freeAccess/consent/personal-data',
      headers: { authorization: CLIENT_AUTHORIZATION },
    });
    return (response.json() as { version: string }).version;
  }

  async function register(overrides: Record<string, unknown> = {}) {
    return post('registration', {
      email: 'New.Resident@Mail.ru',
      password: PASSWORD,
      lastName: 'Смирнова',
      firstName: 'Анна',
      consentVersion: await consentVersion(),
      altcha: await server.altcha(),
      ...overrides,
    });
  }

  /** The token of the newest emailed link of this kind. */
  async function linkToken(kind: 'registration-confirmation' | 'password-reset'): Promise<{ url: URL; token: string }> {
    const [mail] = await outboxMessages(server, kind);
    const address = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    if (!address) throw new Error(`no ${kind} link in the outbox`);
    const url = new URL(address);
    return { url, token: url.searchParams.get('token') ?? '' };
  }

  describe('registration', () => {
    it('sends a single-use link; opening it creates the account with its consent and signs in', async () => {
      const response = await register();
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ sentTo: 'n***@mail.ru' });
      const { url, token } = await linkToken('registration-confirmation');
      expect(`${url.origin}${url.pathname}`).toBe('https://lk.example.ru/registration/confirm');
      // Nobody can sign in before the address is confirmed.
      expect((await server.login('new.resident@mail.ru', PASSWORD)).statusCode).toBe(400);

      const confirmed = await post(
        'registration/confirm',
        { token },
        { authorization: CLIENT_AUTHORIZATION, 'user-agent': FIREFOX },
      );
      expect(confirmed.statusCode).toBe(200);
      const session = TokenResponseSchema.parse(confirmed.json());
      // The sessions list names the browser the link was opened in.
      const sessions = await server.getAs(session.access_token, '/api/v3/client/sessions');
      expect(sessions.json()).toEqual([expect.objectContaining({ device: 'Firefox 133, Linux', current: true })]);
      const user = await server.getAs(session.access_token, '/api/v3/main/user/');
      expect(user.json()).toMatchObject({ lastName: 'Смирнова', firstName: 'Анна', verified: true, contragents: [] });
      expect((await server.login('new.resident@mail.ru', PASSWORD)).statusCode).toBe(200);

      const again = await post('registration/confirm', { token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual(errorBody('LINK_USED', REGISTRATION_MESSAGES.linkUsed));
      if (backend === 'postgres') {
        const client = new pg.Client({ connectionString: backendServer.database.databaseUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ consents: string }>(
            "SELECT (SELECT COUNT(*) FROM personal_data_consents c WHERE c.user_id = u.id) AS consents FROM users u WHERE login = 'new.resident@mail.ru'",
          );
          expect(rows).toEqual([{ consents: '1' }]);
        } finally {
          await client.end();
        }
      }
    });

    it('creates one account when the link is opened twice at once', async () => {
      await register();
      const { token } = await linkToken('registration-confirmation');
      const answers = await Promise.all([
        post('registration/confirm', { token }),
        post('registration/confirm', { token }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await server.login('new.resident@mail.ru', PASSWORD)).statusCode).toBe(200);
    });

    it('answers KEYCLOAK_USER_ALREADY_EXIST for an address with an account (spec §8)', async () => {
      const response = await register({ email: 'RESIDENT@demo.ru' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        errorBody('KEYCLOAK_USER_ALREADY_EXIST', 'Пользователь с таким email уже зарегистрирован'),
      );
    });

    it.each([
      ['a weak password', { password: '12345678' }, 'WEAK_PASSWORD', 'Пароль не подходит: есть хотя бы одна буква'],
      ['an outdated consent', { consentVersion: '2019-01' }, 'CONSENT_OUTDATED', REGISTRATION_MESSAGES.consentOutdated],
      [
        'a wrong altcha',
        { altcha: 'bm90LWEtcGF5bG9hZA==' },
        'ALTCHA_REJECTED',
        'Проверка «Я не робот» не пройдена или устарела. Пройдите её ещё раз',
      ],
    ])('refuses %s with 400 and a Russian message, and sends nothing', async (_name, overrides, code, message) => {
      const response = await register(overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorBody(code, message));
      expect(await outboxMessages(server, 'registration-confirmation')).toEqual([]);
    });

    it.each([
      ['email', { email: 'not-an-email' }],
      ['lastName', { lastName: 'Smith' }],
      ['firstName', { firstName: '' }],
    ])('refuses a bad %s with 400 VALIDATION, never 500', async (_field, overrides) => {
      const response = await register(overrides);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION' }] });
    });

    it('answers an unknown, a damaged and an expired link each in its own words', async () => {
      expect((await post('registration/confirm', { token: 'x'.repeat(43) })).json()).toEqual(
        errorBody('LINK_INVALID', REGISTRATION_MESSAGES.linkInvalid),
      );
      expect((await post('registration/confirm', { token: 'a b' })).statusCode).toBe(400);
      await register();
      const { token } = await linkToken('registration-confirmation');
      server.clock.advanceSeconds(24 * 60 * 60);
      const expired = await post('registration/confirm', { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual(errorBody('LINK_EXPIRED', REGISTRATION_MESSAGES.linkExpired));
    });

    it('registering the same address again replaces the first link', async () => {
      await register();
      const first = (await linkToken('registration-confirmation')).token;
      await register({ firstName: 'Мария' });
      const second = (await linkToken('registration-confirmation')).token;
      expect((await post('registration/confirm', { token: first })).statusCode).toBe(400);
      expect((await post('registration/confirm', { token: second })).statusCode).toBe(200);
    });

    it('needs the client credential', async () => {
      expect((await post('registration', {}, {})).statusCode).toBe(401);
    });
  });

  describe('password recovery', () => {
    async function recover(email: string) {
      return post('password-recovery', { email, altcha: await server.altcha() });
    }

    it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
      const known = await recover('plain@demo.ru');
      const unknown = await recover('pxxx@demo.ru');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual(unknown.json());
      const mails = await outboxMessages(server, 'password-reset');
      expect(mails.map((mail) => mail.to)).toEqual(['plain@demo.ru']);
    });

    it('sets the new password once, signs out every old session and signs in', async () => {
      const old = TokenResponseSchema.parse((await server.login('plain@demo.ru')).json());
      await recover('plain@demo.ru');
      const { url, token } = await linkToken('password-reset');
      expect(url.pathname).toBe('/password-recovery/reset');

      const weak = await post('password-recovery/reset', { token, password: 'plain2026' });
      expect(weak.json()).toEqual(
        errorBody('WEAK_PASSWORD', 'Пароль не подходит: не совпадает с email и не содержит его имени до «@»'),
      );

      const reset = await post('password-recovery/reset', { token, password: PASSWORD });
      expect(reset.statusCode).toBe(200);
      const fresh = TokenResponseSchema.parse(reset.json());
      expect((await server.getAs(old.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await server.token({ grant_type: 'refresh_token', refresh_token: old.refresh_token })).statusCode).toBe(
        400,
      );
      expect((await server.getAs(fresh.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
      expect((await server.login('plain@demo.ru')).statusCode).toBe(400);
      expect((await server.login('plain@demo.ru', PASSWORD)).statusCode).toBe(200);

      expect((await post('password-recovery/reset', { token, password: PASSWORD })).json()).toEqual(
        errorBody('LINK_USED', REGISTRATION_MESSAGES.linkUsed),
      );
    });

    it('expires a link after an hour, and a newer link ends the older ones once used', async () => {
      await recover('plain@demo.ru');
      const first = (await linkToken('password-reset')).token;
      server.clock.advanceSeconds(60 * 60);
      expect((await post('password-recovery/reset', { token: first, password: PASSWORD })).statusCode).toBe(410);
      await recover('plain@demo.ru');
      const second = (await linkToken('password-reset')).token;
      await recover('plain@demo.ru');
      const third = (await linkToken('password-reset')).token;
      expect((await post('password-recovery/reset', { token: third, password: PASSWORD })).statusCode).toBe(200);
      expect((await post('password-recovery/reset', { token: second, password: PASSWORD })).statusCode).toBe(409);
    });
  });
});
