import { readFileSync } from 'node:fs';
import defaultBrand from '@resident/branding/default-brand.json' with { type: 'json' };
import { BrandSchema } from '@resident/contract';
import type { Brand } from '@resident/contract';

/**
 * The brand the branding call serves: the default regional operator, or an operator's own JSON
 * file. Validated here so a broken brand stops the server at startup, not a resident's page load.
 */
export function loadBrand(file?: string): Brand {
  if (!file) return BrandSchema.parse(defaultBrand);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`BRAND_FILE ${file} is not readable JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = BrandSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`BRAND_FILE ${file} does not match the brand schema: ${problems.join('; ')}`);
  }
  return parsed.data;
}
