import { userResponse } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOUBLE_CLICK_MS } from '@resident/ui';
import { describe, expect, it } from 'vitest';
import { CONSENT, errorBody, renderGuestPage } from '../testing/render-guest-page';
import { EmailConfirmPage } from './email-confirm-page';
import { PasswordRecoveryPage } from './password-recovery-page';
import { PasswordResetPage } from './password-reset-page';
import { RegistrationConfirmPage } from './registration-confirm-page';
import { RegistrationPage } from './registration-page';

/** The submit button takes two clicks closer than this for one double click. */
const pastDoubleClick = () => new Promise((resolve) => setTimeout(resolve, DOUBLE_CLICK_MS + 20));

const TOKENS = { access_token: 'a2', refresh_token: 'r2', expires_in: 300, token_type: 'bearer' };

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Фамилия'), 'Смирнова');
  await user.type(screen.getByLabelText('Имя'), 'Анна');
  await user.type(screen.getByLabelText('Электронная почта'), 'anna@mail.ru');
  await user.type(screen.getByLabelText('Пароль'), 'Лес2026пароль');
  await user.type(screen.getByLabelText('Повторите пароль'), 'Лес2026пароль');
  await user.click(
    await screen.findByRole('checkbox', { name: 'Я даю согласие на обработку моих персональных данных' }),
  );
}

