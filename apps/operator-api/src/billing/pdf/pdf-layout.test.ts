import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { PdfLayout } from './pdf-layout.ts';

async function documentWith(text: string): Promise<string> {
  const layout = await PdfLayout.create({ title: 'Проверка', subject: 'Проверка', author: 'Проверка' });
  layout.page.drawText(text, { x: 50, y: 700, size: 12, font: layout.regular });
  const { text: extracted } = await extractText(await getDocumentProxy(await layout.doc.save()), { mergePages: true });
  return extracted.trim();
}

describe('PdfLayout', () => {
  it('keeps every letter selectable in a document made after another one (the parsed font is shared)', async () => {
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
      expect(layout.bold.widthOfTextAtSize(title, 8) + 6).toBeLessThanOrEqual(widths[index]!);
    }
    expect(layout.regular.widthOfTextAtSize('Обращение', 8) + 6).toBeLessThanOrEqual(widths[0]!);
    // Columns wide enough already stay as they are.
    expect(layout.fitColumns([{ title: 'Итого', width: 100 }], [['1,00']], 8, 3, false)).toEqual([100]);
    expect(() => layout.fitColumns([{ title: 'Перерасчёт', width: 10 }], [], 8, 3, false)).toThrow(/cannot hold/);
  });
});
