import { renderWithStore } from '@resident/api/testing';
import { paths } from '@resident/routes';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { appealsFeature } from '../index';

function renderAt(href: string) {
  const router = createMemoryRouter(
    appealsFeature.routes.map((route) => ({ path: route.path, lazy: route.lazy })),
    { initialEntries: [href] },
  );
  // The pages read the store (RTK Query); a signed-out one whose network answers nothing will do.
  renderWithStore(<RouterProvider router={router} />, { user: null });
  return router;
}

describe('the appeals routes', () => {
  // The first import of a page (antd included) outlasts findBy's second; load the chunks once up front.
  beforeAll(async () => {
    await Promise.all(appealsFeature.routes.map((route) => route.lazy()));
  }, 30_000);

  it('redirects /appeals to the help child, replacing it in history', async () => {
    const router = renderAt(paths.appeals.getHref(7));
    expect(await screen.findByRole('heading', { level: 1, name: 'Помощь' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.appealsHelp.getHref(7));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows Перерасчеты', async () => {
    renderAt(paths.appealsRecalculation.getHref(7));
    expect(await screen.findByRole('heading', { level: 1, name: 'Перерасчеты' })).toBeInTheDocument();
  });
});
