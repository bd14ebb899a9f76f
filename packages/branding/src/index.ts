export type { Brand } from '@resident/contract';
export { defaultBrand } from './default-brand.ts';
export { parseBrand } from './lib/parse-brand.ts';
export { brandStamp } from './lib/brand-stamp.ts';
export { brandTheme, BORDER_RADIUS, DEFAULT_PRIMARY_COLOR, FONT_FAMILY } from './lib/brand-theme.ts';
export { applyBrand, warmBrandLogos } from './lib/apply-brand.ts';
export { loadBrand } from './lib/load-brand.ts';
export { BRAND_FONTS, fontStack, loadBrandFont, type BrandFont } from './lib/brand-fonts.ts';
export { BrandProvider, useBrand, type BrandProviderProps } from './ui/brand-context.tsx';
