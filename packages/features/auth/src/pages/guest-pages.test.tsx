import { paths } from '@resident/routes';
import { defaultBrand } from '@resident/branding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { authFeature } from '../index';

function renderAt(href: string) {
  const routes = authFeature.routes
    .filter((route) => route.path !== paths.login)
    .map((route) => ({ path: route.path, lazy: route.lazy }));
  // A stand-in for the login page: its form needs a store, and only the way to it matters here.
  routes.push({ path: paths.login, lazy: () => Promise.resolve({ Component: () => <p>Страница входа</p> }) });
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [href] })} />);
}

describe('the guest pages in development', () => {
  // The first import of a page (antd included) outlasts findBy's second; load the chunks once up front.
  beforeAll(async () => {
    await Promise.all(authFeature.routes.map((route) => route.lazy()));
  }, 30_000);

  it.each([
    [paths.registration, 'Регистрация', 'Войти в личный кабинет'],
    [paths.passwordRecovery, 'Восстановление пароля', 'Вернуться ко входу'],
  ])('%s is in development in the guest card and leads to the login', async (href, name, action) => {
    renderAt(href);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: defaultBrand.assets.logo.alt })).toBeInTheDocument();
    expect(screen.getByText('Раздел в разработке')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText('Страница входа')).toBeInTheDocument();
  });
});
