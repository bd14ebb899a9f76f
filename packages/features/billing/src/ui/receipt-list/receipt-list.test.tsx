import { AppProvider } from '@resident/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RECEIPTS_PAGE_SIZE, ReceiptList } from './receipt-list.tsx';

/** 49 months, newest first: the demo resident's receipts from 2022-10 to 2026-10. */
const periods = Array.from({ length: 49 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9 - index, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
});

function renderList(list: readonly string[]) {
  return render(
    <AppProvider>
      <ReceiptList periods={list} onOpen={vi.fn()} onDownload={vi.fn()} onNotReceived={vi.fn()} />
    </AppProvider>,
  );
}

describe('the receipt list', () => {
  it('shows a year of months a page, not all 49 at once, and pages in Russian', async () => {
    renderList(periods);
    const list = screen.getByRole('list', { name: 'Квитанции' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(RECEIPTS_PAGE_SIZE);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Квитанция за октябрь 2026');
    expect(screen.getByTitle('Вперед')).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('5'));
    const last = within(screen.getByRole('list', { name: 'Квитанции' })).getAllByRole('listitem');
    expect(last).toHaveLength(1);
    expect(last[0]).toHaveTextContent('Квитанция за октябрь 2022');
  });

  it('has no pager for a year or less', () => {
    renderList(periods.slice(0, RECEIPTS_PAGE_SIZE));
    expect(within(screen.getByRole('list', { name: 'Квитанции' })).getAllByRole('listitem')).toHaveLength(
      RECEIPTS_PAGE_SIZE,
    );
    expect(screen.queryByTitle('Вперед')).toBeNull();
  });
});
