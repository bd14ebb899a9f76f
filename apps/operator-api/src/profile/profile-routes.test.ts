import defaultBrand from '@resident/branding/default-brand.json' with { type: 'json' };
import { formatPhone } from '@resident/contract/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AccountSchema,
  BillingPeriodsSchema,
  MonthChargesSchema,
  ProfileSchema,
  SessionSchema,
  TokenResponseSchema,
} from '@resident/contract';
import { CONSENT_WITHDRAWN } from '../auth/oauth-routes.ts';
import { errorBody } from '../test-support/error-body.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { LINK_TRIES, PROFILE_MESSAGES } from './profile-routes.ts';
import { useBackendServer } from '../test-support/backend-server.ts';
import { outboxMessages } from '../test-support/stored-mail.ts';
import { BACKENDS } from '../test-support/test-databases.ts';

let server: TestServer;

describe.each(BACKENDS)('on %s', (backend) => {
  const backendServer = useBackendServer(backend);

  beforeEach(() => {
    server = backendServer.server;
  });

  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  async function tokenOf(login: string, userAgent?: string) {
    const response = await server.login(login, undefined);
    if (userAgent) {
      const again = await server.token(
        { grant_type: 'password', username: login, password: 'demo2026', altcha: await server.altcha() },
        { 'user-agent': userAgent },
      );
      return TokenResponseSchema.parse(again.json());
    }
    return TokenResponseSchema.parse(response.json());
  }

  function call(token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
    return server.app.inject({
      method,
      url: `/api/v3/client/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  }

  const DATA = {
    lastName: 'Семёнов',
    firstName: 'Олег',
    middleName: null,
    phone: '+79123456789',
    inn: '1234567894',
    snils: '11223344595',
  };

  describe('personal data', () => {
    it('answers the profile with the recorded consent and saves valid data', async () => {
      const { access_token: token } = await tokenOf('plain@demo.ru');
      const before = ProfileSchema.parse((await call(token, 'GET', 'profile')).json());
      expect(before).toMatchObject({
        email: 'plain@demo.ru',
        phone: null,
        inn: null,
        snils: null,
        consent: { version: '2026-11' },
      });
      const saved = await call(token, 'PUT', 'profile', { ...DATA, inn: '123456789047' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ ...DATA, inn: '123456789047' });
      expect(
        (await call(token, 'PUT', 'profile', { ...DATA, phone: null, inn: null, snils: null })).json(),
      ).toMatchObject({ phone: null, inn: null, snils: null });
    });

    it.each([
      ['inn', { inn: '1234567895' }, 'inn: Ошибка при заполнении ИНН'],
      ['snils', { snils: '11223344596' }, 'snils: Ошибка при заполнении СНИЛС'],
      ['phone', { phone: '89123456789' }, 'phone: Проверьте номер телефона, возможно он введен неверно'],
      ['lastName', { lastName: 'Semenov' }, 'lastName: Допустимы только русские буквы'],
    ])('refuses an invalid %s with 400 and its message, never 500', async (_field, change, message) => {
      const { access_token: token } = await tokenOf('plain@demo.ru');
      const response = await call(token, 'PUT', 'profile', { ...DATA, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: [{ code: 'VALIDATION', message }] });
    });

    it('keeps the notification settings', async () => {
      const { access_token: token } = await tokenOf('plain@demo.ru');
      const settings = { receiptsByEmail: false, newsByEmail: true, noticesBySms: true };
      expect((await call(token, 'PUT', 'profile/notifications', settings)).json()).toMatchObject({
        notifications: settings,
      });
    });

    it('answers 401 without a live token', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/v3/client/profile' })).statusCode).toBe(401);
    });
  });

  describe('linking a personal account by a receipt', () => {
    /** The newest receipt of plain@demo.ru's account 7700000006 and its «Начислено» (plain pays on time: nothing to pay). */
    async function receipt(): Promise<{ period: string; amount: number; toPay: number }> {
      const { access_token: token } = await tokenOf('plain@demo.ru');
      const { periods } = BillingPeriodsSchema.parse(
        (await server.getAs(token, '/api/v3/client/6/billing/periods')).json(),
      );
      const period = [...periods].sort().at(-1)!;
      const { totals } = MonthChargesSchema.parse(
        (await server.getAs(token, `/api/v3/client/6/billing/charges/${period}`)).json(),
      );
      return {
        period,
        amount: totals.accrued + totals.recalculation + totals.penalty - totals.benefit,
        toPay: totals.toPay,
      };
    }

    it('links with the right month and amount; the resident without an account gets it selected', async () => {
      const { period, amount } = await receipt();
      const { access_token: token } = await tokenOf('noaccount@demo.ru');
      const wrong = await call(token, 'POST', 'accounts/link', {
        accountNumber: '7700000006',
        period,
        amount: amount + 100,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(
        errorBody('LINK_MISMATCH', `${PROFILE_MESSAGES.linkMismatch}. ${PROFILE_MESSAGES.triesLeft(LINK_TRIES - 1)}`),
      );
      const linked = await call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount });
      expect(linked.statusCode).toBe(201);
      expect(AccountSchema.parse(linked.json())).toMatchObject({
        id: 6,
        numberPersonalAccount: '7700000006',
        selected: true,
      });
      expect((await server.getAs(token, '/api/v3/main/user/')).json()).toMatchObject({ contragents: [{ id: 6 }] });
      const again = await call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount });
      expect(again.json()).toEqual(errorBody('ALREADY_LINKED', PROFILE_MESSAGES.alreadyLinked));
    });

    it('mails the account’s existing holder, in the brand, that one more profile linked it; nobody else', async () => {
      const { period, amount } = await receipt();
      const { access_token: token } = await tokenOf('noaccount@demo.ru');
      const before = (await outboxMessages(server, 'account-linked')).length;
      expect(
        (await call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount: amount + 1 }))
          .statusCode,
      ).toBe(400);
      expect(await outboxMessages(server, 'account-linked')).toHaveLength(before);

      expect(
        (await call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount })).statusCode,
      ).toBe(201);
      const mails = await outboxMessages(server, 'account-linked');
      expect(mails).toHaveLength(before + 1);
      const [mail] = mails;
      expect(mail).toMatchObject({
        to: 'plain@demo.ru',
        subject: 'К лицевому счёту № 7700000006 привязан ещё один профиль',
      });
      expect(mail?.text).toContain(
        `В личном кабинете жителя (${defaultBrand.company.name}) к лицевому счёту № 7700000006 привязан ещё один профиль: n***@demo.ru.`,
      );
      expect(mail?.text).toContain(`позвоните в службу поддержки: ${formatPhone(defaultBrand.contacts.supportPhone)}`);
      expect(mail?.text).not.toContain('noaccount@demo.ru');
    });

    it(`locks linking for 15 minutes after ${LINK_TRIES} wrong tries, unknown numbers included`, async () => {
      const { period, amount } = await receipt();
      const { access_token: token } = await tokenOf('noaccount@demo.ru');
      for (let attempt = 1; attempt < LINK_TRIES; attempt += 1) {
        expect(
          (await call(token, 'POST', 'accounts/link', { accountNumber: '7799999999', period, amount })).statusCode,
        ).toBe(400);
      }
      const fifth = await call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount: 1 });
      expect(fifth.statusCode).toBe(429);
      // Locked: even the right receipt is refused until the time passes.
      const locked = await call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount });
      expect(locked.json()).toEqual(errorBody('LINK_LOCKED', PROFILE_MESSAGES.linkLocked(15)));
      server.clock.advanceSeconds(15 * 60);
      const { access_token: later } = await tokenOf('noaccount@demo.ru');
      expect(
        (await call(later, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount })).statusCode,
      ).toBe(201);
    });

    it(`counts ten wrong tries sent at once as ten in a row: ${LINK_TRIES - 1} refusals, then the lock`, async () => {
      const { period, amount } = await receipt();
      const { access_token: token } = await tokenOf('noaccount@demo.ru');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(token, 'POST', 'accounts/link', { accountNumber: '7700000006', period, amount: amount + 1 }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 400)).toHaveLength(LINK_TRIES - 1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10 - (LINK_TRIES - 1));
    });

    it('refuses bad input with 400, never 500', async () => {
      const { access_token: token } = await tokenOf('noaccount@demo.ru');
      for (const body of [
        { accountNumber: '77', period: '2026-01', amount: 100 },
        { accountNumber: '7700000006', period: '2026-13', amount: 100 },
        { accountNumber: '7700000006', period: '2026-01', amount: 0 },
      ]) {
        expect((await call(token, 'POST', 'accounts/link', body)).statusCode).toBe(400);
      }
    });

    it("lists only the resident's own accounts with the selected one marked", async () => {
      const { access_token: token } = await tokenOf('resident@demo.ru');
      const accounts = (await call(token, 'GET', 'accounts')).json() as unknown[];
      expect(
        accounts
          .map((account) => AccountSchema.parse(account))
          .map(({ numberPersonalAccount, selected }) => ({ numberPersonalAccount, selected })),
      ).toEqual([
        { numberPersonalAccount: '7700000001', selected: true },
        { numberPersonalAccount: '7700000002', selected: false },
      ]);
    });
  });

  describe('security', () => {
    it('lists the sessions with their devices and ends one, or all others', async () => {
      const phone = await tokenOf('plain@demo.ru', CHROME);
      const laptop = await tokenOf('plain@demo.ru');
      const sessions = ((await call(laptop.access_token, 'GET', 'sessions')).json() as unknown[]).map((session) =>
        SessionSchema.parse(session),
      );
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      expect(sessions.map((session) => session.device)).toContain('Chrome 131, Windows');

      const other = sessions.find((session) => !session.current)!;
      expect((await call(laptop.access_token, 'DELETE', `sessions/${other.id}`)).statusCode).toBe(204);
      expect((await call(laptop.access_token, 'DELETE', `sessions/${other.id}`)).statusCode).toBe(404);
      const third = await tokenOf('plain@demo.ru');
      expect((await call(laptop.access_token, 'POST', 'sessions/end-others')).json()).toEqual({
        ended: expect.any(Number),
      });
      for (const ended of [phone, third])
        expect((await server.getAs(ended.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await server.getAs(laptop.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
    });

    it("cannot end another resident's session", async () => {
      const mine = await tokenOf('plain@demo.ru');
      const theirs = await tokenOf('resident@demo.ru');
      const [their] = (await call(theirs.access_token, 'GET', 'sessions')).json() as { id: number }[];
      expect((await call(mine.access_token, 'DELETE', `sessions/${their!.id}`)).statusCode).toBe(404);
      expect((await server.getAs(theirs.access_token, '/api/v3/main/user/')).statusCode).toBe(200);
    });

    it('changes the password after the current one, ending the other sessions', async () => {
      const other = await tokenOf('plain@demo.ru');
      const { access_token: token } = await tokenOf('plain@demo.ru');
      expect(
        (
          await call(token, 'PUT', 'profile/password', { currentPassword: 'wrong', newPassword: 'Лес2026пароль' })
        ).json(),
      ).toEqual(errorBody('WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword));
      expect(
        (await call(token, 'PUT', 'profile/password', { currentPassword: 'demo2026', newPassword: 'короткий1' }))
          .statusCode,
      ).toBe(200);
      expect((await server.getAs(other.access_token, '/api/v3/main/user/')).statusCode).toBe(401);
      expect((await server.getAs(token, '/api/v3/main/user/')).statusCode).toBe(200);
      expect((await server.login('plain@demo.ru', 'короткий1')).statusCode).toBe(200);
    });

    it('refuses a weak new password', async () => {
      const { access_token: token } = await tokenOf('plain@demo.ru');
      const weak = await call(token, 'PUT', 'profile/password', {
        currentPassword: 'demo2026',
        newPassword: '12345678',
      });
      expect(weak.json()).toEqual(errorBody('WEAK_PASSWORD', 'Пароль не подходит: есть хотя бы одна буква'));
    });

    it('withdrawing the consent ends every session and closes the portal to the resident', async () => {
      const { access_token: token } = await tokenOf('plain@demo.ru');
      expect((await call(token, 'DELETE', 'profile/consent')).statusCode).toBe(204);
      expect((await server.getAs(token, '/api/v3/main/user/')).statusCode).toBe(401);
      const login = await server.login('plain@demo.ru');
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual({ error: 'invalid_grant', error_description: CONSENT_WITHDRAWN });
    });
  });
});
