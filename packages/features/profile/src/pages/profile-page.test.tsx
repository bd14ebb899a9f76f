import { renderWithStore } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, PROFILE } from '../testing/story-store';
import { ProfilePage } from './profile-page';

function renderProfile(
  tab: string,
  answer: (
    request: Request,
    url: URL,
  ) => { status: number; body: unknown } | undefined | Promise<{ status: number; body: unknown } | undefined>,
) {
  const router = createMemoryRouter([{ path: '/resident/:userId/profile', Component: ProfilePage }], {
    initialEntries: [`/resident/501/profile${tab}`],
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

describe('the profile', () => {
  it("shows 'не заполнено' for empty fields and refuses a wrong ИНН before sending", async () => {
    const sent: unknown[] = [];
    renderProfile('', async (request, url) => {
      if (request.method === 'PUT') {
        sent.push(await request.json());
        return { status: 200, body: { ...PROFILE, inn: '123456789047', snils: '11223344595' } };
      }
      return url.pathname.endsWith('/client/profile')
        ? { status: 200, body: { ...PROFILE, inn: null, snils: null } }
        : undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Личные данные' });
    expect(await screen.findAllByText('не заполнено')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    await user.type(screen.getByLabelText('ИНН'), '1234567895');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка при заполнении ИНН')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('ИНН'));
    await user.type(screen.getByLabelText('ИНН'), '123456789047');
    await user.type(screen.getByLabelText('СНИЛС'), '11223344595');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      lastName: 'Иванова',
      firstName: 'Мария',
      middleName: 'Петровна',
      phone: '+79123456789',
      inn: '123456789047',
      snils: '11223344595',
    });
    expect(await screen.findByText('Данные успешно сохранены')).toBeInTheDocument();
  });

  it('links an account with the amount in kopecks and shows the operator API’s refusal', async () => {
    const sent: unknown[] = [];
    renderProfile('?tab=accounts', async (request, url) => {
      if (url.pathname.endsWith('/accounts/link')) {
        sent.push(await request.json());
        return {
          status: 400,
          body: {
            details: [{ code: 'LINK_MISMATCH', message: 'Не удалось привязать лицевой счёт. Осталось попыток: 4' }],
            message: 'x',
          },
        };
      }
      return url.pathname.endsWith('/client/accounts') ? { status: 200, body: ACCOUNTS } : undefined;
    });
    expect(await screen.findByText('Л/С 7700000002 (закрыт)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Номер лицевого счёта'), '7700000005');
    await user.click(screen.getByLabelText('Месяц квитанции'));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option')).not.toBeNull());
    await user.click(document.querySelector('.ant-select-item-option') as HTMLElement);
    await user.type(screen.getByLabelText('Сумма из квитанции, ₽'), '1 520,40');
    await user.click(screen.getByRole('button', { name: 'Привязать' }));
    expect(await screen.findByText('Не удалось привязать лицевой счёт. Осталось попыток: 4')).toBeInTheDocument();
    expect(sent).toEqual([
      { accountNumber: '7700000005', period: expect.stringMatching(/^\d{4}-\d{2}$/), amount: 152_040 },
    ]);
    expect(screen.getByLabelText('Номер лицевого счёта')).toHaveValue('7700000005');
  });
});
