import { PDFDocument, PDFName, PDFString, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { cachingFontkit, documentFonts } from './fonts.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);

export interface DocumentMeta {
  title: string;
  subject: string;
  author: string;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  grey?: boolean;
  /** From the left margin. */
  indent?: number;
  /** Wrap within this width (default: to the right margin, less `reserve`). */
  width?: number;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * A top-to-bottom writer over pdf-lib pages: real text in an embedded TrueType subset (with a
 * ToUnicode map, so it can be selected, searched and read aloud), wrapping, tables that continue on
 * a new page with their header, and the document language and title for assistive technology.
 */
export class PdfLayout {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  page: PDFPage;
  y: number;
  readonly left = MARGIN;
  readonly right = A4[0] - MARGIN;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  static async create(meta: DocumentMeta): Promise<PdfLayout> {
    const doc = await PDFDocument.create();
    doc.registerFontkit(cachingFontkit);
    const fonts = documentFonts();
    const [regular, bold] = await Promise.all([
      doc.embedFont(fonts.regular, { subset: true }),
      doc.embedFont(fonts.bold, { subset: true }),
    ]);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer('Личный кабинет жителя');
    doc.setKeywords(['квитанция', 'ТКО']);
    // pdf-lib has no setter for the document language: /Lang in the catalog (PDF 1.4+) tells a
    // screen reader to read the text as Russian.
    doc.catalog.set(PDFName.of('Lang'), PDFString.of('ru'));
    return new PdfLayout(doc, regular, bold);
  }

  get width(): number {
    return this.right - this.left;
  }

  /** Starts a new page when less than `height` is left above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  fontOf(bold?: boolean): PDFFont {
    return bold ? this.bold : this.regular;
  }

  /** Splits text into lines that fit the width (words kept whole unless one alone is too wide). */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.fontOf(bold);
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(' ')) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (current !== '' && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(current);
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current !== '') lines.push(current);
    return lines;
  }

  /** Writes a paragraph at the cursor and moves the cursor below it. */
  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 9;
    const indent = options.indent ?? 0;
    const width = options.width ?? this.width - indent;
    const lineHeight = size * 1.3;
    for (const line of this.wrap(text, width, size, options.bold)) {
      this.ensure(lineHeight);
      this.y -= size;
      this.page.drawText(line, {
        x: this.left + indent,
        y: this.y,
        size,
        font: this.fontOf(options.bold),
        color: options.grey ? GREY : rgb(0, 0, 0),
      });
      this.y -= lineHeight - size;
    }
  }

  rule(): void {
    this.page.drawLine({ start: { x: this.left, y: this.y }, end: { x: this.right, y: this.y }, thickness: 0.5, color: RULE });
  }

  /**
   * The columns' widths so that no word of a cell runs into the next cell (a word is never broken):
   * a column narrower than its longest word grows, and the room comes from columns with more than
   * they need, in proportion to what they can spare. The table keeps its total width.
   */
  fitColumns(columns: readonly Column[], rows: readonly (readonly string[])[], size: number, padding: number, boldLastRow: boolean): number[] {
    const wordWidth = (text: string, bold: boolean) =>
      Math.max(0, ...text.split(' ').map((word) => this.fontOf(bold).widthOfTextAtSize(word, size)));
    const need = columns.map((column, index) =>
      Math.max(
        wordWidth(column.title, true),
        ...rows.map((row, rowIndex) => wordWidth(row[index] ?? '', boldLastRow && rowIndex === rows.length - 1)),
      ) + padding * 2 + 0.5,
    );
    const widths = columns.map((column, index) => Math.max(column.width, need[index] ?? 0));
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const excess = widths.reduce((sum, width) => sum + width, 0) - total;
    if (excess > 0) {
      const spare = widths.map((width, index) => Math.max(0, width - (need[index] ?? 0)));
      const spareTotal = spare.reduce((sum, value) => sum + value, 0);
      if (spareTotal < excess) throw new Error(`a table of ${String(total)} pt cannot hold its longest words (${String(excess - spareTotal)} pt short)`);
      widths.forEach((width, index) => {
        widths[index] = width - ((spare[index] ?? 0) * excess) / spareTotal;
      });
    }
    return widths;
  }

  /** A table at the cursor; rows continue on the next page under a repeated header. */
  table(givenColumns: readonly Column[], rows: readonly (readonly string[])[], options: { size?: number; boldLastRow?: boolean } = {}): void {
    const size = options.size ?? 8;
    const padding = 3;
    const widths = this.fitColumns(givenColumns, rows, size, padding, options.boldLastRow === true);
    const columns = givenColumns.map((column, index) => ({ ...column, width: widths[index] ?? column.width }));
    const drawRow = (cells: readonly string[], bold: boolean) => {
      const wrapped = cells.map((cell, index) => this.wrap(cell, (columns[index]?.width ?? 0) - padding * 2, size, bold));
      const height = Math.max(...wrapped.map((lines) => lines.length), 1) * size * 1.25 + padding * 2;
      return { wrapped, height };
    };
    const draw = (cells: readonly string[], bold: boolean) => {
      const { wrapped, height } = drawRow(cells, bold);
      if (this.y - height < MARGIN) {
        this.ensure(height * 2);
        if (cells !== header) draw(header, true);
      }
      let x = this.left;
      wrapped.forEach((lines, index) => {
        const column = columns[index];
        if (!column) return;
        lines.forEach((line, lineIndex) => {
          const font = this.fontOf(bold);
          const textWidth = font.widthOfTextAtSize(line, size);
          const textX = column.align === 'right' ? x + column.width - padding - textWidth : x + padding;
          this.page.drawText(line, { x: textX, y: this.y - padding - size - lineIndex * size * 1.25 + 1, size, font });
        });
        x += column.width;
      });
      this.y -= height;
      this.rule();
    };
    const header = columns.map((column) => column.title);
    this.rule();
    draw(header, true);
    rows.forEach((row, index) => draw(row, options.boldLastRow === true && index === rows.length - 1));
  }

  async save(): Promise<Uint8Array> {
    // In one go: pdf-lib yields to the event loop every 50 objects by default, which interleaves
    // concurrent documents so that each waits for all the others to finish.
    return this.doc.save({ useObjectStreams: true, objectsPerTick: Infinity });
  }
}
