import type { ChangeObject } from '@resident/contract';
import { paths } from '@resident/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useNodeFormData, type FakeApi } from '@resident/api/testing';
import { openPage } from '../testing/open-page';
import { AppealsRecalculationPage } from './appeals-recalculation-page';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

const request = (id: number, overrides: Partial<ChangeObject> = {}): ChangeObject => ({
  id,
  requestNumber: `П-00000${id}`,
  kind: 'wrong-charge',
  status: 'in_progress',
  contragentId: 501,
  created: '2026-10-01T09:00:00Z',
  updated: '2026-10-03T12:00:00Z',
  details: { kind: 'wrong-charge', month: '2026-08', description: 'Двойное начисление' },
  lastComment: {
    id: 3,
    changeObjectId: id,
    author: 'operator',
    text: '<b>Проверяем</b>',
    created: '2026-10-03T12:00:00Z',
    read: false,
    documents: [],
  },
  unreadCount: 1,
  rating: null,
  ...overrides,
});

function server(list: ChangeObject[], create?: () => { status: number; body: unknown }): FakeApi {
  return (req) => {
    const path = new URL(req.url).pathname;
    if (path === '/api/v3/client/501/changeObjects' && req.method === 'GET')
      return { status: 200, body: { content: list, page: 1, size: 20, totalElements: list.length, totalPages: 1 } };
    if (path === '/api/v3/client/501/changeObjects' && req.method === 'POST' && create) return create();
    return undefined;
  };
}

const open = (api: FakeApi) => openPage(paths.appealsRecalculation, AppealsRecalculationPage, api);

async function fillWrongCharge() {
  // antd hides the radio input itself under its label (pointer-events: none); a click on it is what a tap does.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await screen.findByRole('button', { name: 'Новая заявка' }));
  const form = within(await screen.findByRole('dialog'));
  await user.click(form.getByRole('radio', { name: 'Неверное начисление' }));
  await user.click(form.getByLabelText('Месяц начисления'));
  await user.type(form.getByLabelText('Месяц начисления'), '08.2026');
  await user.keyboard('{Tab}');
  await user.type(form.getByLabelText('Что не так с начислением'), 'Начислено дважды');
  await user.upload(
    form.getByLabelText('Другие документы'),
    new File(['%PDF-1.4'], 'квитанция.pdf', { type: 'application/pdf' }),
  );
  await user.click(form.getByRole('button', { name: 'Отправить заявку' }));
  return form;
}

describe('Перерасчеты', () => {
  it('lists the account requests with number, kind, status and the latest comment as text', async () => {
    open(server([request(1)]));
    const link = await screen.findByRole('link', { name: 'Заявка №П-000001' });
    expect(link).toHaveAttribute('href', paths.chatRecalculation.getHref(501, 1));
    expect(screen.getByText('В работе')).toBeInTheDocument();
    expect(screen.getByText('Неверное начисление за 08.2026')).toBeInTheDocument();
    expect(screen.getByText('<b>Проверяем</b>')).toBeInTheDocument();
  });

  it('names a resolved request as the request chat does: «Решена»', async () => {
    open(server([{ ...request(2), status: 'resolved' }]));
    await screen.findByRole('link', { name: 'Заявка №П-000002' });
    expect(screen.getByText('Решена')).toBeInTheDocument();
    expect(screen.queryByText('Выполнена')).toBeNull();
  });

  it('shows an empty state', async () => {
    open(server([]));
    expect(await screen.findByText('Заявок на перерасчет пока нет')).toBeInTheDocument();
  });

  it('keeps the typed values and files when creating fails, with the mapped error', async () => {
    open(
      server([], () => ({
        status: 400,
        body: { details: [{ code: 'FILE_NOT_FOUND_ON_SERVER', message: '' }], message: '' },
      })),
    );
    const form = await fillWrongCharge();
    expect(await form.findByRole('alert')).toHaveTextContent('Файл не найден на сервере');
    expect(form.getByLabelText('Что не так с начислением')).toHaveValue('Начислено дважды');
    expect(form.getByText('квитанция.pdf')).toBeInTheDocument();
  });

  it('sends a request as multipart with the kind fields and documents under their type, then opens it', async () => {
    const { requests, router } = open(server([], () => ({ status: 200, body: request(9) })));
    await fillWrongCharge();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chatRecalculation.getHref(501, 9)));
    const sent = requests.find((req) => req.method === 'POST');
    const body = await sent!.formData();
    expect(body.get('kind')).toBe('wrong-charge');
    expect(body.get('month')).toBe('2026-08');
    expect(body.get('description')).toBe('Начислено дважды');
    expect((body.get('other') as File).name).toBe('квитанция.pdf');
  });
});
