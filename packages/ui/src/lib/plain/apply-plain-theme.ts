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

/**
 * The variables a brand's antd theme (`brandTheme(brand)`) sets for the plain components: its
 * primary, link and Button colours as antd gets them, and shades mixed from them. Nothing for the
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
    variables[PLAIN_VARIABLES.buttonColorPrimaryHover] = lighter(button);
    variables[PLAIN_VARIABLES.buttonColorPrimaryActive] = darker(button);
  }
  if (link && link !== antdTokens.colorLink) variables[PLAIN_VARIABLES.colorLink] = link;
  return variables;
}

/**
 * Sets the brand's colours on `element` (the document's root at startup), so components drawn
 * without antd match the antd ones in the same brand.
 */
export function applyPlainTheme(theme: ThemeConfig, element: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(plainThemeVariables(theme))) element.style.setProperty(name, value);
}
