import { paths } from '@resident/routes';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeMessages } from '../testing/messages';
import type { FakeApi } from '@resident/api/testing';
import { renderPage } from '../testing/render-page';
import { ChatPage } from './chat-page';

const chat = {
  id: 7,
  requestNumber: 'О-000042',
  subject: 'Не вывезли контейнер',
  category: { id: 1, code: 'removal', name: 'Вывоз' },
  status: 'answered',
  contragentId: 501,
  created: '2026-04-01T09:00:00Z',
  updated: '2026-04-01T09:00:00Z',
  lastMessage: null,
  unreadCount: 1,
  rating: null,
};
const all = makeMessages(10_000);

/** GET chat/7 as the API pages it: the newest 50 older than `before`, oldest first. */
const threadRoute: FakeApi = (request, url) => {
  if (request.method !== 'GET' || url.pathname !== '/api/v3/main/communication/chat/7') return undefined;
  const before = Number(url.searchParams.get('before') ?? Infinity);
  const older = all.filter((message) => message.id < before);
  return { status: 200, body: { chat, messages: older.slice(-50), hasMore: older.length > 50 } };
};
const clearRoute: FakeApi = (request, url) =>
  request.method === 'DELETE' && url.pathname === '/api/v3/main/communication/unreadMessages'
    ? { status: 200, body: { count: 0, chatMessages: 0, changeObjectComments: 0 } }
    : undefined;

const open = (route: FakeApi = () => undefined) =>
  renderPage(
    <ChatPage />,
    paths.chat.pattern,
    paths.chat.getHref(501, 7),
    (request, url) => threadRoute(request, url) ?? clearRoute(request, url) ?? route(request, url),
  );

const messagesInDom = () => screen.queryAllByTestId('chat-message');

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('ChatPage', () => {
  it('shows the subject and the latest page of a 10 000-message chat, older pages on demand', async () => {
    const { calls } = open();
    expect(await screen.findByRole('heading', { name: 'Не вывезли контейнер' })).toBeInTheDocument();
    // The same name as in the appeals list (one mapping, @resident/communication).
    expect(screen.getByText('Есть ответ')).toBeInTheDocument();
    expect(messagesInDom()).toHaveLength(50);
    expect(messagesInDom().at(-1)).toHaveTextContent('Сообщение 10000');

    await userEvent.click(screen.getByRole('button', { name: 'Показать более ранние' }));
    await waitFor(() => expect(messagesInDom()).toHaveLength(100));
    expect(messagesInDom()[0]).toHaveTextContent('Сообщение 9901');
    expect(calls).toContain('GET /api/v3/main/communication/chat/7?before=9951&limit=50');
  });

  it('clears the unread mark on open', async () => {
    const { calls } = open();
    await waitFor(() => expect(calls).toContain('DELETE /api/v3/main/communication/unreadMessages?chatId=7'));
  });

  it('keeps the text and files of a failed send, and a retry sends exactly once', async () => {
    let posts = 0;
    const { calls } = open((request, url) => {
      if (request.method !== 'POST' || url.pathname !== '/api/v3/main/communication/message') return undefined;
      posts += 1;
      return posts === 1
        ? { status: 500, body: {} }
        : { status: 200, body: { ...all[0], id: 10_001, text: 'Где контейнер?' } };
    });
    await screen.findByRole('heading', { name: 'Не вывезли контейнер' });
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'Где контейнер?');
    // A JPEG's first bytes: the composer reads them before it lists the file.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'photo'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Прикрепить файлы'), photo);
    await screen.findByText('photo.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('При загрузке произошла ошибка')).toBeInTheDocument();
    expect(box).toHaveValue('Где контейнер?');
    expect(screen.getByText('photo.jpg')).toBeInTheDocument();

    const retry = screen.getByRole('button', { name: 'Повторить' });
    act(() => {
      fireEvent.click(retry);
      fireEvent.click(retry);
    });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls.filter((call) => call === 'POST /api/v3/main/communication/message')).toHaveLength(2);
    expect(screen.queryByText('photo.jpg')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('chat-draft:7')).toBeNull();
  });

  it('restores the draft after a remount (a reload)', async () => {
    const { view, ui } = open();
    await screen.findByRole('heading', { name: 'Не вывезли контейнер' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Черновик');
    view.unmount();
    render(ui);
    expect(await screen.findByRole('textbox', { name: 'Сообщение' })).toHaveValue('Черновик');
  });

  it('shows why a document could not be downloaded', async () => {
    const newest = all[9_999]!;
    all[9_999] = {
      ...newest,
      documents: [{ id: 31, name: 'акт.pdf', contentType: 'application/pdf', size: 10, type: null }],
    };
    onTestFinished(() => {
      all[9_999] = newest;
    });
    open((_request, url) =>
      url.pathname === '/api/v3/main/communication/document/31'
        ? { status: 400, body: { details: 'FILE_NOT_FOUND_ON_SERVER', message: 'file missing' } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать акт.pdf' }));
    expect(await screen.findByText('Файл не найден на сервере')).toBeInTheDocument();
  });

  it('says a missing or foreign chat is not found, with a way back', async () => {
    renderPage(<ChatPage />, paths.chat.pattern, paths.chat.getHref(501, 8), () => undefined);
    expect(await screen.findByText('Обращение не найдено')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'К обращениям' }));
    expect(screen.getByText('Другая страница')).toBeInTheDocument();
  });
});
