import { BrandSchema } from '@resident/contract';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../default-brand.ts';
import { BRAND_FONTS } from './brand-fonts.ts';
import { parseBrand } from './parse-brand.ts';

const valid = {
  company: { name: 'АО «Экология края»', shortName: 'Экология края' },
  meta: { title: 'Кабинет жителя', description: '', keywords: '' },
  assets: { favicon: '/brand/favicon.svg', logo: { full: '/brand/logo.svg', small: '/brand/s.svg', alt: 'Логотип' } },
};

function messageOf(input: unknown): string {
  try {
    parseBrand(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('parseBrand accepted an invalid brand');
}

describe('parseBrand', () => {
  it('accepts the default brand as it is, without the payee requisites only the operator API uses', () => {
    const { requisites: _requisites, ...drawn } = defaultBrand;
    expect(parseBrand(defaultBrand)).toEqual(drawn);
    expect(parseBrand({ ...valid, requisites: { inn: 'нет' } })).not.toHaveProperty('requisites');
  });

  it('accepts a brand without the optional theme and contacts', () => {
    const brand = parseBrand(valid);
    expect(brand).toEqual(valid);
    expect(brand).not.toHaveProperty('theme');
    expect(brand).not.toHaveProperty('contacts');
  });

  it('returns only the known fields', () => {
    const brand = parseBrand({ ...valid, extra: 1, company: { ...valid.company, inn: '1234567894' } });
    expect(brand).not.toHaveProperty('extra');
    expect(brand.company).toEqual(valid.company);
  });

  it('keeps the region time zone and names one the runtime does not know', () => {
    expect(parseBrand({ ...valid, timeZone: 'Asia/Yekaterinburg' }).timeZone).toBe('Asia/Yekaterinburg');
    expect(messageOf({ ...valid, timeZone: 'Europe/Perm' })).toBe(
      'Некорректные настройки оформления: timeZone — ожидается часовой пояс IANA, например Europe/Moscow',
    );
    expect(() => BrandSchema.parse({ ...valid, timeZone: 'Europe/Perm' })).toThrow(/часовой пояс IANA/);
  });

  it('rejects what is not an object with a Russian message', () => {
    for (const input of [null, undefined, 'brand', 42, []]) {
      expect(messageOf(input)).toBe(
        'Некорректные настройки оформления: ожидается объект с полями company, meta и assets',
      );
    }
  });

  it('names every invalid field in one message', () => {
    const message = messageOf({
      ...valid,
      company: { name: '', shortName: 'Ок' },
      assets: { ...valid.assets, logo: { ...valid.assets.logo, alt: 5 } },
      theme: { colorPrimary: 'green' },
    });
    expect(message).toBe(
      'Некорректные настройки оформления: company.name — ожидается непустая строка; ' +
        'assets.logo.alt — ожидается непустая строка; theme.colorPrimary — ожидается цвет в формате #rrggbb',
    );
  });

  it('reports a missing section once, not each of its fields', () => {
    const { meta: _meta, ...withoutMeta } = valid;
    expect(messageOf(withoutMeta)).toBe('Некорректные настройки оформления: meta — ожидается объект');
  });

  it('rejects a null optional section and a wrong contacts type', () => {
    expect(messageOf({ ...valid, theme: null })).toContain('theme — ожидается объект');
    expect(messageOf({ ...valid, contacts: { supportPhone: 8800, supportEmail: '' } })).toContain(
      'contacts.supportPhone — ожидается строка',
    );
  });

  it('knows the same fonts as the contract', () => {
    expect(BRAND_FONTS).toEqual(BrandSchema.shape.theme.unwrap().shape.fontFamily.unwrap().options);
  });

  // The contract's zod schema is the source of truth; the hand-written check must agree with it.
  it.each([
    ['valid', valid],
    ['default', defaultBrand],
    ['with theme', { ...valid, theme: { colorPrimary: '#00AA11' } }],
    ['short hex', { ...valid, theme: { colorPrimary: '#0a1' } }],
    [
      'full theme',
      {
        ...valid,
        theme: {
          colorPrimary: '#0b3d5c',
          colorLink: '#00695c',
          colorSuccess: '#2e7d32',
          colorWarning: '#8a5300',
          colorError: '#b3261e',
          borderRadius: 4,
          fontFamily: 'pt-sans',
        },
      },
    ],
    ['link colour by name', { ...valid, theme: { colorPrimary: '#0b3d5c', colorLink: 'teal' } }],
    ['radius too large', { ...valid, theme: { colorPrimary: '#0b3d5c', borderRadius: 17 } }],
    ['radius fractional', { ...valid, theme: { colorPrimary: '#0b3d5c', borderRadius: 4.5 } }],
    ['radius as text', { ...valid, theme: { colorPrimary: '#0b3d5c', borderRadius: '4' } }],
    ['unknown font', { ...valid, theme: { colorPrimary: '#0b3d5c', fontFamily: 'Comic Sans' } }],
    ['empty title', { ...valid, meta: { ...valid.meta, title: '' } }],
    ['keywords missing', { ...valid, meta: { title: 'x', description: '' } }],
    ['logo missing', { ...valid, assets: { favicon: '/f.svg' } }],
    ['contacts empty strings', { ...valid, contacts: { supportPhone: '', supportEmail: '' } }],
    ['contacts partial', { ...valid, contacts: { supportPhone: '1' } }],
    ['favicon number', { ...valid, assets: { ...valid.assets, favicon: 1 } }],
    ['array company', { ...valid, company: [] }],
  ])('agrees with BrandSchema: %s', (_name, input) => {
    const expected = BrandSchema.omit({ requisites: true }).safeParse(input);
    if (expected.success) {
      expect(parseBrand(input)).toEqual(expected.data);
    } else {
      expect(() => parseBrand(input)).toThrow(/^Некорректные настройки оформления: /);
    }
  });
});
