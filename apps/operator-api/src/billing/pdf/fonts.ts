import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';

/**
 * DejaVu Sans from the npm package `dejavu-fonts-ttf`: TrueType with full Cyrillic and '₽', free
 * to embed, shipped with the project (nothing is downloaded at build or run time).
 */
const folder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

function parse(file: string): Font {
  const font = fontkit.create(readFileSync(join(folder, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  // fontkit keeps one glyph object per glyph for the font's life, with the characters it was first
  // met for, and pdfkit writes those into each document's ToUnicode map. A subset asks for the
  // glyphs a composite one is built of with no characters (DejaVu builds Cyrillic 'а' from Latin
  // 'a'), so a later document would lose Latin 'a' from its text. Meeting every character once
  // here, through the public lookup, gives every glyph its characters before any document is made.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

let cache: { regular: Font; bold: Font } | undefined;

/**
 * The fonts parsed once per process through fontkit's public `create`: decoding DejaVu's layout
 * tables was most of a receipt's time when every document parsed the file again. pdfkit (0.20+)
 * takes a parsed font in `registerFont`; each document still keeps its own subset, widths and
 * ToUnicode map, and embeds only the glyphs it uses.
 */
export function documentFonts(): { regular: Font; bold: Font } {
  cache ??= { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  return cache;
}
