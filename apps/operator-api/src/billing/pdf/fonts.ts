import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * DejaVu Sans from the npm package `dejavu-fonts-ttf`: TrueType with full Cyrillic and '₽', free
 * to embed, shipped with the project (nothing is downloaded at build or run time). The files are
 * read once per process; pdfkit parses them per document (its glyph cache is the document's own,
 * so one document's Latin 'a' never names another's Cyrillic 'а') and embeds only the glyphs used.
 */
const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let cache: { regular: Buffer; bold: Buffer } | undefined;

export function documentFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(join(folder, 'DejaVuSans.ttf')),
    bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')),
  };
  return cache;
}
