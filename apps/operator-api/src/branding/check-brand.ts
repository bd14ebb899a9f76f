import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AA_TEXT_CONTRAST, contrastRatio } from '@resident/branding/contrast';
import { BrandSchema } from '@resident/contract';
import type { Brand } from '@resident/contract';
import { checkAssetBytes } from './brand-asset-file.ts';
import type { BrandAssetType } from './brand-asset-file.ts';
import { problemsOf } from './brand-issues.ts';
import type { BrandProblem } from './brand-issues.ts';

/** Where the operator API serves the logo and favicon files that sit beside a brand file. */
export const BRAND_ASSETS_PATH = '/api/brand';

/** A logo or favicon file of the brand, served by the operator API. */
export interface BrandAsset {
  file: string;
  type: BrandAssetType;
}

export type BrandCheck =
  | { ok: true; brand: Brand; assets: ReadonlyMap<string, BrandAsset> }
  | { ok: false; problems: BrandProblem[] };

const E164 = /^\+[1-9]\d{7,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASSET_FILE = /^[\w.-]+\.(svg|png)$/i;
const isUrl = (value: string) => /^\/(?!\/)/.test(value) || /^https:\/\//.test(value);

const ratio = (value: number) => value.toFixed(2).replace('.', ',');

/** A string at a dotted path of the raw JSON, or undefined (the schema reports wrong shapes). */
function textAt(json: unknown, path: string): string | undefined {
  let value: unknown = json;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : undefined;
}

// Each of these colours may draw text on white (buttons carry white text on the primary).
const TEXT_COLOURS = [
  ['colorPrimary', 'с белым текстом кнопок'],
  ['colorLink', 'ссылок на белом фоне'],
  ['colorSuccess', 'на белом фоне'],
  ['colorWarning', 'на белом фоне'],
  ['colorError', 'на белом фоне'],
] as const;

function themeProblems(json: unknown): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const [key, where] of TEXT_COLOURS) {
    const colour = textAt(json, `theme.${key}`);
    if (!colour || !/^#[0-9a-f]{6}$/i.test(colour)) continue;
    const contrast = contrastRatio(colour, '#ffffff');
    if (contrast >= AA_TEXT_CONTRAST) continue;
    problems.push({
      path: `theme.${key}`,
      message: `цвет ${colour} даёт ${where} контраст ${ratio(contrast)}:1, нужно не меньше 4,5:1 — возьмите цвет темнее`,
    });
  }
  return problems;
}

function contactProblems(json: unknown): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const phone = textAt(json, 'contacts.supportPhone');
  if (phone !== undefined && !E164.test(phone)) {
    problems.push({ path: 'contacts.supportPhone', message: `«${phone}» — не номер в формате E.164; пишите так: +78001234567` });
  }
  const email = textAt(json, 'contacts.supportEmail');
  if (email !== undefined && !EMAIL.test(email)) {
    problems.push({ path: 'contacts.supportEmail', message: `«${email}» — не адрес электронной почты` });
  }
  return problems;
}

const ASSET_FIELDS = ['assets.favicon', 'assets.logo.full', 'assets.logo.small'] as const;

/**
 * Checks the brand's logo and favicon files (named relative to the brand file) and answers the
 * addresses the operator API serves them at; a '/…' or 'https://…' address is the operator's own
 * and is kept as given.
 */
function checkAssets(json: unknown, dir: string, problems: BrandProblem[]): { urls: Map<string, string>; assets: Map<string, BrandAsset> } {
  const urls = new Map<string, string>();
  const assets = new Map<string, BrandAsset>();
  for (const field of ASSET_FIELDS) {
    const value = textAt(json, field);
    if (!value || isUrl(value)) continue;
    if (!ASSET_FILE.test(value)) {
      problems.push({ path: field, message: `«${value}» — укажите имя файла .svg или .png рядом с файлом бренда либо адрес https://…` });
      continue;
    }
    const file = path.join(dir, value);
    if (!existsSync(file)) {
      problems.push({ path: field, message: `файл ${value} не найден рядом с файлом бренда` });
      continue;
    }
    const bytes = readFileSync(file);
    const check = checkAssetBytes(bytes);
    if (!check.ok) {
      problems.push({ path: field, message: `${value}: ${check.problem}` });
      continue;
    }
    assets.set(value, { file, type: check.type });
    // The version makes the address change with the file, so browsers may cache it for good.
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    urls.set(field, `${BRAND_ASSETS_PATH}/${value}?v=${version}`);
  }
  return { urls, assets };
}

/** Checks a brand as parsed JSON, reporting every problem at once; `dir` holds its logo files. */
export function checkBrand(json: unknown, dir: string): BrandCheck {
  const parsed = BrandSchema.safeParse(json);
  const problems = parsed.success ? [] : problemsOf(parsed.error, json);
  problems.push(...themeProblems(json), ...contactProblems(json));
  const { urls, assets } = checkAssets(json, dir, problems);
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  const brand = structuredClone(parsed.data);
  brand.assets.favicon = urls.get('assets.favicon') ?? brand.assets.favicon;
  brand.assets.logo.full = urls.get('assets.logo.full') ?? brand.assets.logo.full;
  brand.assets.logo.small = urls.get('assets.logo.small') ?? brand.assets.logo.small;
  return { ok: true, brand, assets };
}

/** Reads and checks an operator's brand file. */
export function checkBrandFile(file: string): BrandCheck {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'файл не найден' : `это не JSON: ${(error as Error).message}`;
    return { ok: false, problems: [{ path: '(весь файл)', message: reason }] };
  }
  return checkBrand(json, path.dirname(file));
}
