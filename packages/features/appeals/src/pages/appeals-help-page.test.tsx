import type { Chat } from '@resident/contract';
import { paths } from '@resident/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileOfSize, useNodeFormData, type FakeApi } from '@resident/api/testing';
import { openPage } from '../testing/open-page';
import { AppealsHelpPage } from './appeals-help-page';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

const categories = [
  { id: 1, code: 'general', name: 'Общие вопросы' },
  { id: 2, code: 'payment-search', name: 'Поиск платежа' },
];

const chat = (id: number, overrides: Partial<Chat> = {}): Chat => ({
  id,
  requestNumber: `О-00000${id}`,
  subject: 'Не вывезли контейнер',
  category: categories[0]!,
  status: 'answered',
  contragentId: 501,
  created: '2026-11-01T09:00:00Z',
  updated: '2026-11-02T10:30:00Z',
  lastMessage: {
    id: 10,
    chatId: id,
    author: 'operator',
    text: 'Заявка передана перевозчику',
    created: '2026-11-02T10:30:00Z',
    read: false,
    documents: [],
  },
  unreadCount: 2,
  rating: null,
  ...overrides,
});

const page = (content: Chat[]) => ({ content, page: 1, size: 20, totalElements: content.length, totalPages: 1 });

function server(chats: Chat[], create?: (request: Request) => { status: number; body: unknown }): FakeApi {
  return (request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/main/communication/chatcategories')) return { status: 200, body: categories };
    if (path.endsWith('/main/communication/chats')) return { status: 200, body: page(chats) };
    if (request.method === 'POST' && path.includes('/main/communication/chat/') && create) return create(request);
    return undefined;
  };
}

const open = (api: FakeApi) => openPage(paths.appealsHelp, AppealsHelpPage, api);

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Новое обращение' }));
  const drawer = await screen.findByRole('dialog');
  return { user, form: within(drawer) };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.click(form.getByLabelText('Тема обращения'));
  await user.click(await screen.findByTitle('Общие вопросы'));
  await user.type(form.getByLabelText('Заголовок'), 'Не вывезли мусор');
  await user.type(form.getByLabelText('Текст обращения'), 'Контейнер не вывозили неделю');
  await user.upload(form.getByLabelText('Файлы'), new File(['%PDF-1.4'], 'фото.pdf', { type: 'application/pdf' }));
}

describe('Помощь', () => {
  it('lists appeals with status, number and last message, rendering server text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    open(server([chat(1, { subject: hostile }), chat(2, { status: 'resolved', unreadCount: 0 })]));
    const link = await screen.findByRole('link', { name: hostile });
    expect(link).toHaveAttribute('href', paths.chat.getHref(501, 1));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Есть ответ')).toBeInTheDocument();
    expect(screen.getByText(/Обращение №О-000001/)).toBeInTheDocument();
    expect(screen.getAllByText('Заявка передана перевозчику')).toHaveLength(2);
    // Only the resolved one can be rated and reopened.
    expect(screen.getAllByRole('button', { name: 'Оценить' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Открыть снова' })).toHaveLength(1);
  });

  it('shows an empty state', async () => {
    open(server([]));
    expect(await screen.findByText('Обращений пока нет')).toBeInTheDocument();
  });

  it('asks for the required fields and keeps the subject within 250 characters', async () => {
    open(server([]));
    const { user, form } = await openForm();
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(form.getAllByText('Обязательное поле')).toHaveLength(3));
    await user.click(form.getByLabelText('Заголовок'));
    await user.paste('Т'.repeat(251));
    expect(await form.findByText('Не более 250 символов')).toBeInTheDocument();
  });

  it('refuses a 26 MB file and a .part file with the spec text and does not add them', async () => {
    open(server([]));
    const { user, form } = await openForm();
    await user.upload(form.getByLabelText('Файлы'), fileOfSize('скан.pdf', 26 * 1024 * 1024));
    expect(await form.findByText('скан.pdf: Размер файла не должен превышать 25 МБ')).toBeInTheDocument();
    expect(form.queryByText('скан.pdf')).toBeNull();
    // The upload renews its input after each choice: look it up again.
    await user.upload(form.getByLabelText('Файлы'), new File(['x'], 'квитанция.pdf.part'));
    expect(await form.findByText('квитанция.pdf.part: Нельзя загрузить файл с расширением .part')).toBeInTheDocument();
    expect(form.queryByText('квитанция.pdf.part')).toBeNull();
  });

  it('keeps everything typed and attached when creating fails, and shows the mapped error', async () => {
    open(
      server([], () => ({
        status: 400,
        body: { details: [{ code: 'FILE_NOT_FOUND_ON_SERVER', message: '' }], message: '' },
      })),
    );
    const { user, form } = await openForm();
    await fillForm(user, form);
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Файл не найден на сервере');
    expect(form.getByLabelText('Заголовок')).toHaveValue('Не вывезли мусор');
    expect(form.getByLabelText('Текст обращения')).toHaveValue('Контейнер не вывозили неделю');
    expect(form.getByText('фото.pdf')).toBeInTheDocument();
    expect(form.getByTitle('Общие вопросы')).toBeInTheDocument();
  });

  it('sends a new appeal as multipart and opens it', async () => {
    const { requests, router } = open(server([], () => ({ status: 200, body: chat(7) })));
    const { user, form } = await openForm();
    await fillForm(user, form);
    await user.click(form.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat.getHref(501, 7)));
    const sent = requests.find((request) => request.method === 'POST');
    expect(new URL(sent!.url).pathname).toBe('/api/v3/main/communication/chat/1');
    const body = await sent!.formData();
    expect(body.get('subject')).toBe('Не вывезли мусор');
    expect(body.get('body')).toBe('Контейнер не вывозили неделю');
    expect(body.get('contragentId')).toBe('501');
    expect((body.get('files') as File).name).toBe('фото.pdf');
  });
});
