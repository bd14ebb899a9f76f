import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PdfLayout } from './pdf-layout.ts';

async function documentWith(text: string): Promise<string> {
  const layout = await PdfLayout.create({ title: 'Проверка', subject: 'Проверка', author: 'Проверка' });
  layout.drawText(text, { x: 50, y: 700, size: 12 });
  const { text: extracted } = await extractText(await getDocumentProxy(await layout.save()), { mergePages: true });
  return extracted.trim();
}

describe('PdfLayout', () => {
  it('keeps every letter selectable, in one document and after another one', async () => {
    // DejaVu draws Cyrillic 'а' and Latin 'a' with one glyph.
    expect(await documentWith('Льгота апрель')).toBe('Льгота апрель');
    expect(await documentWith('abc Региональный')).toBe('abc Региональный');
    expect(await documentWith('Льгота апрель')).toBe('Льгота апрель');
  });

  it('widens a column too narrow for its longest word from the others’ spare room, keeping the table’s width', async () => {
    const layout = await PdfLayout.create({ title: 'Проверка', subject: 'Проверка', author: 'Проверка' });
    const columns = [
      { title: 'Услуга', width: 120 },
      { title: 'Начислено', width: 30 },
      { title: 'Перерасчёт', width: 30 },
    ];
    const rows = [['Обращение с ТКО', '1 234,56', '-10,00']];
    const widths = layout.fitColumns(columns, rows, 8, 3, false);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(180, 6);
    for (const [index, title] of columns.map((column) => column.title).entries()) {
      expect(layout.measure(title, 8, true) + 6).toBeLessThanOrEqual(widths[index]!);
    }
    expect(layout.measure('Обращение', 8) + 6).toBeLessThanOrEqual(widths[0]!);
    // Columns wide enough already stay as they are.
    expect(layout.fitColumns([{ title: 'Итого', width: 100 }], [['1,00']], 8, 3, false)).toEqual([100]);
    // With no room to spare, the widths stay and the longest words break inside their cells.
    expect(layout.fitColumns([{ title: 'Перерасчёт', width: 10 }], [], 8, 3, false)).toEqual([10]);
  });

  it('breaks a token wider than its cell inside the cell (a 60-character e-mail)', async () => {
    const email = `${'очень.длинный.адрес.'.repeat(2)}жите@example-mail.ru`;
    expect([...email]).toHaveLength(60);
    const layout = await PdfLayout.create({ title: 'Проверка', subject: 'Проверка', author: 'Проверка' });
    const columns = [
      { title: 'Условие', width: 170 },
      { title: 'Значение', width: 120 },
    ];
    const rows = [['Электронная почта', email]];
    // The first column gives the second what it can spare, and that is not enough for the e-mail.
    const [first = 0, second = 0] = layout.fitColumns(columns, rows, 10, 3, false);
    expect(layout.measure(email, 10)).toBeGreaterThan(second);
    layout.table(columns, rows, { size: 10 });
    const page = await (await getDocumentProxy(await layout.save())).getPage(1);
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() !== '' ? [item] : [],
    );
    const cell = items.filter((item) => (item.transform[4] as number) >= layout.left + first);
    // The e-mail runs over several lines, each starting at the cell's padding and ending inside the cell.
    expect(cell.map((item) => item.str).join('')).toBe(`Значение${email}`);
    expect(cell.length).toBeGreaterThan(2);
    for (const item of cell) {
      expect(item.transform[4] as number).toBeCloseTo(layout.left + first + 3, 1);
      expect((item.transform[4] as number) + item.width).toBeLessThanOrEqual(layout.left + first + second - 3 + 0.01);
    }
  });

  it('tags paragraphs, table cells and the figure for a screen reader, and leaves the rules out', async () => {
    const layout = await PdfLayout.create({ title: 'Проверка', subject: 'Проверка', author: 'Проверка' });
    layout.text('Квитанция за март 2026', { size: 14, bold: true });
    layout.table(
      [
        { title: 'Услуга', width: 200 },
        { title: 'Итого, руб.', width: 100, align: 'right' },
      ],
      [['Обращение с ТКО', '538,80']],
    );
    layout.figure('QR-код для оплаты в приложении банка', [[40, 40, 10, 10]]);
    const page = await (await getDocumentProxy(await layout.save())).getPage(1);
    type Node = { role?: string; alt?: string; children?: Node[]; type?: string };
    const roles = (node: Node): unknown =>
      node.role ? { [node.role]: (node.children ?? []).filter((child) => child.role).map(roles) } : undefined;
    const tree = (await page.getStructTree()) as Node;
    expect(roles(tree)).toEqual({
      Root: [
        {
          Document: [
            { P: [] },
            { Table: [{ TR: [{ TH: [] }, { TH: [] }] }, { TR: [{ TD: [] }, { TD: [] }] }] },
            { Figure: [] },
          ],
        },
      ],
    });
    expect(tree.children?.[0]?.children?.[2]?.alt).toBe('QR-код для оплаты в приложении банка');
    // The text itself is marked content of its paragraph and cells.
    expect(tree.children?.[0]?.children?.[0]?.children).toEqual([expect.objectContaining({ type: 'content' })]);
  });
});
