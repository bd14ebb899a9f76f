import { renderWithStore } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { draftAt, insuranceRoute, USER, type InsuranceAnswers } from '../testing/fixtures';
import { InsurancePage } from './insurance-page';

function renderPage(answers: InsuranceAnswers) {
  const router = createMemoryRouter([{ path: '/resident/:userId/insurance', Component: InsurancePage }], {
    initialEntries: ['/resident/1/insurance'],
  });
  return renderWithStore(
    <AppProvider>
      <App>
        <RouterProvider router={router} />
      </App>
    </AppProvider>,
    { user: USER, api: insuranceRoute(answers) },
  );
}

describe('the insurance page', () => {
  it('lists the policies with their period and status, and the products with their price', async () => {
    renderPage({});
    const active = await screen.findByRole('article', { name: 'Полис № ТСК-2026-000003' });
    expect(within(active).getByText('Действует')).toBeInTheDocument();
    expect(active.textContent?.replace(/\s/g, ' ')).toContain('с 26.11.2026 по 25.11.2027');
    expect(within(active).getByRole('button', { name: 'Скачать полис № ТСК-2026-000003' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Полис № ТСК-2025-000001' })).getByText('Истёк'),
    ).toBeInTheDocument();
    const product = screen.getByRole('article', { name: 'Страхование квартиры и дома' });
    expect(product.textContent?.replace(/\s/g, ' ')).toContain('от 990,00 ₽ в год');
    expect(screen.getByRole('button', { name: 'Оформить полис' })).toBeInTheDocument();
  });

  it('offers to continue a purchase left half-way, and says when there is no policy yet', async () => {
    renderPage({ draft: draftAt('person'), policies: [] });
    expect(await screen.findByText('У вас пока нет полисов')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Продолжить оформление' })).toBeInTheDocument();
  });

  it('shows the error with a retry when the marketplace fails', async () => {
    renderPage({ failing: true });
    expect(await screen.findByText('Внутренняя ошибка')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});
