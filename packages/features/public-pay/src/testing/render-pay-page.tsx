import { renderWithStore } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

export type Answer = { status: number; body: unknown };
export type Route = (request: Request) => Answer | Promise<Answer> | undefined;

/** A cheap altcha challenge, as the operator API's getChallenge answers it. */
export const altchaChallenge = () =>
  createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, hmacSignatureSecret: 'test' });

/**
 * The page on a real store as a guest (no token: the basic credential is sent), talking to a fake
 * operator API (only the network is replaced). The altcha challenge is answered for it.
 */
export function renderPayPage(Page: ComponentType, href: string, route: Route) {
  const router = createMemoryRouter(
    [
      { path: paths.pay, Component: Page },
      { path: paths.login, Component: () => <p>Страница входа</p> },
    ],
    { initialEntries: [href] },
  );
  const { store, requests } = renderWithStore(<RouterProvider router={router} />, {
    user: null,
    api: async (request, url) =>
      url.pathname.endsWith('/client/freeAccess/altcha/getChallenge')
        ? { status: 200, body: await altchaChallenge() }
        : route(request),
  });
  return { store, router, requests };
}
