// The stylesheets' ambient module declaration travels with this file to every package that follows
// it (the operator API's brand checker, the test stack); an import cannot carry an ambient one.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./fontsource-css.d.ts" />
import type { Brand } from '@resident/contract';

export type BrandFont = NonNullable<NonNullable<Brand['theme']>['fontFamily']>;

/** The contract's BRAND_FONTS, repeated here because zod must stay out of the bundle (a test compares). */
export const BRAND_FONTS: readonly BrandFont[] = ['system', 'pt-sans'];

/** System fonts only: no web font request on the first load (design.md §4 budgets). */
export const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const FAMILIES: Record<BrandFont, string | undefined> = { system: undefined, 'pt-sans': "'PT Sans'" };

// Regular and bold faces: the portal draws no other weights (antd's 600 falls to 700).
// Each @fontsource stylesheet declares its Cyrillic and Latin files by unicode-range, so a page
// downloads only what its text needs, from the portal's own origin.
const LOADERS: Record<Exclude<BrandFont, 'system'>, () => Promise<unknown>> = {
  'pt-sans': () => Promise.all([import('@fontsource/pt-sans/400.css'), import('@fontsource/pt-sans/700.css')]),
};

/** The CSS font stack of a brand: its font first, the system fonts behind it while it loads. */
export function fontStack(font?: BrandFont): string {
  const family = font ? FAMILIES[font] : undefined;
  return family ? `${family}, ${FONT_FAMILY}` : FONT_FAMILY;
}

/**
 * Loads the brand's font stylesheet (a lazy chunk: the default brand never pays for it). Text
 * shows in the system font meanwhile (font-display: swap), so it never holds up the first paint.
 */
export async function loadBrandFont(font?: BrandFont): Promise<void> {
  if (!font || font === 'system') return;
  await LOADERS[font]();
}
