import { renderWithStore, type FakeApi } from '@resident/api/testing';
import { paths, type ResidentPath } from '@resident/routes';
import { AppProvider, FeedbackScope } from '@resident/ui';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** An appeals page in the shell's providers, on a router that also knows the chat screens it leads to. */
export function openPage(path: ResidentPath, Page: ComponentType, api: FakeApi) {
  const router = createMemoryRouter(
    [
      { path: path.pattern, Component: Page },
      { path: paths.chat.pattern, Component: () => <p>Чат открыт</p> },
      { path: paths.chatRecalculation.pattern, Component: () => <p>Заявка открыта</p> },
    ],
    { initialEntries: [path.getHref(501)] },
  );
  const ui = (
    <AppProvider>
      <FeedbackScope>
        <RouterProvider router={router} />
      </FeedbackScope>
    </AppProvider>
  );
  return { router, ...renderWithStore(ui, { api }) };
}
