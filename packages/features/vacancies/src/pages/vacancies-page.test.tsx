import { renderWithStore, uploadFile, useNodeFormData } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATIONS, vacanciesRoute } from '../testing/fixtures';
import { VacanciesPage } from './vacancies-page';

beforeAll(useNodeFormData);
afterAll(() => {
  vi.unstubAllGlobals();
});

type Answer = { status: number; body: unknown } | undefined;

function renderVacancies(answer: (request: Request, url: URL) => Answer | Promise<Answer>, search = '') {
  const router = createMemoryRouter([{ path: '/resident/:userId/vacancy', Component: VacanciesPage }], {
    initialEntries: [`/resident/501/vacancy${search}`],
  });
  const rendered = renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    { api: answer },
  );
  return { ...rendered, router };
}

describe('the vacancies screen', () => {
  it('applies with name, phone, note and a CV as multipart, then shows the status', async () => {
    const sent: FormData[] = [];
    const route = vacanciesRoute();
    let applied = false;
    renderVacancies(async (request, url) => {
      if (request.method === 'POST') {
        sent.push(await request.formData());
        applied = true;
        return {
          status: 201,
          body: { ...APPLICATIONS[1]!, vacancyId: 3, vacancyTitle: 'Специалист абонентского отдела', status: 'new' },
        };
      }
      if (url.pathname.endsWith('/vacancies/applications')) {
        return {
          status: 200,
          body: applied
            ? [{ ...APPLICATIONS[1]!, vacancyId: 3, vacancyTitle: 'Специалист абонентского отдела', status: 'new' }]
            : [],
        };
      }
      return route(request, url);
    }, '?vacancy=3');
    expect(await screen.findByRole('heading', { name: 'Специалист абонентского отдела' })).toBeInTheDocument();
    expect(screen.getByText('Консультации жителей в офисе и по телефону')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Откликнуться' }));
    expect(await screen.findByLabelText('Как к вам обращаться')).toHaveValue('Иванова Мария Петровна');
    await user.type(screen.getByLabelText('Телефон'), '912345');
    await user.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(await screen.findByText('Введите телефон полностью')).toBeInTheDocument();
    expect(await screen.findByText('Прикрепите резюме')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Телефон'), '6789');
    await user.type(screen.getByLabelText('Сопроводительное письмо'), 'Работала в колл-центре');
    await user.upload(screen.getByLabelText('Резюме'), uploadFile('%PDF-1.4', 'резюме.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!;
    expect(body.get('name')).toBe('Иванова Мария Петровна');
    expect(body.get('phone')).toBe('+79123456789');
    expect(body.get('note')).toBe('Работала в колл-центре');
    expect((body.get('cv') as File).name).toBe('резюме.pdf');
    expect(
      await screen.findByText(/Отклик на вакансию «Специалист абонентского отдела» отправлен/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Вы уже откликнулись на эту вакансию.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Откликнуться' })).toBeNull();
  });

  it('keeps what was typed and shows the reason when the operator refuses', async () => {
    const route = vacanciesRoute();
    renderVacancies((request, url) => {
      if (request.method === 'POST')
        return {
          status: 409,
          body: {
            details: [{ code: 'ALREADY_APPLIED', message: 'Вы уже откликнулись на эту вакансию' }],
            message: 'Вы уже откликнулись на эту вакансию',
          },
        };
      return route(request, url);
    }, '?vacancy=3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Откликнуться' }));
    await user.type(await screen.findByLabelText('Телефон'), '9123456789');
    await user.upload(screen.getByLabelText('Резюме'), uploadFile('%PDF-1.4', 'резюме.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(await screen.findByText('Вы уже откликнулись на эту вакансию')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (912) 345-67-89');
  });

  it('refuses a CV that is a web page named .pdf before sending, keeping what was typed', async () => {
    const sent: Request[] = [];
    const route = vacanciesRoute();
    renderVacancies((request, url) => {
      if (request.method === 'POST') sent.push(request);
      return route(request, url);
    }, '?vacancy=3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Откликнуться' }));
    await user.type(await screen.findByLabelText('Телефон'), '9123456789');
    await user.upload(
      screen.getByLabelText('Резюме'),
      uploadFile('<html><script>alert(1)</script></html>', 'резюме.pdf'),
    );
    expect(
      await screen.findByText('резюме.pdf: Файл повреждён или не соответствует расширению .pdf'),
    ).toBeInTheDocument();
    expect(screen.queryByText('резюме.pdf')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить отклик' }));
    expect(await screen.findByText('Прикрепите резюме')).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон')).toHaveValue('+7 (912) 345-67-89');
    expect(sent).toEqual([]);
  });

  it('takes one CV of a document or photo type: a program is refused with the reason, a second file replaces the first', async () => {
    const route = vacanciesRoute();
    renderVacancies(route, '?vacancy=3');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Откликнуться' }));
    const cv = await screen.findByLabelText('Резюме');
    expect(cv).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png,.heic,.heif,.webp');
    expect(cv).not.toHaveAttribute('multiple');
    expect(screen.getByText('PDF, DOC, DOCX или фото, до 25 МБ')).toBeInTheDocument();
    await user.upload(cv, uploadFile('MZ', 'резюме.exe'));
    expect(
      await screen.findByText(
        'резюме.exe: Резюме принимается в формате PDF, DOC, DOCX или фото (JPG, PNG, HEIC, WEBP)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('резюме.exe')).toBeNull();
    // The upload renews its input after each choice: look it up again.
    await user.upload(screen.getByLabelText('Резюме'), uploadFile('%PDF-1.4', 'резюме.pdf'));
    expect(await screen.findByText('резюме.pdf')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Резюме'), uploadFile('%PDF-1.4', 'резюме-новое.pdf'));
    expect(await screen.findByText('резюме-новое.pdf')).toBeInTheDocument();
    // The replaced file leaves with antd's list animation.
    await waitFor(() => expect(screen.queryByText('резюме.pdf')).toBeNull());
  });

  it('shows a closed vacancy as not found', async () => {
    renderVacancies(vacanciesRoute(), '?vacancy=99');
    expect(await screen.findByText(/Вакансия не найдена/)).toBeInTheDocument();
  });

  it('lists own applications with their statuses', async () => {
    renderVacancies(vacanciesRoute({ applications: APPLICATIONS }), '?tab=applications');
    const list = await screen.findByRole('list', { name: 'Мои отклики' });
    const driver = within(list)
      .getByRole('link', { name: 'Водитель мусоровоза (категория C)' })
      .closest('article') as HTMLElement;
    expect(within(driver).getByText('Приглашение на собеседование')).toBeInTheDocument();
    expect(within(driver).getByText('Резюме: резюме.pdf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои отклики (2)' })).toHaveAttribute('aria-current', 'page');
  });
});
