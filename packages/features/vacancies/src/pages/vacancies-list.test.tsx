import { renderWithStore } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { vacanciesRoute } from '../testing/fixtures';
import { VacanciesPage } from './vacancies-page';

// No Node FormData here (the multipart tests need it): React reads a submitted <form> with the DOM's.
type Answer = { status: number; body: unknown } | undefined;

function renderVacancies(answer: (request: Request, url: URL) => Answer | Promise<Answer>, search = '') {
  const router = createMemoryRouter([{ path: '/resident/:userId/vacancy', Component: VacanciesPage }], {
    initialEntries: [`/resident/501/vacancy${search}`],
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

/** Picks `option` in the labelled antd Select, as a resident does: open it, click the option. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const field = screen.getByRole('combobox', { name: label });
  await user.click(field);
  const found = (await screen.findAllByTitle(option)).filter((element) =>
    element.classList.contains('ant-select-item-option'),
  );
  await user.click(found.at(-1)!);
  await waitFor(() => expect(field.closest('.ant-select')).toHaveTextContent(option));
}

describe('the vacancies list', () => {
  it('filters with antd Selects labelled in Russian, each offering «Любой»', async () => {
    renderVacancies(vacanciesRoute());
    await screen.findByRole('heading', { name: 'Водитель мусоровоза (категория C)' });
    const filters = screen.getByRole('form', { name: /./ });
    expect(filters.querySelector('select')).toBeNull();
    for (const label of ['Город', 'Район', 'График']) {
      const field = screen.getByRole('combobox', { name: label });
      expect(field.closest('.ant-select')).toHaveTextContent('Любой');
    }
  });

  it('lists the vacancies and asks the API again with the chosen filters', async () => {
    const { calls } = renderVacancies(vacanciesRoute());
    const card = (await screen.findByRole('heading', { name: 'Водитель мусоровоза (категория C)' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText(/75\s000 – 95\s000\s₽/)).toBeInTheDocument();
    expect(within(card).getByText('Тверь, Заволжский район · Сменный график')).toBeInTheDocument();
    const user = userEvent.setup();
    await choose(user, 'Город', 'Тверь');
    await choose(user, 'Район', 'Центральный район');
    await choose(user, 'График', 'Полный день');
    await user.type(screen.getByLabelText('Зарплата от, ₽'), '40 000{Enter}');
    await waitFor(() =>
      expect(calls).toContain(
        `GET /api/v3/vacancies?city=${encodeURIComponent('Тверь')}&district=${encodeURIComponent('Центральный район').replace(/%20/g, '+')}&schedule=full&salaryFrom=4000000`,
      ),
    );
  });

  it('refuses a salary that is not a whole number of roubles', async () => {
    renderVacancies(vacanciesRoute());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Зарплата от, ₽'), '40к{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Укажите сумму в рублях целым числом');
  });

  it('says so when nothing matches, and offers a retry when the list fails', async () => {
    renderVacancies(vacanciesRoute({ list: { vacancies: [], places: [] } }));
    expect(await screen.findByText(/вакансий нет/)).toBeInTheDocument();
  });
});
