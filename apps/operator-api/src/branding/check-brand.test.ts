import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaultBrand from '@resident/branding/default-brand.json' with { type: 'json' };
import { BRAND_ASSET_MAX_BYTES } from './brand-asset-file.ts';
import { formatBrandReport } from './brand-issues.ts';
import { checkBrand, checkBrandFile, colourPairProblems } from './check-brand.ts';
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
  writeFileSync(
    path.join(dir, 'huge.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(BRAND_ASSET_MAX_BYTES)}</desc></svg>`,
  );
  writeFileSync(
    path.join(dir, 'script.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
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
  // Real control digits: ИНН by the tax service's weights, both accounts keyed with the БИК.
  requisites: {
    name: 'ООО «Эко»',
    inn: '5902001234',
    kpp: '590201001',
    account: '40702810749770000001',
    bankName: 'ПАО «Демо-банк»',
    bic: '045773999',
    correspondentAccount: '30101810300000000999',
  } as Record<string, string>,
});

type Spoil = (b: ReturnType<typeof valid>) => unknown;
const requisite =
  (field: string, value: string | undefined): Spoil =>
  (b) => {
    if (value === undefined) Reflect.deleteProperty(b.requisites, field);
    else b.requisites[field] = value;
  };

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
    for (const name of ['prikamye', 'yugra'])
      expect(problemsOf(checkBrandFile(path.join(brandsDir, name, 'brand.json')))).toEqual([]);
    expect(problemsOf(checkBrand(defaultBrand, dir))).toEqual([]);
  });

  it.each([
    [
      'a missing field',
      (b) => Reflect.deleteProperty(b.company, 'shortName'),
      'company.shortName',
      'нет обязательного поля',
    ],
    ['an empty field', (b) => (b.meta.title = ''), 'meta.title', 'не может быть пустым'],
    ['a field of the wrong type', (b) => Object.assign(b, { meta: 'Эко' }), 'meta', 'ожидается объект'],
    [
      'a primary colour too light for white button text',
      (b) => (b.theme.colorPrimary = '#1890ff'),
      'theme.colorPrimary',
      'цвет #1890ff даёт с белым текстом кнопок контраст 3,24:1, нужно не меньше 4,5:1 — возьмите цвет темнее',
    ],
    [
      'a link colour too light to read on white',
      (b) => Object.assign(b.theme, { colorLink: '#52c41a' }),
      'theme.colorLink',
      'цвет #52c41a даёт ссылок на белом фоне контраст 2,27:1, нужно не меньше 4,5:1 — возьмите цвет темнее',
    ],
    [
      'a corner radius out of range',
      (b) => Object.assign(b.theme, { borderRadius: 40 }),
      'theme.borderRadius',
      'ожидается число не больше 16',
    ],
    [
      'a font that is not bundled',
      (b) => Object.assign(b.theme, { fontFamily: 'Comic Sans' }),
      'theme.fontFamily',
      'ожидается одно из: system, pt-sans',
    ],
    [
      'a phone not in E.164',
      (b) => (b.contacts.supportPhone = '8 (800) 123-45-67'),
      'contacts.supportPhone',
      '«8 (800) 123-45-67» — не номер в формате E.164; пишите так: +78001234567',
    ],
    [
      'an email that is not one',
      (b) => (b.contacts.supportEmail = 'help'),
      'contacts.supportEmail',
      '«help» — не адрес электронной почты',
    ],
    [
      'a logo that is not an image',
      (b) => (b.assets.logo.full = 'text.svg'),
      'assets.logo.full',
      'text.svg: не является ни SVG, ни PNG',
    ],
    [
      'a JPEG named .png',
      (b) => (b.assets.favicon = 'jpeg.png'),
      'assets.favicon',
      'jpeg.png: не является ни SVG, ни PNG',
    ],
    [
      'a logo that is too large',
      (b) => (b.assets.logo.small = 'huge.svg'),
      'assets.logo.small',
      'huge.svg: файл слишком большой: 101 КБ, можно не больше 100 КБ',
    ],
    [
      'an SVG with a script',
      (b) => (b.assets.logo.full = 'script.svg'),
      'assets.logo.full',
      'script.svg: SVG содержит скрипт или обработчик событий — уберите их',
    ],
    [
      'a missing file',
      (b) => (b.assets.favicon = 'nope.svg'),
      'assets.favicon',
      'файл nope.svg не найден рядом с файлом бренда',
    ],
    [
      'a path outside the brand folder',
      (b) => (b.assets.favicon = '../logo.svg'),
      'assets.favicon',
      '«../logo.svg» — укажите имя файла .svg или .png рядом с файлом бренда либо адрес https://…',
    ],
    // What the checker let through.
    [
      'a typo in a colour’s name',
      (b) => Object.assign(b.theme, { colorLnk: '#0b3d5c' }),
      'theme.colorLnk',
      'неизвестное поле colorLnk — может быть, colorLink?',
    ],
    [
      'a typo deep in the requisites',
      (b) => Object.assign(b.requisites, { bik: '045773999' }),
      'requisites.bik',
      'неизвестное поле bik — может быть, bic?',
    ],
    [
      'a name in the wrong case',
      (b) => Object.assign(b.contacts, { SupportEmail: 'a@b.example' }),
      'contacts.SupportEmail',
      'неизвестное поле SupportEmail — может быть, supportEmail?',
    ],
    [
      'a field nothing is like',
      (b) => Object.assign(b, { payment: {} }),
      'payment',
      'неизвестное поле payment; здесь бывают: company, meta, assets, theme, timeZone, contacts, requisites',
    ],
    [
      'a phone one digit short (+7800123456)',
      (b) => (b.contacts.supportPhone = '+7800123456'),
      'contacts.supportPhone',
      '«+7800123456» — в номере не хватает цифр; пишите номер целиком, например +78001234567',
    ],
    [
      'a phone one digit long',
      (b) => (b.contacts.supportPhone = '+780012345678'),
      'contacts.supportPhone',
      '«+780012345678» — такого номера не бывает; пишите номер целиком, например +78001234567',
    ],
    [
      'a brand without requisites',
      (b) => Reflect.deleteProperty(b, 'requisites'),
      'requisites',
      'нет обязательного поля: без реквизитов получателя квитанции печатаются без QR-кода для оплаты',
    ],
    [
      'ЭкоПрикамье’s old ИНН (5902001236)',
      requisite('inn', '5902001236'),
      'requisites.inn',
      'ИНН 5902001236 не сходится по контрольной цифре — проверьте номер по свидетельству о постановке на учёт',
    ],
    [
      'Чистая Югра’s old ИНН (8601001235)',
      requisite('inn', '8601001235'),
      'requisites.inn',
      'ИНН 8601001235 не сходится по контрольной цифре — проверьте номер по свидетельству о постановке на учёт',
    ],
    [
      'a 12-digit ИНН with a wrong control digit',
      (b) => (requisite('inn', '500100732258')(b), requisite('kpp', undefined)(b)),
      'requisites.inn',
      'ИНН 500100732258 не сходится по контрольной цифре — проверьте номер по свидетельству о постановке на учёт',
    ],
    [
      'an ИНН of 11 digits',
      requisite('inn', '59020012345'),
      'requisites.inn',
      'ИНН — 10 цифр у организации или 12 у индивидуального предпринимателя',
    ],
    [
      'an organisation without КПП',
      requisite('kpp', undefined),
      'requisites.kpp',
      'нет обязательного поля: у юридического лица (ИНН из 10 цифр) есть КПП',
    ],
    [
      'an entrepreneur with a КПП',
      requisite('inn', '500100732259'),
      'requisites.kpp',
      'у индивидуального предпринимателя (ИНН из 12 цифр) нет КПП — уберите поле',
    ],
    [
      'a КПП of 8 digits',
      requisite('kpp', '59020100'),
      'requisites.kpp',
      'КПП — 9 знаков: 4 цифры, 2 цифры или заглавные латинские буквы, 3 цифры',
    ],
    [
      'a БИК outside Russia',
      requisite('bic', '145773999'),
      'requisites.bic',
      'БИК 145773999 — БИК банка в России начинается с 04',
    ],
    [
      'a correspondent account that is not one',
      requisite('correspondentAccount', '40702810300000000999'),
      'requisites.correspondentAccount',
      '40702810300000000999 — корреспондентский счёт банка начинается с 30101',
    ],
    [
      'a correspondent account of another bank',
      requisite('correspondentAccount', '30101810400000000225'),
      'requisites.correspondentAccount',
      'последние три цифры корреспондентского счёта (225) не совпадают с последними тремя цифрами БИК 045773999 — проверьте счёт и БИК',
    ],
    [
      'the examples’ old correspondent account (its key made with no БИК)',
      requisite('correspondentAccount', '30101810900000000999'),
      'requisites.correspondentAccount',
      'корреспондентский счёт 30101810900000000999 не сходится по контрольному ключу с БИК 045773999 — проверьте счёт и БИК',
    ],
    [
      'ЭкоПрикамье’s old settlement account',
      requisite('account', '40702810449770000001'),
      'requisites.account',
      'расчётный счёт 40702810449770000001 не сходится по контрольному ключу с БИК 045773999 — проверьте счёт и БИК банка',
    ],
    [
      'a settlement account at another bank (the right key for БИК 044525225, not this one)',
      requisite('account', '40702810938000000001'),
      'requisites.account',
      'расчётный счёт 40702810938000000001 не сходится по контрольному ключу с БИК 045773999 — проверьте счёт и БИК банка',
    ],
    [
      'a dollar account',
      requisite('account', '40702840749770000001'),
      'requisites.account',
      '40702840749770000001 — не рублёвый счёт: 6–8-я цифры рублёвого счёта 810',
    ],
  ] as [string, Spoil, string, string][])('reports %s in Russian with where it is', (_name, spoil, where, message) => {
    const brand = valid();
    spoil(brand);
    expect(problemsOf(checkBrand(brand, dir))).toEqual([{ path: where, message }]);
  });

  it('passes the example brand of packages/branding/README.md (the README agrees with the checker)', () => {
    const readme = readFileSync(path.resolve(brandsDir, '../../packages/branding/README.md'), 'utf8');
    const example = /```json\n([\s\S]*?)\n```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    expect(problemsOf(checkBrand(JSON.parse(example!), dir))).toEqual([]);
  });

  it('passes an individual entrepreneur: a 12-digit ИНН and no КПП', () => {
    const brand = valid();
    requisite('inn', '500100732259')(brand);
    requisite('kpp', undefined)(brand);
    expect(problemsOf(checkBrand(brand, dir))).toEqual([]);
  });

  it('measures the pairs the theme derives, not only the colours the brand names', () => {
    // The issue's example: ЭкоПрикамье's selected side-navigation item as antd once drew it.
    expect(
      colourPairProblems([
        {
          field: 'theme.colorPrimary',
          where: 'выбранный пункт боковой навигации',
          foreground: '#0b3d5c',
          background: '#8f999c',
        },
      ]),
    ).toEqual([
      {
        path: 'theme.colorPrimary',
        message:
          'выбранный пункт боковой навигации: #0b3d5c на #8f999c — контраст 3,92:1, нужно не меньше 4,5:1 — возьмите цвет темнее',
      },
    ]);
  });

  it('reports a JSON syntax error in Russian with its line and column', () => {
    const file = path.join(dir, 'comma.json');
    writeFileSync(file, '{\n  "company": { "name": "Эко", },\n}');
    expect(problemsOf(checkBrandFile(file))).toEqual([
      {
        path: '(весь файл)',
        message:
          'это не JSON: строка 2, столбец 31 — ожидается имя поля в двойных кавычках: после последнего поля или элемента запятая не ставится',
      },
    ]);
    writeFileSync(file, '{ "theme": { "colorPrimary": #0b3d5c } }');
    expect(problemsOf(checkBrandFile(file))[0]?.message).toBe(
      'это не JSON: строка 1, столбец 30 — неожиданный символ: имена полей и строки пишут в двойных кавычках, иные значения — число, true, false, null, объект или список',
    );
  });

  it('reports every problem at once, and a file that is not JSON', () => {
    const brand = valid();
    brand.company.name = '';
    brand.theme.colorPrimary = '#f2b705';
    brand.assets.favicon = 'text.svg';
    expect(problemsOf(checkBrand(brand, dir)).map((problem) => problem.path)).toEqual([
      'company.name',
      'theme.colorPrimary',
      'assets.favicon',
    ]);
    expect(problemsOf(checkBrandFile(path.join(dir, 'broken', 'brand.json')))).toEqual([
      {
        path: '(весь файл)',
        message:
          'это не JSON: строка 1, столбец 14 — файл обрывается: не хватает значения, кавычки или закрывающей скобки',
      },
    ]);
    expect(problemsOf(checkBrandFile(path.join(dir, 'absent.json')))).toEqual([
      { path: '(весь файл)', message: 'файл не найден' },
    ]);
  });

  it('formats the report the CLI and the operator API print', () => {
    expect(formatBrandReport('brand.json', [{ path: 'meta.title', message: 'не может быть пустым' }])).toBe(
      'Бренд brand.json: ошибок — 1\n  • meta.title — не может быть пустым\n',
    );
    expect(
      readFileSync(path.join(brandsDir, 'yugra', 'favicon.png'))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });
});
