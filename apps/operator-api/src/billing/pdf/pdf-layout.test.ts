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
});
