import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@resident/contract';
import { brandTheme } from './brand-theme.ts';
import { brandColourPairs, LAYOUT_BACKGROUND, navActiveBackground } from './colour-pairs.ts';
import { AA_TEXT_CONTRAST, contrastRatio, mix, tint } from './contrast.ts';

const brandsDir = path.resolve(import.meta.dirname, '../../../../tooling/brands');
const exampleBrand = (name: string) =>
  JSON.parse(readFileSync(path.join(brandsDir, name, 'brand.json'), 'utf8')) as Brand;

const pairAt = (brand: Pick<Brand, 'theme'>, where: string) =>
  brandColourPairs(brand).find((pair) => pair.where === where);

describe('brandColourPairs', () => {
  it.each(['prikamye', 'yugra'])('%s: every pair the theme derives reads at 4.5:1', (name) => {
    const low = brandColourPairs(exampleBrand(name))
      .map((pair) => ({ ...pair, contrast: contrastRatio(pair.foreground, pair.background) }))
      .filter((pair) => pair.contrast < AA_TEXT_CONTRAST);
    expect(low).toEqual([]);
  });

  // The pairs' backgrounds are what antd derives from the same theme: if brandTheme stopped
  // setting the selected items' tint, antd's own (#8f999c under ЭкoПрикамье's #0b3d5c, 3.92:1) would
  // be drawn and these would fail rather than the checker passing a colour it no longer measures.
  it.each(['#0b3d5c', '#00838f', '#1890ff', '#8e24aa'])(
    'measures on the backgrounds antd derives for %s',
    (colorPrimary) => {
      const brand = { theme: { colorPrimary } };
      const token = antdTheme.getDesignToken(brandTheme(brand));
      expect(pairAt(brand, 'выбранный пункт меню и списка')?.background).toBe(token.controlItemBgActive);
      expect(pairAt(brand, 'выбранный пункт выпадающего меню под указателем')?.background).toBe(
        token.controlItemBgActiveHover,
      );
      expect(pairAt(brand, 'ссылка на сером фоне страницы')?.background).toBe(token.colorBgLayout);
      expect(LAYOUT_BACKGROUND).toBe(token.colorBgLayout);
      expect(pairAt(brand, 'ссылка в информационном сообщении')?.background).toBe(token.colorInfoBg);
      expect(pairAt(brand, 'ссылка на белом фоне')?.foreground).toBe(token.colorLink);
      expect(pairAt(brand, 'текст ошибки на белом фоне')?.foreground).toBe(token.colorError);
    },
  );

  it('mixes the side navigation’s and the pressed button’s shades as CSS color-mix does', () => {
    // color-mix(in srgb, #0b3d5c 10%, #ffffff): 11·0.1 + 255·0.9 = 230.6 → e7, 61 → ec, 92 → ef.
    expect(navActiveBackground('#0b3d5c')).toBe('#e7ecef');
    expect(tint('#0b3d5c', 0.9)).toBe(mix('#0b3d5c', '#ffffff', 0.1));
    expect(mix('#0b3d5c', '#000000', 0.8)).toBe('#09314a');
  });

  it('names the field each pair comes from: a link colour of its own, else the primary', () => {
    expect(pairAt({ theme: { colorPrimary: '#0b3d5c', colorLink: '#006064' } }, 'ссылка на белом фоне')?.field).toBe(
      'theme.colorLink',
    );
    expect(pairAt({ theme: { colorPrimary: '#0b3d5c' } }, 'выбранный пункт боковой навигации')?.field).toBe(
      'theme.colorPrimary',
    );
  });
});
