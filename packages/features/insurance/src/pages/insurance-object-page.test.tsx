import { renderWithStore } from '@resident/api/testing';
import type { SaveInsuranceDraftBody } from '@resident/contract';
import { AppProvider } from '@resident/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { draftAt, insuranceRoute, POLICIES, USER, type InsuranceAnswers } from '../testing/fixtures';
import { InsuranceObjectPage } from './insurance-object-page';

function renderFlow(
  answers: InsuranceAnswers,
  extra?: (request: Request, url: URL) => Promise<{ status: number; body: unknown } | undefined>,
) {
  const route = insuranceRoute(answers);
  const saved: SaveInsuranceDraftBody[] = [];
  const router = createMemoryRouter([{ path: '/resident/:userId/insurance/object', Component: InsuranceObjectPage }], {
    initialEntries: ['/resident/1/insurance/object'],
  });
  const harness = renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    {
      user: USER,
      api: async (request, url) => {
        if (request.method === 'PUT' && url.pathname.endsWith('/accounts/1/draft')) {
          const body = (await request.json()) as SaveInsuranceDraftBody;
          saved.push(body);
          return { status: 200, body: { ...body, updatedAt: '2026-11-25T10:00:00.000Z' } };
        }
        return (await extra?.(request, url)) ?? route(request, url);
      },
    },
  );
  return { ...harness, saved };
}

describe('the insurance flow', () => {
  it('starts at step 1 and keeps the chosen object in the draft on the marketplace base', async () => {
    const { saved, calls } = renderFlow({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /ул\. Советская/ }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() =>
      expect(saved).toEqual([{ step: 'programme', objectId: 11, productId: null, programmeId: null, person: null }]),
    );
    expect(calls).toContain('PUT /api/marketplace/v1/accounts/1/draft');
    expect(
      await screen.findByRole('heading', { name: 'Выберите продукт и программу страхования' }),
    ).toBeInTheDocument();
  });

  it('comes back to the step the draft was left at, with the person prefilled from the profile', async () => {
    renderFlow({ draft: draftAt('person') });
    expect(await screen.findByRole('heading', { name: 'Данные страхователя' })).toBeInTheDocument();
    expect(screen.getByRole('navigation').querySelector('[aria-current="step"]')?.textContent).toBe('Страхователь');
    await waitFor(() => expect(screen.getByLabelText('Фамилия')).toHaveValue('Иванов'));
    expect(screen.getByLabelText('Электронная почта')).toHaveValue('resident@demo.ru');
  });

  it('checks the person with the ui rules before saving', async () => {
    const { saved } = renderFlow({ draft: draftAt('person') });
    const user = userEvent.setup();
    const birthDate = await screen.findByLabelText('Дата рождения');
    await user.type(birthDate, '01.01.2020');
    await user.clear(screen.getByLabelText('Фамилия'));
    await user.type(screen.getByLabelText('Фамилия'), 'Ivanov');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Допустимы только русские буквы')).toBeInTheDocument();
    expect(await screen.findByText('Страхователь должен быть старше 18 лет')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('checks the email with its own Russian message: no browser bubble, nothing sent', async () => {
    // A browser refuses an unfinished address in a type="email" field with its own English bubble
    // («Please enter a part following '@'») before the form's rules run: the form must leave it to them.
    const { saved } = renderFlow({ draft: draftAt('person') });
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Электронная почта');
    await waitFor(() => expect(email).toHaveValue('resident@demo.ru'));
    await user.clear(email);
    await user.type(email, 'ivanov@');
    expect(email.closest('form')?.noValidate).toBe(true);
    expect((email as HTMLInputElement).validity.valid).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByText('Введите правильный email')).toBeInTheDocument();
    expect(email).toHaveValue('ivanov@');
    expect(saved).toEqual([]);
  });

  it('asks to accept the offer, then issues the policy and opens paying its order', async () => {
    const posted: unknown[] = [];
    renderFlow({ draft: draftAt('confirm') }, async (request, url) => {
      if (request.method === 'POST' && url.pathname.endsWith('/accounts/1/policies')) {
        posted.push(await request.json());
        return {
          status: 409,
          body: {
            details: [{ code: 'ACCOUNT_CLOSED', message: 'Лицевой счёт закрыт' }],
            message: 'Лицевой счёт закрыт',
          },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    expect(await screen.findByTestId('insurance-total')).toHaveTextContent(/Итого к оплате: 2\s490,00\s₽/);
    expect(screen.getByRole('region', { name: 'Условия оферты' })).toHaveTextContent('публичной оферты');
    await user.click(screen.getByRole('button', { name: /^Оплатить/ }));
    expect(await screen.findByText('Примите условия оферты, чтобы продолжить')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.click(screen.getByLabelText('Я ознакомлен(а) с условиями оферты и принимаю их'));
    await new Promise((resolve) => setTimeout(resolve, 550));
    await user.click(screen.getByRole('button', { name: /^Оплатить/ }));
    await waitFor(() => expect(posted).toEqual([{ offerAccepted: true }]));
    expect(await screen.findByText('Лицевой счёт закрыт')).toBeInTheDocument();
  });

  it('opens paying the policy at its price as a figure, the receipt going to the email just typed', async () => {
    renderFlow({ draft: draftAt('confirm') }, async (request, url) => {
      if (request.method === 'POST' && url.pathname.endsWith('/accounts/1/policies')) {
        return {
          status: 201,
          body: { policy: { ...POLICIES[0]!, status: 'awaiting-payment' }, orderId: 41, amount: 249_000 },
        };
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Я ознакомлен(а) с условиями оферты и принимаю их'));
    await user.click(screen.getByRole('button', { name: /^Оплатить/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Оплата полиса' });
    expect(await within(drawer).findByTestId('pay-amount')).toHaveTextContent(/^2\s490,00\s₽$/);
    expect(within(drawer).queryByRole('textbox', { name: /Сумма/ })).toBeNull();
    // The insured person's email of the step before, not the profile's (resident@demo.ru).
    expect(within(drawer).getByLabelText('Email или телефон для чека')).toHaveValue('ivanov@demo.ru');
  });

  it('says why there is nothing to choose for an account without objects', async () => {
    renderFlow({ objects: [] });
    expect(await screen.findByText(/не привязано ни одного объекта недвижимости/)).toBeInTheDocument();
  });
});
