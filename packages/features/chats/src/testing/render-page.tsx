import { renderWithStore, stubSilentWebSocket, type FakeApi } from '@resident/api/testing';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** The screen at `path` on a real store with a fake operator API; other routes show a marker. */
export function renderPage(page: ReactElement, pattern: string, path: string, api: FakeApi) {
  stubSilentWebSocket();
  const ui = (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<p>Другая страница</p>} />
      </Routes>
    </MemoryRouter>
  );
  return renderWithStore(ui, { api });
}
