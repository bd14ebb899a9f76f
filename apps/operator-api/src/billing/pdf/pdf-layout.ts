import PDFDocument from 'pdfkit';
import { documentFonts } from './fonts.ts';
import { wrapText } from './wrap-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const BLACK = '#000000';
const GREY = '#595959';
const RULE = '#999999';

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

/** A structure element and its role, which its marked content repeats. */
interface Tagged {
  element: PDFKit.PDFStructureElement;
  role: string;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A top-to-bottom writer over pdfkit pages: real text in an embedded TrueType subset (with a
 * ToUnicode map, so it can be selected, searched and read aloud), wrapping that breaks a word only
 * when it is wider than its line, tables that continue on a new page with their header, and the
 * document language, title and structure tree (tagged PDF) for assistive technology.
 *
 * Coordinates are PDF's: `y` is measured up from the bottom of the page (pdfkit's own run down from
 * the top, and are converted where text and shapes are drawn).
 */
export class PdfLayout {
  readonly doc: PDFKit.PDFDocument;
  /** The tagged structure (paragraphs, tables, figures) a screen reader reads in order. */
  private readonly root: PDFKit.PDFStructureElement;
  y: number;
  readonly left = MARGIN;
  readonly right = A4[0] - MARGIN;

  private constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
    this.y = A4[1] - MARGIN;
  }

  static create(meta: DocumentMeta): Promise<PdfLayout> {
    const doc = new PDFDocument({
      size: A4,
      margin: 0,
      pdfVersion: '1.7',
      // Tagged: every text is in a paragraph or a table cell of the structure tree, the rules are
      // layout artifacts and the QR is a figure with its alternative text.
      tagged: true,
      // /Lang in the catalog tells a screen reader to read the text as Russian; the title, not the
      // file name, is shown in the window's title bar.
      lang: 'ru',
      displayTitle: true,
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Author: meta.author,
        Creator: meta.author,
        Producer: 'Личный кабинет жителя',
        Keywords: 'квитанция, ТКО',
      },
    });
    const fonts = documentFonts();
    // pdfkit 0.20 takes a parsed fontkit font here; its type package (0.17) still lists only bytes and paths.
    doc.registerFont('regular', fonts.regular as unknown as Uint8Array);
    doc.registerFont('bold', fonts.bold as unknown as Uint8Array);
    return Promise.resolve(new PdfLayout(doc));
  }

  get width(): number {
    return this.right - this.left;
  }

  /** Starts a new page when less than `height` is left above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.doc.addPage({ size: A4, margin: 0 });
    this.y = A4[1] - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** The width of a line of text in points, as the embedded font sets it. */
  measure(text: string, size: number, bold?: boolean): number {
    return this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .widthOfString(text);
  }

  /** Splits text into lines that fit the width (a word is broken only when it alone is too wide). */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    return wrapText(text, width, (line) => this.measure(line, size, bold));
  }

  /**
   * One line of text with its baseline at (x, y), on the current page, not moving the cursor: a
   * paragraph of its own, or the next line of `parent` (a paragraph or a table cell).
   */
  drawText(
    line: string,
    at: { x: number; y: number; size: number; bold?: boolean; grey?: boolean; parent?: Tagged },
  ): void {
    const parent = at.parent ?? this.tagged('P');
    const content = this.doc.markStructureContent(parent.role);
    this.doc
      .font(at.bold ? 'bold' : 'regular')
      .fontSize(at.size)
      .fillColor(at.grey ? GREY : BLACK)
      .text(line, at.x, A4[1] - at.y, { lineBreak: false, baseline: 'alphabetic' });
    this.doc.endMarkedContent();
    parent.element.add(content);
  }

  /** A new structure element under `parent` (the document by default). */
  private tagged(
    role: string,
    parent: PDFKit.PDFStructureElement = this.root,
    options: PDFKit.Mixins.StructureElementOptions = {},
  ): Tagged {
    const element = this.doc.struct(role, options);
    parent.add(element);
    return { element, role };
  }

  /**
   * A figure of filled black rectangles, (x, y) each one's bottom-left corner, as one path filled
   * once; `alt` is what a screen reader says for it.
   */
  figure(alt: string, rectangles: readonly (readonly [x: number, y: number, width: number, height: number])[]): void {
    const figure = this.tagged('Figure', this.root, { alt });
    const content = this.doc.markStructureContent(figure.role);
    this.doc.save();
    for (const [x, y, width, height] of rectangles) this.doc.rect(x, A4[1] - y - height, width, height);
    this.doc.fill(BLACK).restore();
    this.doc.endMarkedContent();
    figure.element.add(content);
  }

  /** Drawing that carries no content (rules, a header repeated on a new page): skipped by a screen reader. */
  private artifact(draw: () => void): void {
    this.doc.markContent('Artifact', { type: 'Layout' });
    draw();
    this.doc.endMarkedContent();
  }

  /** Writes a paragraph at the cursor and moves the cursor below it. */
  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 9;
    const indent = options.indent ?? 0;
    const width = options.width ?? this.width - indent;
    const lineHeight = size * 1.3;
    const paragraph = this.tagged('P');
    for (const line of this.wrap(text, width, size, options.bold)) {
      this.ensure(lineHeight);
      this.y -= size;
      this.drawText(line, {
        x: this.left + indent,
        y: this.y,
        size,
        bold: options.bold,
        grey: options.grey,
        parent: paragraph,
      });
      this.y -= lineHeight - size;
    }
  }

  rule(): void {
    const y = A4[1] - this.y;
    this.artifact(() =>
      this.doc.save().moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.5).strokeColor(RULE).stroke().restore(),
    );
  }

  /**
   * The columns' widths so that, where the table has room, no word of a cell is broken: a column
   * narrower than its longest word grows, and the room comes from columns with more than they need,
   * in proportion to what they can spare. The table keeps its total width; when the spare room is
   * not enough, the longest words break inside their cells.
   */
  fitColumns(
    columns: readonly Column[],
    rows: readonly (readonly string[])[],
    size: number,
    padding: number,
    boldLastRow: boolean,
  ): number[] {
    const wordWidth = (text: string, bold: boolean) =>
      Math.max(0, ...text.split(' ').map((word) => this.measure(word, size, bold)));
    const need = columns.map(
      (column, index) =>
        Math.max(
          wordWidth(column.title, true),
          ...rows.map((row, rowIndex) => wordWidth(row[index] ?? '', boldLastRow && rowIndex === rows.length - 1)),
        ) +
        padding * 2 +
        0.5,
    );
    const shortfall = columns.map((column, index) => Math.max(0, (need[index] ?? 0) - column.width));
    const spare = columns.map((column, index) => Math.max(0, column.width - (need[index] ?? 0)));
    const [shortfallTotal, spareTotal] = [sum(shortfall), sum(spare)];
    const moved = Math.min(shortfallTotal, spareTotal);
    return columns.map(
      (column, index) =>
        column.width +
        (shortfallTotal > 0 ? ((shortfall[index] ?? 0) * moved) / shortfallTotal : 0) -
        (spareTotal > 0 ? ((spare[index] ?? 0) * moved) / spareTotal : 0),
    );
  }

  /** A table at the cursor; rows continue on the next page under a repeated header. */
  table(
    givenColumns: readonly Column[],
    rows: readonly (readonly string[])[],
    options: { size?: number; boldLastRow?: boolean } = {},
  ): void {
    const size = options.size ?? 8;
    const padding = 3;
    const widths = this.fitColumns(givenColumns, rows, size, padding, options.boldLastRow === true);
    const columns = givenColumns.map((column, index) => ({ ...column, width: widths[index] ?? column.width }));
    const layRow = (cells: readonly string[], bold: boolean) => {
      const wrapped = cells.map((cell, index) =>
        this.wrap(cell, (columns[index]?.width ?? 0) - padding * 2, size, bold),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length), 1) * size * 1.25 + padding * 2;
      return { wrapped, height };
    };
    const table = this.tagged('Table');
    // The header row is a row of TH cells; repeated on a new page it is an artifact, read once.
    const draw = (cells: readonly string[], bold: boolean, role: 'TH' | 'TD' | 'Artifact') => {
      const { wrapped, height } = layRow(cells, bold);
      if (this.y - height < MARGIN) {
        this.ensure(height * 2);
        if (role !== 'TH') draw(header, true, 'Artifact');
      }
      const row = role === 'Artifact' ? undefined : this.tagged('TR', table.element);
      let x = this.left;
      wrapped.forEach((lines, index) => {
        const column = columns[index];
        if (!column) return;
        const cell = row && role !== 'Artifact' ? this.tagged(role, row.element) : undefined;
        lines.forEach((line, lineIndex) => {
          const textX =
            column.align === 'right' ? x + column.width - padding - this.measure(line, size, bold) : x + padding;
          const y = this.y - padding - size - lineIndex * size * 1.25 + 1;
          if (cell) this.drawText(line, { x: textX, y, size, bold, parent: cell });
          else
            this.artifact(() =>
              this.doc
                .font('bold')
                .fontSize(size)
                .fillColor(BLACK)
                .text(line, textX, A4[1] - y, { lineBreak: false, baseline: 'alphabetic' }),
            );
        });
        x += column.width;
      });
      this.y -= height;
      this.rule();
    };
    const header = columns.map((column) => column.title);
    this.rule();
    draw(header, true, 'TH');
    rows.forEach((row, index) => draw(row, options.boldLastRow === true && index === rows.length - 1, 'TD'));
  }

  /** Ends the document and collects pdfkit's stream into one buffer. */
  save(): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A plain Uint8Array, as pdf.js and the other readers of the bytes expect (not a Buffer).
      this.doc.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
      });
      this.doc.on('error', reject);
      this.doc.end();
    });
  }
}
