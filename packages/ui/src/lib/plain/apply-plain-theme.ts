import type { ThemeConfig } from 'antd';
import { antdButtonTokens, antdTokens } from './antd-tokens.generated.ts';
import { PLAIN_VARIABLES } from './plain-tokens.ts';

/**
 * antd derives hover, active and outline shades from a primary colour with its colour algorithm
 * (@ant-design/colors, about 5 kB gzip more on /login). The plain kit mixes them in CSS instead;
 * for the default brand the exact antd shades from plain-theme.generated.css apply.
 */
export const lighter = (color: string) => `color-mix(in srgb, ${color} 80%, #ffffff)`;
export const darker = (color: string) => `color-mix(in srgb, ${color} 80%, #000000)`;
export const outline = (color: string) => `color-mix(in srgb, ${color} 10%, transparent)`;
const background = (color: string) => `color-mix(in srgb, ${color} 8%, #ffffff)`;
const border = (color: string) => `color-mix(in srgb, ${color} 40%, #ffffff)`;

/** antd's small and large corners for a base radius (antd/es/theme/themes/shared/genRadius.js). */
export function radii(base: number): { sm: number; lg: number } {
  let lg = base;
  if (base >= 16) lg = 16;
  else if (base >= 6) lg = base + 2;
  else if (base >= 5) lg = base + 1;
  let sm = base;
  if (base >= 16) sm = 8;
  else if (base >= 14) sm = 7;
  else if (base >= 8) sm = 6;
  else if (base >= 7) sm = 5;
  else if (base >= 5) sm = 4;
  return { sm, lg };
}

type StatusColour = 'colorError' | 'colorSuccess' | 'colorWarning' | 'colorInfo';

/**
 * The variables a brand's antd theme (`brandTheme(brand)`) sets for the plain components: its
 * primary, link, Button and status colours as antd gets them with shades mixed from them, its
 * corners and its font. Nothing for the
 * default brand, whose exact antd values are the generated defaults.
 */
export function plainThemeVariables(theme: ThemeConfig): Record<string, string> {
  const primary = theme.token?.colorPrimary;
  const button = theme.components?.Button?.colorPrimary ?? primary;
  const link = theme.token?.colorLink ?? button;
  const variables: Record<string, string> = {};
  if (primary && primary !== antdTokens.colorPrimary) {
    variables[PLAIN_VARIABLES.colorPrimary] = primary;
    variables[PLAIN_VARIABLES.colorPrimaryHover] = lighter(primary);
    variables[PLAIN_VARIABLES.controlOutline] = outline(primary);
  }
  if (button && button !== antdButtonTokens.colorPrimary) {
    variables[PLAIN_VARIABLES.buttonColorPrimary] = button;
    variables[PLAIN_VARIABLES.buttonColorPrimaryHover] = theme.components?.Button?.colorPrimaryHover ?? lighter(button);
    variables[PLAIN_VARIABLES.buttonColorPrimaryActive] = darker(button);
  }
  if (link && link !== antdTokens.colorLink) variables[PLAIN_VARIABLES.colorLink] = link;
  for (const key of [
    'colorError',
    'colorSuccess',
    'colorWarning',
    'colorInfo',
  ] as const satisfies readonly StatusColour[]) {
    const colour = theme.token?.[key];
    if (!colour || colour === antdTokens[key]) continue;
    variables[PLAIN_VARIABLES[key]] = colour;
    // The theme's own background and border where it sets them (info), else mixed as antd would.
    variables[PLAIN_VARIABLES[`${key}Bg`]] = theme.token?.[`${key}Bg`] ?? background(colour);
    variables[PLAIN_VARIABLES[`${key}Border`]] = theme.token?.[`${key}Border`] ?? border(colour);
  }
  const radius = theme.token?.borderRadius;
  if (radius !== undefined && radius !== antdTokens.borderRadius) {
    const { sm, lg } = radii(radius);
    variables[PLAIN_VARIABLES.borderRadius] = `${radius}px`;
    variables[PLAIN_VARIABLES.borderRadiusSM] = `${sm}px`;
    variables[PLAIN_VARIABLES.borderRadiusLG] = `${lg}px`;
  }
  const font = theme.token?.fontFamily;
  if (font && font !== antdTokens.fontFamily) variables[PLAIN_VARIABLES.fontFamily] = font;
  return variables;
}

/**
 * Sets the brand's colours on `element` (the document's root at startup), so components drawn
 * without antd match the antd ones in the same brand.
 */
export function applyPlainTheme(theme: ThemeConfig, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(plainThemeVariables(theme))) element.style.setProperty(name, value);
}
