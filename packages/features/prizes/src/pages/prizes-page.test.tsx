import type { SessionUser } from '@resident/api';
import { renderWithStore } from '@resident/api/testing';
import { AppProvider } from '@resident/ui';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { closed, FINISHED, noOwnPrize, prizesRoute, RUNNING, USER, withDebt } from '../testing/fixtures';
import { PrizesPage } from './prizes-page';

function renderPrizes(api: ReturnType<typeof prizesRoute>, user: SessionUser = USER as SessionUser) {
  const router = createMemoryRouter([{ path: '/resident/:userId/prizes', Component: PrizesPage }], {
    initialEntries: ['/resident/6/prizes'],
  });
  return renderWithStore(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
    { api, user },
  );
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

describe('the prizes screen', () => {
  it('shows that an account without debt takes part, and its own prize in the finished draw with how to receive it', async () => {
    const { calls } = renderPrizes(prizesRoute([RUNNING, FINISHED]));
    const running = await card('Платите вовремя — выигрывайте!');
    expect(within(running).getByText('Идёт')).toBeInTheDocument();
    expect(within(running).getByText(/с 01\.10\.2026 по 31\.12\.2026/)).toBeInTheDocument();
    expect(within(running).getByText('Вы участвуете: по лицевому счёту нет задолженности.')).toBeInTheDocument();
    expect(within(running).getByText('Умная колонка — 3 шт.')).toBeInTheDocument();
    const finished = await card('Осенний розыгрыш для добросовестных плательщиков');
    expect(
      within(finished).getByText(
        'Поздравляем! Ваш лицевой счёт выиграл приз: Сертификат на 3 000 ₽ в магазин бытовой техники.',
      ),
    ).toBeInTheDocument();
    expect(within(finished).getByText('Лицевой счёт 77******06').closest('li')).toHaveClass('rp-prize__own');
    expect(within(finished).getByRole('heading', { name: 'Как получить приз' })).toBeInTheDocument();
    expect(calls).toContain('GET /api/v3/client/6/prizes');
  });

  it('says why an account with a debt does not take part, with the amount and where to pay', async () => {
    renderPrizes(prizesRoute([withDebt(RUNNING), noOwnPrize(FINISHED)]));
    const running = await card('Платите вовремя — выигрывайте!');
    expect(
      within(running).getByText(
        /Вы пока не участвуете: по лицевому счёту есть задолженность\..*Задолженность: 1\s520,40\s₽\./,
      ),
    ).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Оплатить задолженность' })).toHaveAttribute(
      'href',
      '/resident/6/billing',
    );
    const finished = await card('Осенний розыгрыш для добросовестных плательщиков');
    expect(within(finished).getByText(/ваш лицевой счёт не выиграл/)).toBeInTheDocument();
    expect(within(finished).queryByRole('heading', { name: 'Как получить приз' })).toBeNull();
  });

  it('says a closed account does not take part', async () => {
    renderPrizes(prizesRoute([closed(RUNNING)]));
    expect(await screen.findByText('Лицевой счёт закрыт, поэтому он не участвует в акциях.')).toBeInTheDocument();
  });

  it('offers a retry when the call fails, and says when there are no promotions', async () => {
    renderPrizes(prizesRoute('failing'));
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('says so when there are no promotions', async () => {
    renderPrizes(prizesRoute([]));
    expect(await screen.findByText(/Сейчас акций нет/)).toBeInTheDocument();
  });
});
