import defaultBrand from '@resident/branding/default-brand.json' with { type: 'json' };
import { BrandSchema } from '@resident/contract';
import type { Brand } from '@resident/contract';
import { checkBrandFile } from './check-brand.ts';
import type { BrandAsset } from './check-brand.ts';
import { formatBrandReport } from './brand-issues.ts';

export interface LoadedBrand {
  brand: Brand;
  /** The logo and favicon files beside the brand file, served at /api/brand/. */
  assets: ReadonlyMap<string, BrandAsset>;
}

/**
 * The brand the branding call serves: the default regional operator, or an operator's own JSON
 * file. Checked here with the brand checker's rules, so a broken brand stops the server at
 * startup with the checker's report, not a resident's page load.
 */
export function loadBrand(file?: string): LoadedBrand {
  if (!file) return { brand: BrandSchema.parse(defaultBrand), assets: new Map() };
  const check = checkBrandFile(file);
  if (!check.ok)
    throw new Error(
      `файл бренда не прошёл проверку (pnpm brand check ${file}):\n${formatBrandReport(file, check.problems)}`,
    );
  return { brand: check.brand, assets: check.assets };
}
