import type { SessionUser } from '@resident/api';
import { createMemoryStorage, createStore, userReceived } from '@resident/api';
import { paths } from '@resident/routes';
import { AppProvider, FeedbackScope } from '@resident/ui';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export type Route = (request: Request) => { status: number; body: unknown } | undefined;

export const sessionUser: SessionUser = {
  id: 501, userId: 11, lastName: 'Иванов', firstName: 'Иван', middleName: 'Иванович', fullName: 'Иванов Иван Иванович',
  operator: 'regional', verified: true, stateDutyDebt: false, isClosed: false, numberPersonalAccount: '7700000001',
  popupWindows: [], wasteDisposal: true, withoutPersonalAccount: false, contragentId: 501,
};

/**
 * A page on a real store talking to a fake operator API (only the network is replaced), inside the
 * shell's AppProvider and a router that also knows the chat pages, so navigation can be asserted.
 */
export function renderPage(Page: ComponentType, href: string, pattern: string, route: Route) {
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    requests.push(request.clone());
    const answer = route(request) ?? { status: 404, body: { details: 'NOT_FOUND', message: 'NOT_FOUND' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  const store = createStore({
    config: { apiBase: 'http://portal.test/api/', v3Base: 'http://portal.test/api/v3/', basicCredential: 'Y2xpZW50OnNlY3JldA==' },
    effects: { notifyError: vi.fn(), navigate: vi.fn() },
    storage: createMemoryStorage({ token: 'a1', refresh_token: 'r1', expires_in: '300', auth: 'true' }),
    fetchFn: fetchFn as typeof fetch,
  });
  store.dispatch(userReceived(sessionUser));
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: paths.chat.pattern, Component: () => <p>Чат открыт</p> },
      { path: paths.chatRecalculation.pattern, Component: () => <p>Заявка открыта</p> },
    ],
    { initialEntries: [href] },
  );
  render(
    <Provider store={store}>
      <AppProvider>
        <FeedbackScope>
          <RouterProvider router={router} />
        </FeedbackScope>
      </AppProvider>
    </Provider>,
  );
  return { store, router, requests };
}

type NodeBuffer = { getBuiltinModule(id: 'node:buffer'): { File: typeof File; Blob: typeof Blob } };

/**
 * jsdom's FormData/File are not understood by Node's Request (what the fake fetch receives); a
 * browser has one set. Multipart tests borrow Node's (undo with vi.unstubAllGlobals()).
 */
export async function useNodeFormData(): Promise<void> {
  const { File: NodeFile, Blob: NodeBlob } = (globalThis as unknown as { process: NodeBuffer }).process.getBuiltinModule('node:buffer');
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  const form = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', form.constructor);
}

/** A file of `size` bytes without allocating them (the size is all the checks read). */
export function fileOfSize(name: string, size: number): File {
  const file = new File(['x'], name, { type: 'application/octet-stream' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
