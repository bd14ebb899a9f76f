import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidPhoneNumber, validatePhoneNumberLength } from 'libphonenumber-js/max';
import { brandColourPairs } from '@resident/branding/colour-pairs';
import type { ColourPair } from '@resident/branding/colour-pairs';
import { AA_TEXT_CONTRAST, contrastRatio } from '@resident/branding/contrast';
import { BrandSchema } from '@resident/contract';
import type { Brand } from '@resident/contract';
import { checkAssetBytes } from './brand-asset-file.ts';
import type { BrandAssetType } from './brand-asset-file.ts';
import { problemsOf } from './brand-issues.ts';
import type { BrandProblem } from './brand-issues.ts';
import { parseJson } from './json-syntax.ts';
import { requisitesProblems } from './payee-requisites.ts';
import { unknownKeyProblems } from './unknown-keys.ts';

/** Where the operator API serves the logo and favicon files that sit beside a brand file. */
export const BRAND_ASSETS_PATH = '/api/brand';

/** A logo or favicon file of the brand, served by the operator API. */
export interface BrandAsset {
  file: string;
  type: BrandAssetType;
}

export type BrandCheck =
  { ok: true; brand: Brand; assets: ReadonlyMap<string, BrandAsset> } | { ok: false; problems: BrandProblem[] };

const E164 = /^\+[1-9]\d{1,14}$/;
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

const HEX = /^#[0-9a-f]{6}$/i;

function themeProblems(json: unknown): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const [key, where] of TEXT_COLOURS) {
    const colour = textAt(json, `theme.${key}`);
    if (!colour || !HEX.test(colour)) continue;
    const contrast = contrastRatio(colour, '#ffffff');
    if (contrast >= AA_TEXT_CONTRAST) continue;
    problems.push({
      path: `theme.${key}`,
      message: `цвет ${colour} даёт ${where} контраст ${ratio(contrast)}:1, нужно не меньше 4,5:1 — возьмите цвет темнее`,
    });
  }
  return [...problems, ...derivedPairProblems(json, new Set(problems.map((problem) => problem.path)))];
}

/**
 * The pairs the portal's theme derives from the brand's colours (selected menu and navigation
 * items, hover shades, links on tinted and grey backgrounds …), measured as residents see them. A
 * field whose own colour is already refused is not reported again.
 */
function derivedPairProblems(json: unknown, reported: ReadonlySet<string>): BrandProblem[] {
  const theme = (json as { theme?: unknown } | null)?.theme;
  if (typeof theme !== 'object' || theme === null) return [];
  const colours = theme as Record<string, unknown>;
  const keys = ['colorPrimary', 'colorLink', 'colorSuccess', 'colorWarning', 'colorError'] as const;
  if (
    typeof colours.colorPrimary !== 'string' ||
    keys.some((key) => colours[key] !== undefined && !(typeof colours[key] === 'string' && HEX.test(colours[key])))
  ) {
    return [];
  }
  return colourPairProblems(brandColourPairs({ theme: theme as NonNullable<Brand['theme']> }), reported);
}

/** The pairs below 4.5:1, each reported at the brand field it comes from. */
export function colourPairProblems(
  pairs: readonly ColourPair[],
  reported: ReadonlySet<string> = new Set(),
): BrandProblem[] {
  const problems: BrandProblem[] = [];
  for (const pair of pairs) {
    const contrast = contrastRatio(pair.foreground, pair.background);
    if (contrast >= AA_TEXT_CONTRAST || reported.has(pair.field)) continue;
    problems.push({
      path: pair.field,
      message: `${pair.where}: ${pair.foreground} на ${pair.background} — контраст ${ratio(contrast)}:1, нужно не меньше 4,5:1 — возьмите цвет темнее`,
    });
  }
  return problems;
}

/** Why a phone in E.164 form cannot be dialled, or undefined when it can. */
function phoneReason(phone: string): string | undefined {
  const length = validatePhoneNumberLength(phone);
  if (length === 'TOO_SHORT') return 'в номере не хватает цифр';
  if (length === 'TOO_LONG') return 'в номере лишние цифры';
  if (length === 'INVALID_COUNTRY') return 'нет страны с таким кодом';
  if (length !== undefined || !isValidPhoneNumber(phone)) return 'такого номера не бывает';
  return undefined;
}

function contactProblems(json: unknown): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const phone = textAt(json, 'contacts.supportPhone');
  if (phone !== undefined && !E164.test(phone)) {
    problems.push({
      path: 'contacts.supportPhone',
      message: `«${phone}» — не номер в формате E.164; пишите так: +78001234567`,
    });
  } else if (phone !== undefined) {
    // The number residents dial (a tel: link): its length is the country's own, not any 8–15 digits.
    const reason = phoneReason(phone);
    if (reason)
      problems.push({
        path: 'contacts.supportPhone',
        message: `«${phone}» — ${reason}; пишите номер целиком, например +78001234567`,
      });
  }
  const email = textAt(json, 'contacts.supportEmail');
  if (email !== undefined && !EMAIL.test(email)) {
    problems.push({ path: 'contacts.supportEmail', message: `«${email}» — не адрес электронной почты` });
  }
  return problems;
}

/**
 * The payee requisites: required here though the contract allows a brand without them, as receipts
 * then lose their payment QR; and their numbers checked beyond their shape.
 */
function payeeProblems(json: unknown): BrandProblem[] {
  if (typeof json !== 'object' || json === null) return [];
  const { requisites } = json as { requisites?: unknown };
  if (requisites === undefined) {
    return [
      {
        path: 'requisites',
        message: 'нет обязательного поля: без реквизитов получателя квитанции печатаются без QR-кода для оплаты',
      },
    ];
  }
  return typeof requisites === 'object' && requisites !== null ? requisitesProblems(requisites) : [];
}

const ASSET_FIELDS = ['assets.favicon', 'assets.logo.full', 'assets.logo.small'] as const;

/**
 * Checks the brand's logo and favicon files (named relative to the brand file) and answers the
 * addresses the operator API serves them at; a '/…' or 'https://…' address is the operator's own
 * and is kept as given.
 */
function checkAssets(
  json: unknown,
  dir: string,
  problems: BrandProblem[],
): { urls: Map<string, string>; assets: Map<string, BrandAsset> } {
  const urls = new Map<string, string>();
  const assets = new Map<string, BrandAsset>();
  for (const field of ASSET_FIELDS) {
    const value = textAt(json, field);
    if (!value || isUrl(value)) continue;
    if (!ASSET_FILE.test(value)) {
      problems.push({
        path: field,
        message: `«${value}» — укажите имя файла .svg или .png рядом с файлом бренда либо адрес https://…`,
      });
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
  problems.push(
    ...unknownKeyProblems(BrandSchema, json),
    ...themeProblems(json),
    ...contactProblems(json),
    ...payeeProblems(json),
  );
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
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'файл не найден' : 'файл не читается';
    return { ok: false, problems: [{ path: '(весь файл)', message: reason }] };
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problems: [{ path: '(весь файл)', message: parsed.problem }] };
  return checkBrand(parsed.json, path.dirname(file));
}
