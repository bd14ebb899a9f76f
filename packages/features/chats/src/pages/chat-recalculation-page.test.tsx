import { paths } from '@resident/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '@resident/api/testing';
import { renderPage } from '../testing/render-page';
import { ChatRecalculationPage } from './chat-recalculation-page';

const comment = (id: number, author: 'resident' | 'operator', text: string) => ({
  id, changeObjectId: 124, author, text, created: '2026-04-02T10:00:00Z', read: author === 'resident', documents: [],
});
const request = {
  id: 124, requestNumber: 'П-000124', kind: 'wrong-charge', status: 'in_progress', contragentId: 501,
  created: '2026-04-01T09:00:00Z', updated: '2026-04-02T10:00:00Z', details: { kind: 'wrong-charge', month: '2026-03', description: 'Двойное начисление' },
  lastComment: null, unreadCount: 1, rating: null,
  comments: [comment(1, 'resident', 'Прошу пересчитать'), comment(2, 'operator', 'Заявка принята в работу')],
};

const route: FakeApi = (req, url) => {
  if (req.method === 'GET' && url.pathname === '/api/v3/client/501/changeObjects/124') return { status: 200, body: request };
  if (req.method === 'DELETE' && url.pathname === '/api/v3/main/communication/unreadMessages') {
    return { status: 200, body: { count: 0, chatMessages: 0, changeObjectComments: 0 } };
  }
  if (req.method === 'POST' && url.pathname === '/api/v3/client/501/changeObjects/124/comments') {
    return { status: 200, body: comment(3, 'resident', 'Спасибо') };
  }
  return undefined;
};

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChatRecalculationPage', () => {
  it('shows the comments as a thread and clears the unread mark of the request', async () => {
    const { calls } = renderPage(<ChatRecalculationPage />, paths.chatRecalculation.pattern, paths.chatRecalculation.getHref(501, 124), route);
    expect(await screen.findByText('Заявка принята в работу')).toBeInTheDocument();
    expect(screen.getByText('В работе')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('DELETE /api/v3/main/communication/unreadMessages?changeObjectId=124'));
  });

  it('sends a comment and clears the draft', async () => {
    const { calls } = renderPage(<ChatRecalculationPage />, paths.chatRecalculation.pattern, paths.chatRecalculation.getHref(501, 124), route);
    await screen.findByText('Заявка принята в работу');
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'Спасибо{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls).toContain('POST /api/v3/client/501/changeObjects/124/comments');
  });

  it('says a missing request is not found', async () => {
    renderPage(<ChatRecalculationPage />, paths.chatRecalculation.pattern, paths.chatRecalculation.getHref(501, 999), route);
    expect(await screen.findByText('Обращение не найдено')).toBeInTheDocument();
  });
});
