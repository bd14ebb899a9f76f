import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '../../testing/screen-width';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

// Whether antd's table (wide-table.tsx, its own chunk) was loaded at all.
const wideTable = vi.hoisted(() => ({ loaded: false }));
vi.mock('./wide-table.tsx', async (importOriginal) => {
  wideTable.loaded = true;
  return importOriginal();
});

type Row = { month: string; amount: string };
const columns: ResponsiveColumn<Row>[] = [
  { key: 'month', title: 'Месяц', render: (row) => row.month },
  { key: 'amount', title: 'Начислено', render: (row) => row.amount, numeric: true },
];
const rows: Row[] = [{ month: 'май 2026', amount: '350,00 ₽' }];

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

function draw() {
  render(
    <ResponsiveTable
      rows={rows}
      rowKey={(row) => row.month}
      columns={columns}
      cardTitle={(row) => row.month}
      caption="Начисления"
    />,
  );
}

describe('ResponsiveTable', () => {
  it('gives a phone cards without ever loading antd’s table (its own chunk)', () => {
    setScreenWidth(390);
    draw();
    const list = screen.getByRole('list', { name: 'Начисления' });
    expect(list).toHaveTextContent('май 2026');
    expect(list).toHaveTextContent('Начислено350,00 ₽');
    expect(wideTable.loaded).toBe(false);
  });

  it('gives a computer the table, once its code has arrived', async () => {
    setScreenWidth(1280);
    draw();
    const table = await screen.findByRole('table', { name: 'Начисления' });
    expect(table).toHaveTextContent('350,00 ₽');
    expect(wideTable.loaded).toBe(true);
  });
});