describe('/registration', () => {
  it('ticks the password rules as they are met and refuses to send without the consent', async () => {
    const sent: string[] = [];
    renderGuestPage(paths.registration, RegistrationPage, paths.registration, (request, url) => {
      if (url.pathname.endsWith('/consent/personal-data')) return { status: 200, body: CONSENT };
      sent.push(request.method);
      return undefined;
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Пароль'), 'лес');
    expect(screen.getByText('Есть хотя бы одна буква').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('Есть хотя бы одна цифра').closest('li')).toHaveAttribute('data-met', 'false');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(
      await screen.findByText('Без согласия на обработку персональных данных зарегистрироваться нельзя'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Обязательное поле').length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('shows KEYCLOAK_USER_ALREADY_EXIST in the words of spec §8 and keeps what was typed', async () => {
    renderGuestPage(paths.registration, RegistrationPage, paths.registration, (request, url) => {
      if (url.pathname.endsWith('/consent/personal-data')) return { status: 200, body: CONSENT };
      // A backend that answers the bare code, as spec §8 names it.
      if (url.pathname.endsWith('/freeAccess/registration'))
        return { status: 409, body: { details: 'KEYCLOAK_USER_ALREADY_EXIST' } };
      return undefined;
    });
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пользователь с таким email уже зарегистрирован')).toBeInTheDocument();
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('anna@mail.ru');
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Смирнова');
  });

  it('sends the consent version and says where the link went; asking again brings the form back filled', async () => {
    const bodies: unknown[] = [];
    renderGuestPage(paths.registration, RegistrationPage, paths.registration, async (request, url) => {
      if (url.pathname.endsWith('/consent/personal-data')) return { status: 200, body: CONSENT };
      if (url.pathname.endsWith('/freeAccess/registration')) {
        bodies.push(await request.json());
        return { status: 202, body: { sentTo: 'a***@mail.ru' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('heading', { name: 'Проверьте почту' })).toBeInTheDocument();
    expect(screen.getByText(/a\*\*\*@mail\.ru/)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        email: 'anna@mail.ru',
        lastName: 'Смирнова',
        firstName: 'Анна',
        consentVersion: '2026-11',
        altcha: expect.any(String),
      }),
    ]);
    expect(bodies[0]).not.toHaveProperty('middleName');
    await user.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('anna@mail.ru');
  });
});

describe('the «Я не робот» proof of a resend', () => {
  it('is a fresh one: the proof a send used is spent, and the second send is not refused for it', async () => {
    const used = new Set<string>();
    const sent: string[] = [];
    renderGuestPage(paths.registration, RegistrationPage, paths.registration, async (request, url) => {
      if (url.pathname.endsWith('/consent/personal-data')) return { status: 200, body: CONSENT };
      if (url.pathname.endsWith('/freeAccess/registration')) {
        // As the operator API does: each challenge is accepted once.
        const { altcha } = (await request.json()) as { altcha: string };
        if (used.has(altcha))
          return { status: 400, body: errorBody('ALTCHA_INVALID', 'Проверка «Я не робот» не пройдена или устарела') };
        used.add(altcha);
        sent.push(altcha);
        return { status: 202, body: { sentTo: 'a***@mail.ru' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByRole('heading', { name: 'Проверьте почту' });
    await user.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await screen.findByText('Проверка «Я не робот» пройдена');
    await pastDoubleClick();
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByRole('heading', { name: 'Проверьте почту' });
    expect(screen.queryByText(/не пройдена или устарела/)).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});

describe('/registration/confirm', () => {
  it('confirms once and signs the resident in', async () => {
    let confirms = 0;
    const { navigate } = renderGuestPage(
      paths.registrationConfirm,
      RegistrationConfirmPage,
      `${paths.registrationConfirm}?token=${'t'.repeat(43)}`,
      (_request, url) => {
        if (url.pathname.endsWith('/registration/confirm')) {
          confirms += 1;
          return { status: 200, body: TOKENS };
        }
        if (url.pathname.endsWith('/main/user/'))
          return { status: 200, body: { ...userResponse, contragents: [], verified: true } };
        return undefined;
      },
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(paths.appeals.getHref(userResponse.id), { replace: true }),
    );
    expect(confirms).toBe(1);
  });

  it.each([
    ['a used link leads to the login', 409, 'LINK_USED', 'Войти', 'Страница входа'],
    [
      'an expired link leads to a new registration',
      410,
      'LINK_EXPIRED',
      'Зарегистрироваться ещё раз',
      'Страница регистрации',
    ],
  ])('%s', async (_name, status, code, action, next) => {
    renderGuestPage(
      paths.registrationConfirm,
      RegistrationConfirmPage,
      `${paths.registrationConfirm}?token=${'t'.repeat(43)}`,
      () => ({
        status,
        body: errorBody(code, 'Срок действия ссылки истёк. Запросите новое письмо'),
      }),
    );
    expect(await screen.findByText('Срок действия ссылки истёк. Запросите новое письмо')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText(next)).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    renderGuestPage(paths.registrationConfirm, RegistrationConfirmPage, paths.registrationConfirm, () => undefined);
    expect(
      await screen.findByText('В ссылке нет кода подтверждения. Откройте ссылку из письма целиком'),
    ).toBeInTheDocument();
  });
});

describe('/password-recovery', () => {
  it('checks the address before sending, then says the link goes there if it has an account', async () => {
    const bodies: unknown[] = [];
    renderGuestPage(paths.passwordRecovery, PasswordRecoveryPage, paths.passwordRecovery, async (request) => {
      bodies.push(await request.json());
      return { status: 202, body: { sentTo: 'p***@demo.ru' } };
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Электронная почта'), 'plain@');
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText('Введите правильный email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Электронная почта'), 'demo.ru');
    await pastDoubleClick();
    await user.click(screen.getByRole('button', { name: 'Получить ссылку' }));
    expect(await screen.findByText(/Если для p\*\*\*@demo\.ru есть личный кабинет/)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'plain@demo.ru', altcha: expect.any(String) }]);
  });
});

describe('/password-recovery/reset', () => {
  it('keeps the typed password after a refused link and offers a new one', async () => {
    renderGuestPage(paths.passwordReset, PasswordResetPage, `${paths.passwordReset}?token=${'t'.repeat(43)}`, () => ({
      status: 409,
      body: errorBody('LINK_USED', 'Эта ссылка уже использована. Войдите с email и паролем'),
    }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Новый пароль', { selector: 'input' }), 'Лес2026пароль');
    await user.type(screen.getByLabelText('Повторите пароль'), 'Лес2026пароли');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль и войти' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Повторите пароль'));
    await user.type(screen.getByLabelText('Повторите пароль'), 'Лес2026пароль');
    await pastDoubleClick();
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль и войти' }));
    expect(await screen.findByText('Эта ссылка уже использована. Войдите с email и паролем')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toBeInTheDocument();
    expect(screen.getByLabelText('Новый пароль', { selector: 'input' })).toHaveValue('Лес2026пароль');
  });
});

describe('/email/confirm', () => {
  it('confirms the new address once and says it is the login now', async () => {
    let confirms = 0;
    renderGuestPage(paths.emailConfirm, EmailConfirmPage, `${paths.emailConfirm}?token=${'t'.repeat(43)}`, () => {
      confirms += 1;
      return { status: 200, body: { email: 'new@mail.ru' } };
    });
    expect(await screen.findByRole('heading', { name: 'Адрес изменён' })).toBeInTheDocument();
    expect(screen.getByText(/Теперь входите в личный кабинет с адресом new@mail\.ru/)).toBeInTheDocument();
    expect(confirms).toBe(1);
  });

  it('says why a link did not work', async () => {
    renderGuestPage(paths.emailConfirm, EmailConfirmPage, `${paths.emailConfirm}?token=${'t'.repeat(43)}`, () => ({
      status: 409,
      body: errorBody('KEYCLOAK_USER_ALREADY_EXIST', 'Пользователь с таким email уже зарегистрирован'),
    }));
    expect(await screen.findByText('Пользователь с таким email уже зарегистрирован')).toBeInTheDocument();
  });

  it('says a malformed link is damaged without naming the field of the request', async () => {
    const text = 'Ссылка повреждена — откройте её из письма ещё раз';
    renderGuestPage(paths.emailConfirm, EmailConfirmPage, `${paths.emailConfirm}?token=broken`, () => ({
      status: 400,
      // As the operator API answers a token that fails its schema.
      body: {
        details: [{ code: 'VALIDATION', message: `token: ${text}` }],
        message: 'Проверьте правильность введенных данных',
      },
    }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/token:/)).not.toBeInTheDocument();
  });
});
