import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * DejaVu Sans from the npm package `dejavu-fonts-ttf`: TrueType with full Cyrillic and '₽', free
 * to embed. Read once per process; each document embeds only the glyphs it uses (a subset).
 */
const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

let cache: { regular: Uint8Array; bold: Uint8Array } | undefined;

export function documentFonts(): { regular: Uint8Array; bold: Uint8Array } {
  cache ??= {
    regular: readFileSync(join(folder, 'DejaVuSans.ttf')),
    bold: readFileSync(join(folder, 'DejaVuSans-Bold.ttf')),
  };
  return cache;
}

const parsed = new Map<Uint8Array, ReturnType<Fontkit['create']>>();

/**
 * fontkit for pdf-lib, parsing each font file once per process instead of once per document:
 * parsing DejaVu's tables was most of a receipt's time. A parsed font is only read afterwards
 * (layout, and a fresh subset per document), so documents can share it.
 */
export const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
    }
    return font;
  },
};
