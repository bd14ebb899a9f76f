import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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
