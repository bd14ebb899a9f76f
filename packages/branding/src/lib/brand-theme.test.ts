import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../default-brand.ts';
import { brandTheme, DEFAULT_PRIMARY_COLOR, FONT_FAMILY } from './brand-theme.ts';
import { contrastRatio, tint } from './contrast.ts';

describe('brandTheme', () => {
  it('uses the brand colour as the primary colour', () => {
    expect(brandTheme({ theme: { colorPrimary: '#2e7d32' } }).token?.colorPrimary).toBe('#2e7d32');
  });

  it('falls back to #1890ff (spec §9) without a brand theme', () => {
    expect(DEFAULT_PRIMARY_COLOR).toBe('#1890ff');
    expect(brandTheme({}).token?.colorPrimary).toBe('#1890ff');
    expect(brandTheme().token?.colorPrimary).toBe('#1890ff');
  });

  it('sets the font stack and the border radius', () => {
    const { token } = brandTheme(defaultBrand);
    expect(token?.fontFamily).toMatch(/Roboto.*sans-serif$/);
    expect(token?.borderRadius).toBe(8);
  });

  it.each(['#1890ff', '#ffd400', '#2e7d32', '#8e24aa'])('keeps text in and on %s readable (WCAG AA)', (color) => {
    const theme = brandTheme({ theme: { colorPrimary: color } });
    const link = theme.token?.colorLink ?? '';
    const button = theme.components?.Button?.colorPrimary ?? '';
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(link, tint(color, 0.85))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(button, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Under the pointer too, where antd would lighten the button below AA.
    const hover = theme.components?.Button?.colorPrimaryHover ?? '';
    expect(contrastRatio(hover, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(hover).not.toBe(button);
    expect(theme.components?.Tabs?.itemSelectedColor).toBe(link);
    expect(theme.components?.Menu?.itemSelectedColor).toBe(link);
    expect(contrastRatio(theme.token?.colorError ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('does not fade loading buttons below readable contrast', () => {
    expect(brandTheme(defaultBrand).components?.Button?.opacityLoading).toBe(1);
  });

  it("takes the brand's link, status colours, corners and font, keeping each colour readable on white", () => {
    const { token } = brandTheme({
      theme: {
        colorPrimary: '#0b3d5c',
        colorLink: '#00695c',
        colorSuccess: '#52c41a',
        colorWarning: '#8a5300',
        colorError: '#b3261e',
        borderRadius: 2,
        fontFamily: 'pt-sans',
      },
    });
    expect(token).toMatchObject({
      colorLink: '#00695c',
      colorWarning: '#8a5300',
      colorError: '#b3261e',
      borderRadius: 2,
    });
    // #52c41a is 2:1 on white: darkened along its own hue until text in it reads.
    expect(contrastRatio(token?.colorSuccess ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(token?.fontFamily).toMatch(/^'PT Sans', -apple-system/);
    expect(brandTheme({ theme: { colorPrimary: '#0b3d5c', fontFamily: 'system' } }).token?.fontFamily).toBe(
      FONT_FAMILY,
    );
  });

  it("draws info in the brand's readable colour, not antd's blue (the default brand keeps antd's)", () => {
    for (const primary of ['#0b3d5c', '#00838f']) {
      const theme = brandTheme({ theme: { colorPrimary: primary } });
      expect(theme.token?.colorInfo).toBe(theme.components?.Button?.colorPrimary);
      expect(contrastRatio(theme.token?.colorInfo ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(brandTheme(defaultBrand).token?.colorInfo).toBeUndefined();
  });

  it('leaves a colour that is already readable unchanged', () => {
    expect(brandTheme({ theme: { colorPrimary: '#1b3a1e' } }).token?.colorLink).toBe('#1b3a1e');
  });

  // The example brands of tooling/brands and the default: the walk (pnpm walk) found ЭкоПрикамье's
  // selected side-navigation item at 3.3:1 — antd derives a grey #8f999c «pale» background from a
  // dark primary, and the selected item's text (colorLink) sits on it.
  it.each([
    ['the default brand', { colorPrimary: DEFAULT_PRIMARY_COLOR }],
    ['ЭкоПрикамье', { colorPrimary: '#0b3d5c', colorError: '#b3261e' }],
    ['Югра', { colorPrimary: '#00838f', colorLink: '#006064' }],
    ['a mid-dark brand', { colorPrimary: '#2e7d32' }],
  ])('keeps the selected item of %s readable on its pale background (WCAG AA)', (_name, brandColours) => {
    const token = antdTheme.getDesignToken(brandTheme({ theme: brandColours }));
    expect(contrastRatio(token.colorLink, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorLink, token.controlItemBgActive)).toBeGreaterThanOrEqual(4.5);
  });

  // Radio buttons (the recalculation form's reasons) draw the checked label in the primary colour
  // and a label under the pointer in its hover shade: antd's #1890ff is 3.2:1 on white, #40a9ff 2.4:1.
  it.each(['#1890ff', '#00838f', '#0b3d5c'])(
    'keeps the radio buttons of %s readable, checked and under the pointer',
    (color) => {
      const radio = brandTheme({ theme: { colorPrimary: color } }).components?.Radio;
      expect(contrastRatio(radio?.colorPrimary ?? color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(radio?.colorPrimaryHover ?? '#40a9ff', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(radio?.colorPrimaryActive ?? '#096dd9', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );
});
