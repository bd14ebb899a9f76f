import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaultBrand from '@resident/branding/default-brand.json' with { type: 'json' };
import { BRAND_ASSET_MAX_BYTES } from './brand-asset-file.ts';
import { formatBrandReport } from './brand-issues.ts';
import { checkBrand, checkBrandFile } from './check-brand.ts';
import type { BrandCheck } from './check-brand.ts';

const brandsDir = path.resolve(import.meta.dirname, '../../../../tooling/brands');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'brand-check-'));
  writeFileSync(path.join(dir, 'logo.svg'), SVG);
  writeFileSync(path.join(dir, 'icon.png'), PNG);
  writeFileSync(path.join(dir, 'text.svg'), 'просто текст, не картинка');
  writeFileSync(path.join(dir, 'jpeg.png'), Buffer.from('ffd8ffe000104a464946', 'hex'));
  writeFileSync(path.join(dir, 'huge.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(BRAND_ASSET_MAX_BYTES)}</desc></svg>`);
  writeFileSync(path.join(dir, 'script.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  mkdirSync(path.join(dir, 'broken'));
  writeFileSync(path.join(dir, 'broken', 'brand.json'), '{ "company": ');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const valid = () => ({
  company: { name: 'ООО «Эко»', shortName: 'Эко' },
  meta: { title: 'Личный кабинет — Эко', description: '', keywords: '' },
  assets: { favicon: 'icon.png', logo: { full: 'logo.svg', small: 'logo.svg', alt: 'Эко — логотип' } },
  theme: { colorPrimary: '#0b3d5c' },
  contacts: { supportPhone: '+78001234567', supportEmail: 'help@eco.example' },
});

function problemsOf(check: BrandCheck) {
  return check.ok ? [] : check.problems;
}

describe('the brand checker', () => {
  it('passes a valid brand and points its files at the operator API with a content version', () => {
    const check = checkBrand(valid(), dir);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.brand.assets.favicon).toMatch(/^\/api\/brand\/icon\.png\?v=[0-9a-f]{10}$/);
    expect(check.brand.assets.logo.full).toMatch(/^\/api\/brand\/logo\.svg\?v=/);
    expect([...check.assets.keys()].sort()).toEqual(['icon.png', 'logo.svg']);
    expect(check.assets.get('icon.png')?.type).toBe('image/png');
  });

  it('passes both example brands and the default one', () => {
    for (const name of ['prikamye', 'yugra']) expect(problemsOf(checkBrandFile(path.join(brandsDir, name, 'brand.json')))).toEqual([]);
    expect(problemsOf(checkBrand(defaultBrand, dir))).toEqual([]);
  });

  it.each([
    ['a missing field', (b: ReturnType<typeof valid>) => Reflect.deleteProperty(b.company, 'shortName'), 'company.shortName', 'нет обязательного поля'],
    ['an empty field', (b: ReturnType<typeof valid>) => (b.meta.title = ''), 'meta.title', 'не может быть пустым'],
    ['a field of the wrong type', (b: ReturnType<typeof valid>) => Object.assign(b, { meta: 'Эко' }), 'meta', 'ожидается объект'],
    [
      'a primary colour too light for white button text',
      (b: ReturnType<typeof valid>) => (b.theme.colorPrimary = '#1890ff'),
      'theme.colorPrimary',
      'цвет #1890ff даёт с белым текстом кнопок контраст 3,24:1, нужно не меньше 4,5:1 — возьмите цвет темнее',
    ],
    [
      'a link colour too light to read on white',
      (b: ReturnType<typeof valid>) => Object.assign(b.theme, { colorLink: '#52c41a' }),
      'theme.colorLink',
      'цвет #52c41a даёт ссылок на белом фоне контраст 2,27:1, нужно не меньше 4,5:1 — возьмите цвет темнее',
    ],
    [
      'a corner radius out of range',
      (b: ReturnType<typeof valid>) => Object.assign(b.theme, { borderRadius: 40 }),
      'theme.borderRadius',
      'ожидается число не больше 16',
    ],
    [
      'a font that is not bundled',
      (b: ReturnType<typeof valid>) => Object.assign(b.theme, { fontFamily: 'Comic Sans' }),
      'theme.fontFamily',
      'ожидается одно из: system, pt-sans',
    ],
    [
      'a phone not in E.164',
      (b: ReturnType<typeof valid>) => (b.contacts.supportPhone = '8 (800) 123-45-67'),
      'contacts.supportPhone',
      '«8 (800) 123-45-67» — не номер в формате E.164; пишите так: +78001234567',
    ],
    ['an email that is not one', (b: ReturnType<typeof valid>) => (b.contacts.supportEmail = 'help'), 'contacts.supportEmail', '«help» — не адрес электронной почты'],
    ['a logo that is not an image', (b: ReturnType<typeof valid>) => (b.assets.logo.full = 'text.svg'), 'assets.logo.full', 'text.svg: не является ни SVG, ни PNG'],
    ['a JPEG named .png', (b: ReturnType<typeof valid>) => (b.assets.favicon = 'jpeg.png'), 'assets.favicon', 'jpeg.png: не является ни SVG, ни PNG'],
    [
      'a logo that is too large',
      (b: ReturnType<typeof valid>) => (b.assets.logo.small = 'huge.svg'),
      'assets.logo.small',
      'huge.svg: файл слишком большой: 101 КБ, можно не больше 100 КБ',
    ],
    [
      'an SVG with a script',
      (b: ReturnType<typeof valid>) => (b.assets.logo.full = 'script.svg'),
      'assets.logo.full',
      'script.svg: SVG содержит скрипт или обработчик событий — уберите их',
    ],
    ['a missing file', (b: ReturnType<typeof valid>) => (b.assets.favicon = 'nope.svg'), 'assets.favicon', 'файл nope.svg не найден рядом с файлом бренда'],
    [
      'a path outside the brand folder',
      (b: ReturnType<typeof valid>) => (b.assets.favicon = '../logo.svg'),
      'assets.favicon',
      '«../logo.svg» — укажите имя файла .svg или .png рядом с файлом бренда либо адрес https://…',
    ],
  ])('reports %s in Russian with where it is', (_name, spoil, where, message) => {
    const brand = valid();
    spoil(brand);
    expect(problemsOf(checkBrand(brand, dir))).toEqual([{ path: where, message }]);
  });

  it('reports every problem at once, and a file that is not JSON', () => {
    const brand = valid();
    brand.company.name = '';
    brand.theme.colorPrimary = '#f2b705';
    brand.assets.favicon = 'text.svg';
    expect(problemsOf(checkBrand(brand, dir)).map((problem) => problem.path)).toEqual(['company.name', 'theme.colorPrimary', 'assets.favicon']);
    expect(problemsOf(checkBrandFile(path.join(dir, 'broken', 'brand.json')))).toEqual([
      { path: '(весь файл)', message: expect.stringMatching(/^это не JSON: /) },
    ]);
    expect(problemsOf(checkBrandFile(path.join(dir, 'absent.json')))).toEqual([{ path: '(весь файл)', message: 'файл не найден' }]);
  });

  it('formats the report the CLI and the operator API print', () => {
    expect(formatBrandReport('brand.json', [{ path: 'meta.title', message: 'не может быть пустым' }])).toBe(
      'Бренд brand.json: ошибок — 1\n  • meta.title — не может быть пустым\n',
    );
    expect(readFileSync(path.join(brandsDir, 'yugra', 'favicon.png')).subarray(1, 4).toString()).toBe('PNG');
  });
});
