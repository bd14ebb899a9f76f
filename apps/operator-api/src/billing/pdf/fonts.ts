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

type FontkitFont = ReturnType<Fontkit['create']>;

const parsed = new Map<Uint8Array, FontkitFont>();

/**
 * fontkit for pdf-lib, parsing each font file once per process instead of once per document:
 * parsing DejaVu's tables was most of a receipt's time. Each document gets its own view of the
 * parsed font: the tables are shared, but fontkit's glyph cache and layout engine are the view's.
 * A shared glyph cache remembers the character a glyph was first laid out for, and DejaVu draws
 * Latin 'a' and Cyrillic 'а' with one glyph: a receipt after an insurance policy lost letters from
 * its selectable text (found when the server tests first ran in one process).
 */
export const cachingFontkit: Fontkit = {
  create(buffer, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
    }
    // fontkit's own fields (see TTFFont's constructor); the table getters stay bound to the parsed font.
    return Object.assign(Object.create(font) as FontkitFont, { _glyphs: {} });
  },
};
