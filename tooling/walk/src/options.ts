import { parseArgs } from 'node:util';
import type { Viewport } from './walk-brand.ts';

export const ALL_BRANDS = ['default', 'prikamye', 'yugra'] as const;
export const ALL_VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

export interface WalkOptions {
  brands: string[];
  viewports: Viewport[];
  out: string;
  build: boolean;
  /** Only the screens whose label or file name this matches. */
  only?: RegExp;
}

/** `pnpm walk [--brand yugra] [--width 390] [--only billing] [--out /tmp/walk] [--no-build]`. */
export function parseOptions(argv: readonly string[]): WalkOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      brand: { type: 'string', multiple: true },
      width: { type: 'string', multiple: true },
      only: { type: 'string' },
      out: { type: 'string', default: '/tmp/walk' },
      'no-build': { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const brands = values.brand ?? [...ALL_BRANDS];
  const unknownBrand = brands.find((brand) => !(ALL_BRANDS as readonly string[]).includes(brand));
  if (unknownBrand) throw new Error(`Unknown brand «${unknownBrand}»: one of ${ALL_BRANDS.join(', ')}`);
  const widths = (values.width ?? []).map(Number);
  const viewports =
    widths.length === 0 ? [...ALL_VIEWPORTS] : ALL_VIEWPORTS.filter(({ width }) => widths.includes(width));
  if (viewports.length !== Math.max(widths.length, viewports.length) || viewports.length === 0) {
    throw new Error(`Unknown width: one of ${ALL_VIEWPORTS.map(({ width }) => width).join(', ')}`);
  }
  return {
    brands,
    viewports,
    out: values.out,
    build: !values['no-build'],
    ...(values.only ? { only: new RegExp(values.only) } : {}),
  };
}
