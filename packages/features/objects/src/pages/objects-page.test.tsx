import { renderWithStore, uploadFile, useNodeFormData } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OBJECTS } from '../testing/fixtures';
import { ObjectsPage } from './objects-page';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown } | undefined;

function renderObjects(answer: (request: Request, url: URL) => Answer | Promise<Answer>) {
  const router = createMemoryRouter([{ path: '/resident/:userId/objects', Component: ObjectsPage }], {
    initialEntries: ['/resident/501/objects'],
  });
  return renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    { api: answer },
  );
}

const objectsAnswer = (url: URL): Answer =>
  url.pathname.endsWith('/client/501/objects') ? { status: 200, body: OBJECTS } : undefined;

describe('the objects screen', () => {
  it('lists each object with its fields, and says why there is no map when no key is configured', async () => {
    renderObjects((_request, url) => objectsAnswer(url));
    const flat = (await screen.findByText('1. Тверская обл., г. Тверь, ул. Советская, д. 10, кв. 5')).closest(
      'article',
    ) as HTMLElement;
    expect(within(flat).getByText('Квартира')).toBeInTheDocument();
    expect(within(flat).getByText(/54,3/)).toBeInTheDocument();
    expect(within(flat).getByText('5f0e2a4c-9b1d-4c57-8a43-1d2b7e6f90a1')).toBeInTheDocument();
    expect(within(flat).getByText(/Обращение с ТКО — 179,60/)).toBeInTheDocument();
    expect(within(flat).getByText(/Количество проживающих 2 → 3 \(заявка №П-000098\)/)).toBeInTheDocument();
    expect(within(flat).getByRole('link', { name: '№П-000130' })).toHaveAttribute(
      'href',
      '/resident/501/chats-recalculation/7',
    );
    const garden = screen.getByText(/2\. Тверская обл\., Калининский р-н/).closest('article') as HTMLElement;
    expect(within(garden).getByText('Не определен ГАР объекта недвижимости')).toBeInTheDocument();
    expect(within(garden).queryByRole('button', { name: 'Изменить данные' })).toBeNull();
    expect(screen.getByText('Карта не подключена для вашего региона. Объекты показаны списком.')).toBeInTheDocument();
  });

  it('files a change of area with its document as a recalculation request about the object', async () => {
    const sent: FormData[] = [];
    renderObjects(async (request, url) => {
      if (request.method === 'POST') {
        sent.push(await request.formData());
        return { status: 200, body: { id: 8, requestNumber: 'П-000131' } };
      }
      return objectsAnswer(url);
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Изменить данные' }));
    await user.click((await screen.findByRole('radio', { name: 'Площадь' })).closest('label') as HTMLElement);
    await user.type(screen.getByLabelText('Площадь, м²'), '54,3');
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(
      await screen.findByText('Введите число с точкой в качестве разделителя, например 1500 или 1500.50'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Прикрепите документы')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('Площадь, м²'));
    await user.type(screen.getByLabelText('Площадь, м²'), '56.15');
    await user.type(screen.getByLabelText('Дата изменения'), '01.10.2026{Enter}');
    await user.upload(
      screen.getByLabelText('Технический паспорт или выписка из ЕГРН'),
      uploadFile('%PDF-1.4', 'техпаспорт.pdf'),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      kind: 'object-area',
      objectId: '1',
      area: '56.15',
      changeDate: '2026-10-01',
    });
    expect((body.get('technical') as File).name).toBe('техпаспорт.pdf');
    expect(
      await screen.findByText(
        'Заявка №П-000131 отправлена. Ответ оператора придёт в разделе «Обращения» → «Перерасчеты».',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть переписку по заявке' })).toHaveAttribute(
      'href',
      '/resident/501/chats-recalculation/8',
    );
  });
});
