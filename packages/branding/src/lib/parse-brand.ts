import type { Brand } from '@resident/contract';
import { isTimeZone } from '@resident/contract/limits';
import { BRAND_FONTS, type BrandFont } from './brand-fonts.ts';

// Hand-written rather than BrandSchema.parse: zod would add 25.5 KB gzip to the /login first load
// (design.md §4) where this check costs 1 KB. parse-brand.test.ts checks that both agree.

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type Fields = Record<string, unknown>;

const EXPECTED = {
  object: 'объект',
  text: 'строка',
  nonEmpty: 'непустая строка',
  color: 'цвет в формате #rrggbb',
} as const;

type Expected = keyof typeof EXPECTED;

/** Collects every invalid field in one pass, so the operator fixes their brand file at once. */
function createReader() {
  const problems: string[] = [];

  function object(value: unknown, path: string): Fields | undefined {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Fields;
    problems.push(`${path} — ожидается ${EXPECTED.object}`);
    return undefined;
  }

  function field(parent: Fields | undefined, path: string, key: string, expected: Exclude<Expected, 'object'>): string {
    // A missing parent is already reported; its children would only add noise.
    if (!parent) return '';
    const value = parent[key];
    const valid =
      typeof value === 'string' &&
      (expected === 'text' ||
        (expected === 'nonEmpty' && value.length > 0) ||
        (expected === 'color' && HEX_COLOR.test(value)));
    if (!valid) {
      problems.push(`${path}.${key} — ожидается ${EXPECTED[expected]}`);
      return '';
    }
    return value;
  }

  function child(parent: Fields | undefined, path: string, key: string): Fields | undefined {
    return parent ? object(parent[key], `${path}.${key}`) : undefined;
  }

  return { problems, object, field, child };
}

/**
 * Validates a brand from the operator API (spec §3 "Branding config") and returns a copy with only
 * the fields the portal draws: the payee requisites are the operator API's (receipts, the payment
 * QR) and are left out, so their check costs nothing on the first load. Throws an Error with a
 * Russian message that names every invalid field.
 */
export function parseBrand(input: unknown): Brand {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new Error('Некорректные настройки оформления: ожидается объект с полями company, meta и assets');
  }
  const { problems, object, field, child } = createReader();
  const root = input as Fields;

  const company = object(root.company, 'company');
  const meta = object(root.meta, 'meta');
  const assets = object(root.assets, 'assets');
  const logo = child(assets, 'assets', 'logo');

  const brand: Brand = {
    company: {
      name: field(company, 'company', 'name', 'nonEmpty'),
      shortName: field(company, 'company', 'shortName', 'nonEmpty'),
    },
    meta: {
      title: field(meta, 'meta', 'title', 'nonEmpty'),
      description: field(meta, 'meta', 'description', 'text'),
      keywords: field(meta, 'meta', 'keywords', 'text'),
    },
    assets: {
      favicon: field(assets, 'assets', 'favicon', 'nonEmpty'),
      logo: {
        full: field(logo, 'assets.logo', 'full', 'nonEmpty'),
        small: field(logo, 'assets.logo', 'small', 'nonEmpty'),
        alt: field(logo, 'assets.logo', 'alt', 'nonEmpty'),
      },
    },
  };

  if (root.theme !== undefined) {
    const theme = object(root.theme, 'theme');
    brand.theme = { colorPrimary: field(theme, 'theme', 'colorPrimary', 'color') };
    for (const key of ['colorLink', 'colorSuccess', 'colorWarning', 'colorError'] as const) {
      if (theme?.[key] !== undefined) brand.theme[key] = field(theme, 'theme', key, 'color');
    }
    const radius = theme?.borderRadius;
    const font = theme?.fontFamily;
    if (radius !== undefined) {
      if (Number.isInteger(radius) && Number(radius) >= 0 && Number(radius) <= 16)
        brand.theme.borderRadius = Number(radius);
      else problems.push('theme.borderRadius — ожидается целое число от 0 до 16');
    }
    if (font !== undefined) {
      if (BRAND_FONTS.includes(font as BrandFont)) brand.theme.fontFamily = font as BrandFont;
      else problems.push('theme.fontFamily — ожидается system или pt-sans');
    }
  }
  if (root.timeZone !== undefined) {
    if (typeof root.timeZone === 'string' && isTimeZone(root.timeZone)) brand.timeZone = root.timeZone;
    else problems.push('timeZone — ожидается часовой пояс IANA, например Europe/Moscow');
  }
  if (root.contacts !== undefined) {
    const contacts = object(root.contacts, 'contacts');
    brand.contacts = {
      supportPhone: field(contacts, 'contacts', 'supportPhone', 'text'),
      supportEmail: field(contacts, 'contacts', 'supportEmail', 'text'),
    };
  }

  if (problems.length > 0) {
    throw new Error(`Некорректные настройки оформления: ${problems.join('; ')}`);
  }
  return brand;
}
