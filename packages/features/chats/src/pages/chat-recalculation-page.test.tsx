import { paths } from '@resident/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeApi } from '@resident/api/testing';
import { renderPage } from '../testing/render-page';
import { ChatRecalculationPage } from './chat-recalculation-page';

const comment = (id: number, author: 'resident' | 'operator', text: string) => ({
  id,
  changeObjectId: 124,
  author,
  text,
  created: '2026-04-02T10:00:00Z',
  read: author === 'resident',
  documents: [],
});
const request = {
  id: 124,
  requestNumber: 'П-000124',
  kind: 'wrong-charge',
  status: 'in_progress',
  contragentId: 501,
  created: '2026-04-01T09:00:00Z',
  updated: '2026-04-02T10:00:00Z',
  details: { kind: 'wrong-charge', month: '2026-03', description: 'Двойное начисление' },
  lastComment: null,
  unreadCount: 1,
  rating: null,
  comments: [comment(1, 'resident', 'Прошу пересчитать'), comment(2, 'operator', 'Заявка принята в работу')],
};

const route: FakeApi = (req, url) => {
  if (req.method === 'GET' && url.pathname === '/api/v3/client/501/changeObjects/124')
    return { status: 200, body: request };
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
    const { calls } = renderPage(
      <ChatRecalculationPage />,
      paths.chatRecalculation.pattern,
      paths.chatRecalculation.getHref(501, 124),
      route,
    );
    expect(await screen.findByText('Заявка принята в работу')).toBeInTheDocument();
    expect(screen.getByText('В работе')).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('DELETE /api/v3/main/communication/unreadMessages?changeObjectId=124'));
  });

  it('shows at the top what was requested: the kind, the object, the month and what is wrong', async () => {
    renderPage(
      <ChatRecalculationPage />,
      paths.chatRecalculation.pattern,
      paths.chatRecalculation.getHref(501, 124),
      route,
    );
    const summary = await screen.findByRole('region', { name: 'Что запрошено' });
    const facts = [...summary.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Вид заявки', 'Неверное начисление'],
      ['Месяц начисления', 'март 2026'],
      ['Что не так', 'Двойное начисление'],
    ]);
    // Above the thread.
    expect(
      summary.compareDocumentPosition(screen.getByText('Прошу пересчитать')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names the object and the new value of an object’s change request', async () => {
    const areaRequest = {
      ...request,
      kind: 'object-area',
      details: { kind: 'object-area', objectId: 1, area: '56.15', changeDate: '2026-10-01' },
      objectAddress: 'г. Тверь, ул. Советская, д. 5, кв. 12',
    };
    renderPage(
      <ChatRecalculationPage />,
      paths.chatRecalculation.pattern,
      paths.chatRecalculation.getHref(501, 124),
      (req, url) =>
        req.method === 'GET' && url.pathname === '/api/v3/client/501/changeObjects/124'
          ? { status: 200, body: areaRequest }
          : route(req, url),
    );
    const summary = await screen.findByRole('region', { name: 'Что запрошено' });
    expect(summary.textContent).toBe(
      'Что запрошеноВид заявкиИзменение площади объектаОбъектг. Тверь, ул. Советская, д. 5, кв. 12Новая площадь56,15 м²С даты01.10.2026',
    );
  });

  it('sends a comment and clears the draft', async () => {
    const { calls } = renderPage(
      <ChatRecalculationPage />,
      paths.chatRecalculation.pattern,
      paths.chatRecalculation.getHref(501, 124),
      route,
    );
    await screen.findByText('Заявка принята в работу');
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'Спасибо{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls).toContain('POST /api/v3/client/501/changeObjects/124/comments');
  });

  it('says a missing request is not found', async () => {
    renderPage(
      <ChatRecalculationPage />,
      paths.chatRecalculation.pattern,
      paths.chatRecalculation.getHref(501, 999),
      route,
    );
    expect(await screen.findByText('Обращение не найдено')).toBeInTheDocument();
  });
});
