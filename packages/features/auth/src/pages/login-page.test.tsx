import { contragent, renderWithStore, userResponse } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderGuestPage } from '../testing/render-guest-page';
import { LoginPage } from './login-page';

const TOKENS = { access_token: 'a2', refresh_token: 'r2', expires_in: 300, token_type: 'bearer' };

describe('/login', () => {
  it('sends a resident who is signed in already to their default entry instead of the form', async () => {
    const router = createMemoryRouter(
      [
        { path: paths.login, Component: LoginPage },
        { path: paths.resident, Component: () => <p>Вход в кабинет</p> },
      ],
      { initialEntries: [paths.login] },
    );
    renderWithStore(<RouterProvider router={router} />);
    expect(await screen.findByText('Вход в кабинет')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.resident);
    expect(screen.queryByRole('button', { name: 'Войти' })).not.toBeInTheDocument();
  });

  it('says the session has ended and, once signed in again, returns to the page it was on', async () => {
    const back = '/resident/501/billing?tab=payments';
    const { navigate } = renderGuestPage(
      paths.login,
      LoginPage,
      `/login?session=ended&return=${encodeURIComponent(back)}`,
      (_request, url) => {
        if (url.pathname === '/api/oauth/token') return { status: 200, body: TOKENS };
        if (url.pathname === '/api/v3/main/user/') return { status: 200, body: userResponse };
        if (url.pathname === '/api/v3/client/contragent/501') return { status: 200, body: contragent };
        return undefined;
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Сеанс завершён. Войдите снова — откроется страница, на которой вы были.',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Логин'), 'resident@demo.ru');
    await user.type(screen.getByLabelText('Пароль'), 'demo2026');
    await screen.findByText('Проверка «Я не робот» пройдена');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(back, { replace: true }));
  });

  it('shows no session note to a guest who simply opens it', () => {
    renderGuestPage(paths.login, LoginPage, paths.login, () => undefined);
    expect(screen.queryByText(/Сеанс завершён/)).not.toBeInTheDocument();
  });
});
