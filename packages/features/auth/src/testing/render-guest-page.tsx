import { renderWithStore } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export type Answer = { status: number; body: unknown };
export type Route = (request: Request, url: URL) => Answer | undefined | Promise<Answer | undefined>;

/**
 * A guest page at `href` on a real store (no token: the basic credential is sent) talking to a
 * fake operator API; the altcha challenge is answered for it, the other guest pages are stand-ins.
 */
export function renderGuestPage(path: string, Page: ComponentType, href: string, route: Route) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: paths.login, Component: () => <p>Страница входа</p> },
      { path: paths.registration, Component: () => <p>Страница регистрации</p> },
      { path: '/resident/*', Component: () => <p>Личный кабинет</p> },
    ],
    { initialEntries: [href] },
  );
  const harness = renderWithStore(<RouterProvider router={router} />, {
    user: null,
    api: async (request, url) =>
      url.pathname.endsWith('/client/freeAccess/altcha/getChallenge')
        ? {
            status: 200,
            body: await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, hmacSignatureSecret: 'test' }),
          }
        : route(request, url),
  });
  return { ...harness, router };
}

export const CONSENT = {
  version: '2026-11',
  title: 'Согласие на обработку персональных данных',
  text: 'Я даю согласие…',
};

export const errorBody = (code: string, message: string) => ({ details: [{ code, message }], message });
