import { brandTheme } from '@resident/branding';
import { contrastRatio } from '@resident/branding/contrast';
import { describe, expect, it } from 'vitest';
import { antdPlainTokens } from './antd-token-source.ts';
import { applyPlainTheme, darker, lighter, outline, plainThemeVariables, radii } from './apply-plain-theme.ts';
import { PLAIN_VARIABLES } from './plain-tokens.ts';

const green = brandTheme({ theme: { colorPrimary: '#2e7d32' } });

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
/** What CSS `color-mix(in srgb, a p%, b)` paints, as numbers. */
const mix = (a: string, share: number, b: string): Rgb =>
  rgb(a).map((part, index) => part * share + rgb(b)[index]! * (1 - share)) as Rgb;
const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((part, index) => Math.abs(part - b[index]!)));

describe('plainThemeVariables', () => {
  it("sets nothing for the default brand: the generated defaults are antd's exact values", () => {
    expect(plainThemeVariables(brandTheme())).toEqual({});
  });

  it("gives a brand's primary, link and Button colours exactly as antd gets them", () => {
    const antd = antdPlainTokens(green);
    const variables = plainThemeVariables(green);
    expect(variables[PLAIN_VARIABLES.colorPrimary]).toBe(antd.token.colorPrimary);
    expect(variables[PLAIN_VARIABLES.colorLink]).toBe(antd.token.colorLink);
    expect(variables[PLAIN_VARIABLES.buttonColorPrimary]).toBe(antd.button.colorPrimary);
  });

  it("mixes the hover, active and outline shades in CSS, close to what antd's colour algorithm derives", () => {
    const variables = plainThemeVariables(green);
    const primary = green.token!.colorPrimary!;
    const button = green.components!.Button!.colorPrimary!;
    expect(variables).toMatchObject({
      [PLAIN_VARIABLES.colorPrimaryHover]: lighter(primary),
      [PLAIN_VARIABLES.controlOutline]: outline(primary),
      // The brand theme sets the Button's hover shade itself (readable under the white label).
      [PLAIN_VARIABLES.buttonColorPrimaryHover]: green.components!.Button!.colorPrimaryHover,
      [PLAIN_VARIABLES.buttonColorPrimaryActive]: darker(button),
    });
    // The shades are approximations: each channel within 40 of antd's (out of 255), for this brand and the default one.
    for (const config of [green, brandTheme()]) {
      const antd = antdPlainTokens(config);
      const ownPrimary = config.token!.colorPrimary!;
      const ownButton = config.components!.Button!.colorPrimary!;
      expect(distance(mix(ownPrimary, 0.8, '#ffffff'), rgb(String(antd.token.colorPrimaryHover)))).toBeLessThanOrEqual(
        40,
      );
      expect(antd.button.colorPrimaryHover).toBe(config.components!.Button!.colorPrimaryHover);
      expect(distance(mix(ownButton, 0.8, '#000000'), rgb(String(antd.button.colorPrimaryActive)))).toBeLessThanOrEqual(
        40,
      );
    }
  });
});

describe('a brand beyond its primary colour', () => {
  const full = brandTheme({
    theme: {
      colorPrimary: '#0b3d5c',
      colorLink: '#00695c',
      colorError: '#b3261e',
      colorSuccess: '#2e7d32',
      colorWarning: '#8a5300',
      borderRadius: 4,
      fontFamily: 'pt-sans',
    },
  });

  it('gives the status colours, corners and font exactly as antd gets them', () => {
    const antd = antdPlainTokens(full);
    const variables = plainThemeVariables(full);
    expect(variables).toMatchObject({
      [PLAIN_VARIABLES.colorLink]: antd.token.colorLink,
      [PLAIN_VARIABLES.colorError]: antd.token.colorError,
      [PLAIN_VARIABLES.colorSuccess]: antd.token.colorSuccess,
      [PLAIN_VARIABLES.colorWarning]: antd.token.colorWarning,
      [PLAIN_VARIABLES.fontFamily]: antd.token.fontFamily,
      [PLAIN_VARIABLES.borderRadius]: `${antd.token.borderRadius}px`,
      [PLAIN_VARIABLES.borderRadiusSM]: `${antd.token.borderRadiusSM}px`,
      [PLAIN_VARIABLES.borderRadiusLG]: `${antd.token.borderRadiusLG}px`,
    });
    expect(String(variables[PLAIN_VARIABLES.fontFamily])).toMatch(/^'PT Sans', /);
  });

  it.each(Array.from({ length: 17 }, (_, radius) => radius))(
    'derives the small and large corners of %i px as antd does',
    (radius) => {
      const antd = antdPlainTokens(brandTheme({ theme: { colorPrimary: '#0b3d5c', borderRadius: radius } }));
      expect(radii(radius)).toEqual({ sm: antd.token.borderRadiusSM, lg: antd.token.borderRadiusLG });
    },
  );
});

describe('applyPlainTheme', () => {
  it('sets the variables the plain components read on the element', () => {
    const element = document.createElement('div');
    applyPlainTheme(green, element);
    expect(element.style.getPropertyValue(PLAIN_VARIABLES.colorPrimary)).toBe('#2e7d32');
  });
});

describe('the info colour of a brand', () => {
  // The example brands' primaries (tooling/brands): ЭкоПрикамье's dark blue, Чистая Югра's teal.
  const brands = { prikamye: '#0b3d5c', yugra: '#00838f' } as const;

  it.each(Object.entries(brands))(
    "%s: an info alert's icon is the brand's colour, not antd's blue, at ≥ 3:1 on its background",
    (_, primary) => {
      const theme = brandTheme({ theme: { colorPrimary: primary } });
      const antd = antdPlainTokens(theme).token;
      expect(antd.colorInfo).not.toBe('#1677ff');
      expect(antd.colorInfo).toBe(theme.components!.Button!.colorPrimary);
      // The same background for antd's screens and the plain StatusAlert.
      const variables = plainThemeVariables(theme);
      expect(variables[PLAIN_VARIABLES.colorInfo]).toBe(antd.colorInfo);
      expect(variables[PLAIN_VARIABLES.colorInfoBg]).toBe(antd.colorInfoBg);
      expect(variables[PLAIN_VARIABLES.colorInfoBorder]).toBe(antd.colorInfoBorder);
      expect(contrastRatio(String(antd.colorInfo), String(antd.colorInfoBg))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(String(antd.colorInfo), '#ffffff')).toBeGreaterThanOrEqual(3);
    },
  );
});
